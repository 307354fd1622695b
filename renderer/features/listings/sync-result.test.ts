import { describe, expect, it } from 'vitest';
import { syncedDescription } from './sync-result';

describe('syncedDescription', () => {
  it.each<[string, { checked: number; published: number; errors: number }, string]>([
    ['nothing to check', { checked: 0, published: 0, errors: 0 }, 'No submitted or published listings to check yet.'],
    ['one', { checked: 1, published: 1, errors: 0 }, '1 listing checked: 1 published, 0 with errors.'],
    ['several', { checked: 12, published: 9, errors: 2 }, '12 listings checked: 9 published, 2 with errors.'],
  ])('%s', (_, result, expected) => {
    expect(syncedDescription(result)).toBe(expected);
  });
});
