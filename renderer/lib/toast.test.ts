import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastAction, type ToastItem } from './toast';

const first: ToastItem = { id: '1', title: 'First', open: true };
const second: ToastItem = { id: '2', title: 'Second', open: true };

describe('toastReducer', () => {
  it.each<[string, ToastItem[], ToastAction, ToastItem[]]>([
    ['adds a toast', [], { type: 'add', toast: first }, [first]],
    ['keeps only the newest (limit 1)', [first], { type: 'add', toast: second }, [second]],
    ['updates a toast by id', [first], { type: 'update', toast: { id: '1', title: 'Changed' } }, [{ ...first, title: 'Changed' }]],
    ['dismissing closes but keeps the toast', [first], { type: 'dismiss', id: '1' }, [{ ...first, open: false }]],
    ['dismissing without id closes all', [first], { type: 'dismiss' }, [{ ...first, open: false }]],
    ['removes a toast by id', [first], { type: 'remove', id: '1' }, []],
    ['removing without id clears all', [first], { type: 'remove' }, []],
    ['ignores an unknown id', [first], { type: 'remove', id: '9' }, [first]],
  ])('%s', (_, state, action, expected) => {
    expect(toastReducer(state, action)).toEqual(expected);
  });
});
