import { describe, expect, it } from 'vitest';
import { selectedShown, selectionState, withSelected, type SelectionState } from './business-list-selection';

const shown = ['a', 'b', 'c'];

describe('withSelected', () => {
  it.each<[string, string[], string[], boolean, string[]]>([
    ['ticks one', [], ['a'], true, ['a']],
    ['unticks one', ['a', 'b'], ['a'], false, ['b']],
    ['ticks several, keeping others', ['x'], shown, true, ['x', 'a', 'b', 'c']],
    ['unticks the shown, keeping others', ['x', 'a', 'c'], shown, false, ['x']],
    ['ticking twice changes nothing', ['a'], ['a'], true, ['a']],
  ])('%s', (_, before, ids, checked, expected) => {
    expect([...withSelected(new Set(before), ids, checked)]).toEqual(expected);
  });

  it('leaves the given set alone', () => {
    const before = new Set(['a']);
    withSelected(before, ['b'], true);
    expect([...before]).toEqual(['a']);
  });
});

describe('selectedShown', () => {
  it.each<[string, string[], string[]]>([
    ['nothing chosen', [], []],
    ['in the list order', ['c', 'a'], ['a', 'c']],
    ['leaves out what is no longer shown', ['a', 'gone'], ['a']],
  ])('%s', (_, selected, expected) => {
    expect(selectedShown(new Set(selected), shown)).toEqual(expected);
  });
});

describe('selectionState', () => {
  it.each<[string, string[], string[], SelectionState]>([
    ['nothing chosen', [], shown, 'none'],
    ['only hidden ones chosen', ['gone'], shown, 'none'],
    ['some', ['b'], shown, 'some'],
    ['all', ['a', 'b', 'c'], shown, 'all'],
    ['all shown and a hidden one', ['a', 'b', 'c', 'gone'], shown, 'all'],
    ['an empty list', ['a'], [], 'none'],
  ])('%s', (_, selected, shownIds, expected) => {
    expect(selectionState(new Set(selected), shownIds)).toBe(expected);
  });
});
