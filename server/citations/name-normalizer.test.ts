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
    ['Joe’s Pizza', "Joe's Pizzeria", false],
    ['Acme Roofing', 'Acme Plumbing', false],
    ['Smith & Sons', 'Smith & Daughters', false],
    ['Blue Door Bakery', 'Red Door Bakery', false],
    ['Main Street Dental', 'Main Street Dental Care', false],
    ['Pizza Hut', 'Pizza Hut Express', false],
    ['Company', 'The Company Store', false],
  ])('%j vs %j: same %s', (a, b, same) => {
    expect(normalizeBusinessName(a) === normalizeBusinessName(b)).toBe(same);
  });

  it('keeps a name that is only a suffix', () => {
    expect(normalizeBusinessName('Inc.')).toBe('inc');
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
