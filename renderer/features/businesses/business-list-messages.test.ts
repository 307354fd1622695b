import { describe, expect, it } from 'vitest';
import { businessCountLabel, publishedDescription, publishSelectedLabel } from './business-list-messages';

describe('businessCountLabel', () => {
  it.each<[number, string]>([
    [0, '0 businesses'],
    [1, '1 business'],
    [12, '12 businesses'],
  ])('%i', (total, expected) => {
    expect(businessCountLabel(total)).toBe(expected);
  });
});

describe('publishedDescription', () => {
  it.each<[string, { businesses: number; listings: number; errors: number }, string]>([
    ['one of each', { businesses: 1, listings: 1, errors: 0 }, '1 listing for 1 business.'],
    ['several', { businesses: 3, listings: 24, errors: 0 }, '24 listings for 3 businesses.'],
    ['with refusals', { businesses: 2, listings: 10, errors: 1 }, '10 listings for 2 businesses; 1 with errors.'],
    ['every one refused', { businesses: 1, listings: 4, errors: 4 }, '4 listings for 1 business; 4 with errors.'],
  ])('%s', (_, result, expected) => {
    expect(publishedDescription(result)).toBe(expected);
  });
});

describe('publishSelectedLabel', () => {
  it.each<[number, string]>([
    [0, 'Publish selected'],
    [1, 'Publish selected (1)'],
    [25, 'Publish selected (25)'],
  ])('%i', (count, expected) => {
    expect(publishSelectedLabel(count)).toBe(expected);
  });
});
