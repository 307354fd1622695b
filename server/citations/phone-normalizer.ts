import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

// Phones compare in E.164 ('+12175550123') so '(217) 555-0123', '217.555.0123' and
// '+1 217 555 0123' agree; an extension is not part of the number a directory shows.

const DEFAULT_COUNTRY: CountryCode = 'US';

/** E.164 when the number parses; otherwise its digits, so two unparsable spellings still compare. */
export function normalizePhone(phone: string, defaultCountry: CountryCode = DEFAULT_COUNTRY): string {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry, extract: false });
  if (parsed?.isPossible()) return parsed.number;
  return phone.replace(/\D/g, '');
}
