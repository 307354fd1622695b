import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

// Phones compare in E.164 ('+12175550123') so '(217) 555-0123', '217.555.0123' and
// '+1 217 555 0123' agree; an extension is not part of the number a directory shows.

const DEFAULT_COUNTRY: CountryCode = 'US';

/**
 * A ten-digit North American number as directories write it: (217) 555-0123, 217.555.0123, 1-217-555-0123,
 * +1 217 555 0123. Parsing with metadata costs far more than comparing; for these it gives +1 and the digits.
 */
const NORTH_AMERICAN_NUMBER = /^(?:\+?1[ .-]?)?(?:\(([2-9]\d\d)\)|([2-9]\d\d))[ .-]?(\d{3})[ .-]?(\d{4})$/;

/** E.164 when the number parses; otherwise its digits, so two unparsable spellings still compare. */
export function normalizePhone(phone: string, defaultCountry: CountryCode = DEFAULT_COUNTRY): string {
  const northAmerican = defaultCountry === DEFAULT_COUNTRY ? NORTH_AMERICAN_NUMBER.exec(phone) : null;
  if (northAmerican) return `+1${northAmerican[1] ?? northAmerican[2]}${northAmerican[3]}${northAmerican[4]}`;
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry, extract: false });
  if (parsed?.isPossible()) return parsed.number;
  return phone.replace(/\D/g, '');
}
