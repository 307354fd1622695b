import { describe, expect, it } from 'vitest';
import { regionLabel, servesRegion } from './directory-region';

describe('servesRegion', () => {
  it.each<[string[], string, boolean]>([
    [['US'], 'IL', true],
    [['US'], 'il', true],
    [['US'], 'CA', true],
    [['US'], 'ON', false],
    [['CA'], 'ON', true],
    [['CA'], ' qc ', true],
    // 'CA' as a region is Canada; a Californian business is in the United States.
    [['CA'], 'CA', false],
    [['US', 'CA'], 'BC', true],
    [['US', 'CA'], 'TX', true],
    [['NY'], 'NY', true],
    [['NY'], 'NJ', false],
    [['NY'], 'ON', false],
    [['NY', 'NJ'], 'NJ', true],
  ])('%j serves a business in %s: %s', (regions, state, expected) => {
    expect(servesRegion({ regions }, state)).toBe(expected);
  });
});

describe('regionLabel', () => {
  it.each<[string[], string]>([
    [['US'], 'the United States'],
    [['CA'], 'Canada'],
    [['NY'], 'NY'],
    [['NY', 'NJ'], 'NY and NJ'],
  ])('%j -> %s', (regions, label) => {
    expect(regionLabel(regions)).toBe(label);
  });
});
