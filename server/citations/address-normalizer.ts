import { decomposed, foldText } from './name-normalizer';
import { STATE_CODES, STREET_WORD_STANDARD_FORMS } from './usps-abbreviations';

// Addresses compare in USPS standard form: '123 Main Street, Suite 200' and '123 MAIN ST #200'
// are the same door; a different house number or street is not.

export interface PostalAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

const UNIT_SIGN = '#';

// Town names abbreviate their leading words the way streets do ('St. Louis', 'Ft Worth').
const CITY_WORD_STANDARD_FORMS: ReadonlyMap<string, string> = new Map([
  ['SAINT', 'ST'],
  ['SAINTE', 'STE'],
  ['FORT', 'FT'],
  ['MOUNT', 'MT'],
]);

/** Folded text is single-spaced and trimmed, so it splits into words as it is. */
function upperFolded(value: string): string {
  return foldText(value).toUpperCase();
}

function upperWords(value: string): string[] {
  const folded = upperFolded(value);
  return folded === '' ? [] : folded.split(' ');
}

export function normalizeStreetAddress(street: string): string {
  const words: string[] = [];
  // '#' is the one punctuation mark that means something; it becomes a word of its own.
  for (const [index, part] of decomposed(street).split(UNIT_SIGN).entries()) {
    for (const word of index === 0 ? upperWords(part) : [UNIT_SIGN, ...upperWords(part)]) {
      const standard = STREET_WORD_STANDARD_FORMS.get(word) ?? word;
      // 'Suite #200' says the unit twice.
      if (standard !== UNIT_SIGN || words.at(-1) !== UNIT_SIGN) words.push(standard);
    }
  }
  return words.join(' ');
}

export function normalizeCity(city: string): string {
  return upperWords(city)
    .map((word) => CITY_WORD_STANDARD_FORMS.get(word) ?? word)
    .join(' ');
}

export function normalizeState(state: string): string {
  const folded = upperFolded(state);
  return STATE_CODES.get(folded) ?? folded;
}

/** ZIP+4 compares as its five-digit ZIP; a ZIP that lost its leading zero gets it back. */
export function normalizePostalCode(zipCode: string): string {
  const compact = upperFolded(zipCode).replaceAll(' ', '');
  if (/^\d{9}$/.test(compact)) return compact.slice(0, 5);
  if (/^\d{4}$/.test(compact)) return `0${compact}`;
  return compact;
}

export function normalizePostalAddress(address: PostalAddress): PostalAddress {
  return {
    address: normalizeStreetAddress(address.address),
    city: normalizeCity(address.city),
    state: normalizeState(address.state),
    zipCode: normalizePostalCode(address.zipCode),
  };
}

/** One line for people to read, e.g. in an issue's expected and actual values. */
export function formatPostalAddress(address: PostalAddress): string {
  const region = [address.state, address.zipCode].map((part) => part.trim()).filter(Boolean).join(' ');
  return [address.address, address.city, region].map((part) => part.trim()).filter(Boolean).join(', ');
}
