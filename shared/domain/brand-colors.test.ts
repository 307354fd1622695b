import { describe, expect, it } from 'vitest';
import { brandColorProperties, contrastRatio, normalizeHexColor, readableTextOn } from './brand-colors';

describe('normalizeHexColor', () => {
  it.each([
    ['#1D5CFF', '#1d5cff'],
    ['  #0f766e ', '#0f766e'],
    ['0f766e', '#0f766e'],
  ])('reads %j as %s', (value, expected) => {
    expect(normalizeHexColor(value)).toBe(expected);
  });

  it.each([[''], [null], [undefined], ['#fff'], ['blue'], ['#12345g'], ['#1234567']])('refuses %j', (value) => {
    expect(normalizeHexColor(value)).toBeUndefined();
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('of %s and %s is %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 1);
  });
});

describe('readableTextOn', () => {
  it.each([
    ['a dark blue', '#1d4ed8', '#ffffff'],
    ['a deep teal', '#0f766e', '#ffffff'],
    ['a bright yellow', '#facc15', '#0f172a'],
    ['white', '#ffffff', '#0f172a'],
  ])('puts the right text on %s', (_, background, expected) => {
    expect(readableTextOn(background)).toBe(expected);
  });
});

describe('brandColorProperties', () => {
  it('sets nothing without colours, so the defaults stay', () => {
    expect(brandColorProperties(null, null)).toEqual({});
    expect(brandColorProperties('not a colour', '')).toEqual({});
  });

  it('derives the primary family from one colour', () => {
    const properties = brandColorProperties('#0F766E', null);
    expect(properties['--color-primary']).toBe('#0f766e');
    expect(properties['--color-primary-foreground']).toBe('#ffffff');
    expect(properties['--color-primary-hover']).toMatch(/^#[0-9a-f]{6}$/);
    expect(properties['--color-primary-hover']).not.toBe('#0f766e');
    // Gradients from primary to secondary stay within the brand.
    expect(properties['--color-secondary']).toBe(properties['--color-primary-hover']);
  });

  it.each([['#0f766e'], ['#facc15'], ['#ffffff'], ['#1d5cff'], ['#e11d48']])(
    'keeps the soft pair readable for %s',
    (primary) => {
      const properties = brandColorProperties(primary, null);
      const soft = properties['--color-primary-soft']!;
      const text = properties['--color-primary-soft-foreground']!;
      expect(contrastRatio(soft, text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('sets the secondary colour alone', () => {
    expect(brandColorProperties(null, '#F59E0B')).toEqual({ '--color-secondary': '#f59e0b' });
  });
});
