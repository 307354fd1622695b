import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPostalAddress,
  normalizeCity,
  normalizePostalCode,
  normalizeState,
  normalizeStreetAddress,
} from './address-normalizer';

describe('normalizeStreetAddress', () => {
  it.each<[string, string, boolean]>([
    ['123 Main St.', '123 Main Street', true],
    ['123 Main St', '123 MAIN ST', true],
    ['123 Main Street', '123  main   street ', true],
    ['500 Oak Avenue', '500 Oak Ave', true],
    ['500 Oak Av.', '500 Oak Ave', true],
    ['77 Sunset Boulevard', '77 Sunset Blvd', true],
    ['9 Elm Drive', '9 Elm Dr.', true],
    ['9 Elm Road', '9 Elm Rd', true],
    ['14 Harbor Lane', '14 Harbor Ln', true],
    ['3 Cedar Court', '3 Cedar Ct', true],
    ['3 Cedar Place', '3 Cedar Pl', true],
    ['1200 Lake Shore Parkway', '1200 Lake Shore Pkwy', true],
    ['45 State Highway 9', '45 State Hwy 9', true],
    ['2 Maple Terrace', '2 Maple Ter', true],
    ['8 Union Square', '8 Union Sq', true],
    ['10 Circle Center Circle', '10 Circle Ctr Cir', true],
    ['100 North Main Street', '100 N Main St', true],
    ['100 N. Main St.', '100 North Main Street', true],
    ['250 Northeast 3rd Avenue', '250 NE 3rd Ave', true],
    ['250 NE Third Avenue', '250 NE 3rd Ave', true],
    ['1 First Street', '1 1st St', true],
    ['42 Twelfth Street Southwest', '42 12th St SW', true],
    ['123 Main St Suite 200', '123 Main St Ste 200', true],
    ['123 Main St, Suite 200', '123 Main St #200', true],
    ['123 Main St Ste. #200', '123 Main St # 200', true],
    ['123 Main St Apartment 4B', '123 Main St Apt 4B', true],
    ['123 Main St Unit 5', '123 Main St #5', true],
    ['600 Broadway Floor 3', '600 Broadway Fl 3', true],
    ['Route 66', 'Rte 66', true],
    ['Post Office Box 12', 'PO Box 12', true],
    ['P. O. Box 12', 'PO Box 12', true],
    ['P.O. Box 12', 'PO Box 12', true],
    ['P.O.Box 12', 'PO Box 12', true],
    ['POB 12', 'PO Box 12', true],
    ['P.O.B. 12', 'PO Box 12', true],
    ['Box 12', 'PO Box 12', true],
    ['PO Box #12', 'PO Box 12', true],
    ['Box # 12', 'P. O. Box 12', true],
    ['100 Twenty-Third Avenue', '100 23rd Ave', true],
    ['100 Twenty Third Ave', '100 23rd Ave', true],
    ['5 Thirtieth Street', '5 30th St', true],
    ['5 Eleventh Street', '5 11th St', true],
    ['5 Ninety-Ninth Street', '5 99th St', true],
    ['5 One Hundred Twenty-Fifth St', '5 125th St', true],
    ['5 One Hundred and First St', '5 101st St', true],
    ['5 One Hundred Eleventh St', '5 111th St', true],
    ['5 Two Hundredth St', '5 200th St', true],
    ['1 Northeast Twenty-First Street', '1 NE 21st St', true],
    ['1 Southwest Second Ave', '1 SW 2nd Ave', true],
    ['123 Main St Penthouse', '123 Main St PH', true],
    ['123 Main St Basement', '123 Main St Bsmt', true],
    ['123 Main St Lobby', '123 Main St Lbby', true],
    ['123 Main St Upper', '123 Main St Uppr', true],
    ['123 Main St Front', '123 Main St Frnt', true],
    ['123 Main St Lower', '123 Main St Lowr', true],
    ['123 Main St', '125 Main St', false],
    ['123 Main St', '123 Main Ave', false],
    ['123 Main St', '123 Maine St', false],
    ['100 N Main St', '100 S Main St', false],
    ['123 Main St Suite 200', '123 Main St Suite 201', false],
    ['123 Main St Suite 200', '123 Main St', false],
    ['1 1st St', '1 2nd St', false],
    ['250 NE 3rd Ave', '250 NW 3rd Ave', false],
    ['77 Sunset Blvd', '77 Sunrise Blvd', false],
    ['PO Box 12', 'PO Box 13', false],
    ['Post Office Box 12', 'P. O. Box 21', false],
    ['Box 12', 'PO Box 120', false],
    ['PO Box 12', '12 Main St', false],
    ['RR 2 Box 5', 'RR 2 PO Box 5', false],
    ['Box Elder Rd', 'PO Box Elder Rd', false],
    ['1 First St', '1 2nd St', false],
    ['1 First St', '1 Second St', false],
    ['1 Twenty-Third Ave', '1 22nd Ave', false],
    ['1 Twenty-Third Ave', '1 3rd Ave', false],
    ['5 One Hundred Twenty-Fifth St', '5 25th St', false],
    ['5 One Hundred Twenty-Fifth St', '5 120th St', false],
    ['123 Main St Penthouse', '123 Main St', false],
    ['123 Main St Rear', '123 Main St #1', false],
  ])('%j vs %j: same %s', (a, b, same) => {
    expect(normalizeStreetAddress(a) === normalizeStreetAddress(b)).toBe(same);
  });

  it('writes the USPS standard form', () => {
    expect(normalizeStreetAddress('100 north main street, suite #200')).toBe('100 N MAIN ST # 200');
    expect(normalizeStreetAddress('P. O. Box #12')).toBe('PO BOX 12');
    expect(normalizeStreetAddress('One Hundred Twenty-Fifth Street')).toBe('125TH ST');
  });

  it('reads only spelled-out ordinals, and a bare Box only where a PO box is meant', () => {
    // Cardinals are house numbers or names ('Twenty Oaks'); 'Box' after a rural route, or before a name, is no PO box.
    expect(normalizeStreetAddress('1 Twenty Oaks Way')).toBe('1 TWENTY OAKS WAY');
    expect(normalizeStreetAddress('One Hundred Main St')).toBe('ONE HUNDRED MAIN ST');
    expect(normalizeStreetAddress('RR 2 Box 5')).toBe('RR 2 BOX 5');
    expect(normalizeStreetAddress('Box Elder Rd')).toBe('BOX ELDER RD');
    expect(normalizeStreetAddress('Box 1st St')).toBe('BOX 1ST ST');
  });

  it('changes nothing when applied twice to PO boxes, spelled-out numbers and units', () => {
    const word = fc.constantFrom(
      'PO', 'P', 'O', 'B', 'POB', 'POBOX', 'Post', 'Office', 'Box', '#', 'One', 'Two', 'Twenty', 'Hundred', 'Hundredth',
      'and', 'First', 'Third', 'Eleventh', 'Twentieth', '1st', '12', '5A', 'St', 'North', 'Suite', 'Penthouse', 'Main',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const once = normalizeStreetAddress(words.join(' '));
        expect(normalizeStreetAddress(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (street) => {
        const once = normalizeStreetAddress(street);
        expect(normalizeStreetAddress(once)).toBe(once);
      }),
    );
  });
});

describe('normalizeCity, normalizeState, normalizePostalCode', () => {
  it.each<[(value: string) => string, string, string, boolean]>([
    [normalizeCity, 'Springfield', 'SPRINGFIELD', true],
    [normalizeCity, 'St. Louis', 'Saint Louis', true],
    [normalizeCity, 'Ft. Worth', 'Fort Worth', true],
    [normalizeCity, 'Winston-Salem', 'Winston Salem', true],
    [normalizeCity, 'Springfield', 'Springdale', false],
    [normalizeState, 'IL', 'Illinois', true],
    [normalizeState, 'il', 'IL', true],
    [normalizeState, 'New York', 'NY', true],
    [normalizeState, 'IL', 'IN', false],
    [normalizePostalCode, '62701-1234', '62701', true],
    [normalizePostalCode, '627011234', '62701', true],
    [normalizePostalCode, '2101', '02101', true],
    [normalizePostalCode, 'k1a 0b6', 'K1A0B6', true],
    [normalizePostalCode, '62701', '62702', false],
  ])('%o: %j vs %j same %s', (normalize, a, b, same) => {
    expect(normalize(a) === normalize(b)).toBe(same);
  });

  it.each([normalizeCity, normalizeState, normalizePostalCode])('%o changes nothing when applied twice', (normalize) => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const once = normalize(value);
        expect(normalize(once)).toBe(once);
      }),
    );
  });
});

describe('formatPostalAddress', () => {
  it('writes one readable line and skips empty parts', () => {
    expect(formatPostalAddress({ address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' })).toBe(
      '123 Main St, Springfield, IL 62701',
    );
    expect(formatPostalAddress({ address: '123 Main St', city: '', state: 'IL', zipCode: '' })).toBe('123 Main St, IL');
  });
});
