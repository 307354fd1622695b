import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone-normalizer';

describe('normalizePhone', () => {
  it.each<[string, string]>([
    ['(217) 555-0123', '+12175550123'],
    ['217-555-0123', '+12175550123'],
    ['217.555.0123', '+12175550123'],
    ['217 555 0123', '+12175550123'],
    ['2175550123', '+12175550123'],
    ['1-217-555-0123', '+12175550123'],
    ['+1 217 555 0123', '+12175550123'],
    ['+1 (217) 555-0123', '+12175550123'],
    ['011 44 20 7946 0958', '+442079460958'],
    ['(217) 555-0123 ext. 45', '+12175550123'],
    ['217-555-0123 x45', '+12175550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+61 2 9374 4000', '+61293744000'],
    ['(800) 555-0199', '+18005550199'],
    ['555-0123', '5550123'],
  ])('%j is %s', (phone, e164) => {
    expect(normalizePhone(phone)).toBe(e164);
  });

  it.each<[string, string, boolean]>([
    ['(217) 555-0123', '+1 217-555-0123', true],
    ['020 7946 0958', '+44 20 7946 0958', false],
    ['(217) 555-0123', '(217) 555-0124', false],
    ['(217) 555-0123', '(312) 555-0123', false],
    ['+1 217 555 0123', '+44 217 555 0123', false],
  ])('%j vs %j: same %s', (a, b, same) => {
    expect(normalizePhone(a) === normalizePhone(b)).toBe(same);
  });

  it('reads national numbers of another country when told the country', () => {
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizePhone('(613) 555-0150', 'CA')).toBe('+16135550150');
  });

  it('reads North American numbers, however directories write them, as libphonenumber does', () => {
    const separator = fc.constantFrom('', ' ', '.', '-');
    const written = fc
      .tuple(fc.constantFrom('', '1', '+1'), separator, fc.integer({ min: 0, max: 999 }), fc.boolean(), separator, fc.integer({ min: 0, max: 999 }), separator, fc.integer({ min: 0, max: 9999 }))
      .map(([country, afterCountry, area, parenthesised, afterArea, exchange, afterExchange, line]) => {
        const areaCode = String(area).padStart(3, '0');
        return `${country}${country && afterCountry}${parenthesised ? `(${areaCode})` : areaCode}${afterArea}${String(exchange).padStart(3, '0')}${afterExchange}${String(line).padStart(4, '0')}`;
      });
    fc.assert(
      fc.property(written, (phone) => {
        const parsed = parsePhoneNumberFromString(phone, { defaultCountry: 'US', extract: false });
        expect(normalizePhone(phone)).toBe(parsed?.isPossible() ? parsed.number : phone.replace(/\D/g, ''));
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\+?[\d ().-]{0,20}$/)), (phone) => {
        const once = normalizePhone(phone);
        expect(normalizePhone(once)).toBe(once);
      }),
    );
  });
});
