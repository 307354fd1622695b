import { decomposed, foldText } from './name-normalizer';
import {
  ORDINAL_WORDS,
  STATE_CODES,
  STREET_WORD_STANDARD_FORMS,
  TENS_NUMBER_WORDS,
  UNIT_NUMBER_WORDS,
} from './usps-abbreviations';

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

/** The street's words; '#' is the one punctuation mark that means something, so it is a word of its own. */
function streetWords(street: string): string[] {
  const words: string[] = [];
  for (const [index, part] of decomposed(street).split(UNIT_SIGN).entries()) {
    if (index > 0) words.push(UNIT_SIGN);
    for (const word of upperWords(part)) words.push(word);
  }
  return words;
}

// Post office boxes as directories print them ('P. O. Box', 'Post Office Box', 'POB'); USPS writes PO BOX.
const PO_BOX_SPELLINGS: readonly (readonly string[])[] = [
  ['PO', 'BOX'], ['P', 'O', 'BOX'], ['POST', 'OFFICE', 'BOX'], ['POBOX'], ['POB'], ['P', 'O', 'B'],
];
const PO_BOX_FIRST_WORDS = new Set(['BOX', ...PO_BOX_SPELLINGS.map((spelling) => spelling[0])]);
const BOX_NUMBER = /^\d/;
/** '1st', '22nd': a street, not a box number. */
const ORDINAL_NUMBER = /^\d+(?:ST|ND|RD|TH)$/;

const isUnitSign = (word: string) => word === UNIT_SIGN || STREET_WORD_STANDARD_FORMS.get(word) === UNIT_SIGN;

/** How many words from `start` spell a post office box, or 0. */
function poBoxLength(words: readonly string[], start: number): number {
  if (!PO_BOX_FIRST_WORDS.has(words[start] ?? '')) return 0;
  const spelling = PO_BOX_SPELLINGS.find((box) => box.every((word, offset) => words[start + offset] === word));
  if (spelling) return spelling.length;
  // A bare 'Box 12' only where the address starts with it ('RR 2 Box 5' is a rural route's box), and with a
  // number after it: 'Box Elder Rd' and 'Box 1st St' are streets.
  if (start !== 0) return 0;
  let next = start + 1;
  while (next < words.length && isUnitSign(words[next] ?? '')) next += 1;
  const number = words[next] ?? '';
  return BOX_NUMBER.test(number) && !ORDINAL_NUMBER.test(number) ? 1 : 0;
}

/** 1 -> 1ST, 12 -> 12TH, 23 -> 23RD, 111 -> 111TH. */
function ordinalNumber(value: number): string {
  const lastTwo = value % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'TH' : (['TH', 'ST', 'ND', 'RD'][value % 10] ?? 'TH');
  return `${value}${suffix}`;
}

type SpelledOrdinal = readonly [value: number, length: number];

/** 'THIRD', 'TWENTIETH', 'TWENTY THIRD' at `start`. */
function ordinalBelowHundred(words: readonly string[], start: number): SpelledOrdinal | undefined {
  const ordinal = ORDINAL_WORDS.get(words[start] ?? '');
  if (ordinal !== undefined) return [ordinal, 1];
  const tens = TENS_NUMBER_WORDS.get(words[start] ?? '');
  const units = ORDINAL_WORDS.get(words[start + 1] ?? '');
  return tens !== undefined && units !== undefined && units < 10 ? [tens + units, 2] : undefined;
}

/**
 * A spelled-out ordinal at `start`, up to 'NINE HUNDRED (AND) NINETY NINTH'. Only words ending in an ordinal
 * count, so 'One Way' and 'Twenty Oaks' stay as they are.
 */
function spelledOrdinal(words: readonly string[], start: number): SpelledOrdinal | undefined {
  const hundreds = UNIT_NUMBER_WORDS.get(words[start] ?? '');
  if (hundreds === undefined) return ordinalBelowHundred(words, start);
  if (words[start + 1] === 'HUNDREDTH') return [hundreds * 100, 2];
  if (words[start + 1] !== 'HUNDRED') return undefined;
  const rest = start + (words[start + 2] === 'AND' ? 3 : 2);
  const below = ordinalBelowHundred(words, rest);
  return below && [hundreds * 100 + below[0], rest - start + below[1]];
}

export function normalizeStreetAddress(street: string): string {
  const raw = streetWords(street);
  const words: string[] = [];
  for (let index = 0; index < raw.length; ) {
    const boxLength = poBoxLength(raw, index);
    if (boxLength > 0) {
      words.push('PO', 'BOX');
      index += boxLength;
      continue;
    }
    const ordinal = spelledOrdinal(raw, index);
    if (ordinal) {
      words.push(ordinalNumber(ordinal[0]));
      index += ordinal[1];
      continue;
    }
    const word = raw[index] ?? '';
    index += 1;
    const standard = STREET_WORD_STANDARD_FORMS.get(word) ?? word;
    // 'Suite #200' says the unit twice, 'PO Box #12' the box.
    const afterBox = words.at(-1) === 'BOX' && words.at(-2) === 'PO';
    if (standard !== UNIT_SIGN || (words.at(-1) !== UNIT_SIGN && !afterBox)) words.push(standard);
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
