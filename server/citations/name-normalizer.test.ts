import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeBusinessName } from './name-normalizer';

describe('normalizeBusinessName', () => {
  it.each<[string, string, boolean]>([
    ["Joe's Pizza", 'Joes Pizza', true],
    ["Joe's Pizza", 'JOE’S PIZZA', true],
    ['Smith & Sons Plumbing', 'Smith and Sons Plumbing', true],
    ['Smith & Sons Plumbing', 'Smith + Sons Plumbing', true],
    ['Acme Roofing LLC', 'Acme Roofing', true],
    ['Acme Roofing, L.L.C.', 'ACME ROOFING', true],
    ['Acme Roofing, Inc.', 'Acme Roofing Incorporated', true],
    ['Acme Roofing Co.', 'Acme Roofing Company', true],
    ['Acme Roofing Corp', 'Acme Roofing Corporation', true],
    ['Acme Roofing Ltd.', 'Acme Roofing Limited', true],
    ['Acme Roofing Co., Inc.', 'Acme Roofing', true],
    ['Baker Law PLLC', 'Baker Law, P.L.L.C.', true],
    ['The Coffee House', 'Coffee House', true],
    ['  Blue   Door  Bakery ', 'Blue Door Bakery', true],
    ['Café Olé', 'Cafe Ole', true],
    ['Dr. Smith Dental', 'Dr Smith Dental', true],
    ['A-1 Auto Repair', 'A 1 Auto Repair', true],
    ['Pho 24/7', 'Pho 24 7', true],
    ["St. Mary's Bakery", 'Saint Marys Bakery', true],
    ['St Mary’s Bakery', "SAINT MARY'S BAKERY", true],
    ['Mt. Hood Coffee', 'Mount Hood Coffee', true],
    ['Ft. Worth Tire', 'Fort Worth Tire', true],
    ['Ste. Genevieve Winery', 'Sainte Genevieve Winery', true],
    ['The St. Regis Hotel', 'Saint Regis Hotel', true],
    ['Church of St. Paul', 'Church of Saint Paul', true],
    ['Smith & St. John Law', 'Smith and Saint John Law', true],
    ['Cafe at St. Marks', 'Cafe at Saint Marks', true],
    ["Joe's Mt Hood Coffee", "Joe's Mount Hood Coffee", true],
    ['St. Mary & Sons, LLC', 'Saint Mary and Sons', true],
    ['Joe’s Pizza', "Joe's Pizzeria", false],
    ['Acme Roofing', 'Acme Plumbing', false],
    ['Smith & Sons', 'Smith & Daughters', false],
    ['Blue Door Bakery', 'Red Door Bakery', false],
    ['Main Street Dental', 'Main Street Dental Care', false],
    ['Pizza Hut', 'Pizza Hut Express', false],
    ['Company', 'The Company Store', false],
    ['St. Louis Bread', 'Louis Bread', false],
    ['St. Mary Bakery', 'St. Martin Bakery', false],
    ['Main St Deli', 'Main Saint Deli', false],
    ['Deli on Main St', 'Deli on Main Saint', false],
    ['Mt. Hood Coffee', 'Hood Coffee', false],
    ['Mount Hood Coffee', 'Fort Hood Coffee', false],
  ])('%j vs %j: same %s', (a, b, same) => {
    expect(normalizeBusinessName(a) === normalizeBusinessName(b)).toBe(same);
  });

  it('keeps a name that is only a suffix', () => {
    expect(normalizeBusinessName('Inc.')).toBe('inc');
  });

  it('reads St as Saint only first or after of, and, at, and before a name word', () => {
    expect(normalizeBusinessName('St. Louis Bread Co.')).toBe('saint louis bread');
    expect(normalizeBusinessName('Main St. Deli')).toBe('main st deli');
    expect(normalizeBusinessName('5th St Pub')).toBe('5th st pub');
    expect(normalizeBusinessName('St. 1 Deli')).toBe('st 1 deli');
    expect(normalizeBusinessName('Mt')).toBe('mt');
  });

  it('changes nothing when applied twice to Saint, Mount and Fort', () => {
    const word = fc.constantFrom('The', 'St.', 'Ste', 'Mt', 'Ft.', 'of', '&', 'at', 'Main', 'Mary', '5th', 'LLC', 'Co', 'Saint');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), (words) => {
        const once = normalizeBusinessName(words.join(' '));
        expect(normalizeBusinessName(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const once = normalizeBusinessName(name);
        expect(normalizeBusinessName(once)).toBe(once);
      }),
    );
  });
});
