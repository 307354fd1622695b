import { describe, expect, it } from 'vitest';
import {
  ampersandSwapped,
  canonicalAddress,
  legalName,
  mistypedZip,
  movedAddress,
  otherPhoneNumber,
  otherStreetNumber,
  otherSuite,
  reformattedPhone,
  respelledStreet,
  respelledZip,
} from './nap-variants';
import { seededRandom } from './seeded-random';

const SEEDS = Array.from({ length: 50 }, (_, index) => seededRandom(`variant-${index}`));
const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

describe('respelledStreet', () => {
  it.each([
    ['12 Main Street', '12 Main St'],
    ['400 North Lake Boulevard, Suite 3', '400 North Lake Blvd, Ste 3'],
    ['12 Main St.', '12 Main Street'],
    ['9 Elm Ave', '9 Elm Avenue'],
    ['1 Broadway', null],
  ])('%s -> %s', (address, expected) => {
    expect(respelledStreet(address)).toBe(expected);
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['12 Main Street', '12 main st'],
    ['12 MAIN ST.', '12 main st'],
    ['400 Lake Boulevard, Suite 3', '400 lake blvd ste 3'],
  ])('%s -> %s', (address, expected) => {
    expect(canonicalAddress(address)).toBe(expected);
  });
});

describe('otherSuite', () => {
  it.each([
    ['12 Main Street', /^12 Main Street, Suite \d+0$/],
    ['12 Main Street, Suite 200', /^12 Main Street, Suite \d+0$/],
    ['12 Main Street Ste. 5', /^12 Main Street Ste\. \d+0$/],
  ])('moves %s to another suite', (address, pattern) => {
    for (const random of SEEDS) {
      const other = otherSuite(address, random);
      expect(other).toMatch(pattern);
      expect(other).not.toBe(address);
    }
  });
});

describe('otherStreetNumber and movedAddress', () => {
  it('keeps the street, not the number', () => {
    for (const random of SEEDS) expect(otherStreetNumber('120 Main Street', random)).toMatch(/^(?!120 )\d+ Main Street$/);
    expect(otherStreetNumber('Main Street', SEEDS[0]!)).toBeNull();
  });

  it('moves somewhere else', () => {
    for (const random of SEEDS) expect(movedAddress('120 Main Street', random)).toMatch(/^\d+ [A-Z][a-z]+ [A-Z][a-z]+/);
  });
});

describe('phone numbers', () => {
  it.each(['(217) 555-0132', '217-555-0132', '+1 217 555 0132', '2175550132'])('writes %s another way, same number', (phone) => {
    for (const random of SEEDS) {
      const written = reformattedPhone(phone, random)!;
      expect(written).not.toBe(phone);
      expect(digits(written)).toBe('2175550132');
    }
  });

  it('leaves numbers outside North America alone', () => {
    expect(reformattedPhone('+44 20 7946 0018', SEEDS[0]!)).toBeNull();
  });

  it.each(['(217) 555-0132', '+44 20 7946 0018'])('gives %s an old line, written the same way', (phone) => {
    for (const random of SEEDS) {
      const old = otherPhoneNumber(phone, random)!;
      expect(old.replace(/\d/g, '0')).toBe(phone.replace(/\d/g, '0'));
      expect(digits(old).slice(0, -4)).toBe(digits(phone).slice(0, -4));
      expect(digits(old)).not.toBe(digits(phone));
    }
  });
});

describe('names', () => {
  it.each([
    ['Acme Plumbing LLC', 'Acme Plumbing'],
    ['Acme Plumbing, Inc.', 'Acme Plumbing'],
    ['Acme Plumbing & Co', 'Acme Plumbing'],
  ])('strips the legal suffix of %s', (name, expected) => {
    expect(legalName(name, SEEDS[0]!)).toBe(expected);
  });

  it('adds a legal suffix where there is none', () => {
    const named = new Set(SEEDS.map((random) => legalName('Acme Plumbing', random)));
    expect(named).toEqual(new Set(['Acme Plumbing, Inc', 'Acme Plumbing Inc.', 'Acme Plumbing LLC', 'Acme Plumbing & Co']));
  });

  it.each([
    ['Bread & Butter', 'Bread and Butter'],
    ['Bread and Butter', 'Bread & Butter'],
    ['Andover Bakery', null],
  ])('%s -> %s', (name, expected) => {
    expect(ampersandSwapped(name)).toBe(expected);
  });
});

describe('ZIP codes', () => {
  it('mistypes exactly one digit', () => {
    for (const random of SEEDS) {
      const typo = mistypedZip('62701', random)!;
      expect([...typo].filter((digit, index) => digit !== '62701'[index])).toHaveLength(1);
    }
    expect(mistypedZip('K1A 0B1', SEEDS[0]!)).toBeNull();
  });

  it.each([
    ['62701', /^62701-\d{4}$/],
    ['62701-4412', /^62701$/],
  ])('respells %s', (zip, pattern) => {
    expect(respelledZip(zip, SEEDS[0]!)).toMatch(pattern);
  });
});
