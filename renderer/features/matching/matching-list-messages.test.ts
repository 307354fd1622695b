import { describe, expect, it } from 'vitest';
import { matchingCountLabel, matchSelectedLabel } from './matching-list-messages';

describe('matchingCountLabel', () => {
  it.each<[number, number, string]>([
    [0, 0, '0 businesses'],
    [1, 1, '1 business'],
    [12, 12, '12 businesses'],
    [3, 12, '3 shown of 12 businesses'],
    [0, 1, '0 shown of 1 business'],
  ])('%i shown of %i -> %s', (shown, total, expected) => {
    expect(matchingCountLabel(shown, total)).toBe(expected);
  });
});

describe('matchSelectedLabel', () => {
  it.each<[number, string]>([
    [0, 'Match selected'],
    [1, 'Match selected (1)'],
    [25, 'Match selected (25)'],
  ])('%i -> %s', (count, expected) => {
    expect(matchSelectedLabel(count)).toBe(expected);
  });
});
