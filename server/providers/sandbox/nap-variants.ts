import type { SeededRandom } from './seeded-random';

// How one business's name, address and phone drift between databases: the small differences a
// directory or the provider's record shows. Each variant answers null where it does not apply.

/** USPS street words, full and short. */
const STREET_WORDS: readonly (readonly [full: string, short: string])[] = [
  ['Street', 'St'],
  ['Avenue', 'Ave'],
  ['Road', 'Rd'],
  ['Boulevard', 'Blvd'],
  ['Drive', 'Dr'],
  ['Lane', 'Ln'],
  ['Court', 'Ct'],
  ['Place', 'Pl'],
  ['Parkway', 'Pkwy'],
  ['Highway', 'Hwy'],
  ['Square', 'Sq'],
  ['Terrace', 'Ter'],
  ['Circle', 'Cir'],
  ['Suite', 'Ste'],
];
const SHORT_OF = new Map(STREET_WORDS.map(([full, short]) => [full.toLowerCase(), short]));
const FULL_OF = new Map(STREET_WORDS.map(([full, short]) => [short.toLowerCase(), full]));

const replaceWords = (text: string, table: ReadonlyMap<string, string>, pattern: RegExp) =>
  text.replace(pattern, (word: string) => table.get(word.replace(/\.$/, '').toLowerCase()) ?? word);

/** "12 Main Street" -> "12 Main St"; "12 Main St." -> "12 Main Street". */
export function respelledStreet(address: string): string | null {
  const abbreviated = replaceWords(address, SHORT_OF, /\b[A-Za-z]+\b/g);
  if (abbreviated !== address) return abbreviated;
  const expanded = replaceWords(address, FULL_OF, /\b[A-Za-z]+\b\.?/g);
  return expanded !== address ? expanded : null;
}

/** Lower case, short street words, no punctuation: one spelling of an address. */
export function canonicalAddress(address: string): string {
  return address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => SHORT_OF.get(word)?.toLowerCase() ?? word)
    .join(' ');
}

const SUITE = /(,\s*|\s+)(suite|ste\.?|unit|#)\s*([\w-]+)\s*$/i;

/** The suite the business left, or one added where it gave none. */
export function otherSuite(address: string, random: SeededRandom): string {
  const suite = String(random.between(1, 45) * 10);
  const match = SUITE.exec(address);
  if (!match) return `${address}, Suite ${suite}`;
  const number = match[3] === suite ? String(Number(suite) + 10) : suite;
  return address.replace(SUITE, `$1$2 ${number}`);
}

/** Another number on the same street: a neighbouring unit or an old entrance. */
export function otherStreetNumber(address: string, random: SeededRandom): string | null {
  const match = /^(\d+)(\b.*)$/.exec(address.trim());
  if (!match) return null;
  const number = Number(match[1]);
  const step = random.pick([2, 4, 6, 10, 20, 100]);
  return `${number > step ? number - step : number + step}${match[2]}`;
}

const STREETS = [
  'Oak Avenue', 'Maple Street', 'Washington Boulevard', 'Park Road', 'Lake Drive', 'Cedar Lane', 'Elm Street',
  'Pine Street', 'Center Street', 'Highland Avenue', 'Ridge Road', 'Church Street', 'Mill Road', 'Spring Street',
];

/** Where the business was before it moved. */
export function movedAddress(address: string, random: SeededRandom): string {
  const moved = `${random.between(100, 9899)} ${random.pick(STREETS)}`;
  return moved === address ? `${moved}, Suite 100` : moved;
}

const PHONE_FORMATS: readonly ((area: string, exchange: string, line: string) => string)[] = [
  (area, exchange, line) => `(${area}) ${exchange}-${line}`,
  (area, exchange, line) => `${area}-${exchange}-${line}`,
  (area, exchange, line) => `${area}.${exchange}.${line}`,
  (area, exchange, line) => `+1 ${area}-${exchange}-${line}`,
  (area, exchange, line) => `${area}${exchange}${line}`,
];

/** The same North American number written another way; null for other numbers. */
export function reformattedPhone(phone: string, random: SeededRandom): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return null;
  const formats = PHONE_FORMATS.map((format) => format(digits.slice(0, 3), digits.slice(3, 6), digits.slice(6))).filter(
    (written) => written !== phone,
  );
  return random.pick(formats);
}

/** An old line of the business: the last four digits differ, written the same way. */
export function otherPhoneNumber(phone: string, random: SeededRandom): string | null {
  const positions = [...phone.matchAll(/\d/g)].map((match) => match.index).slice(-4);
  if (positions.length < 4) return null;
  const line = positions.map((position) => phone[position]).join('');
  let other = line;
  while (other === line) other = String(random.below(10_000)).padStart(4, '0');
  const characters = phone.split('');
  positions.forEach((position, index) => (characters[position] = other[index]!));
  return characters.join('');
}

const LEGAL_SUFFIX = /(,?\s+)(inc\.?|llc|l\.l\.c\.|& co\.?|co\.|corp\.?|ltd\.?)$/i;

/** "Acme Plumbing" -> "Acme Plumbing, Inc"; "Acme Plumbing LLC" -> "Acme Plumbing". */
export function legalName(name: string, random: SeededRandom): string {
  if (LEGAL_SUFFIX.test(name)) return name.replace(LEGAL_SUFFIX, '');
  return random.pick([`${name}, Inc`, `${name} Inc.`, `${name} LLC`, `${name} & Co`]);
}

/** "Bread & Butter" <-> "Bread and Butter". */
export function ampersandSwapped(name: string): string | null {
  if (name.includes('&')) return name.replace(/\s*&\s*/g, ' and ');
  return / and /i.test(name) ? name.replace(/ and /gi, ' & ') : null;
}

const SURNAMES = ['Miller', 'Garcia', 'Johnson', 'Nguyen', 'Patel', 'Kowalski', "O'Brien", 'Rossi', 'Schmidt', 'Okafor'];

/** The legal entity behind the business, as a registry knows it. */
export function entityName(random: SeededRandom): string {
  return `${random.pick(SURNAMES)} ${random.pick(['Enterprises', 'Holdings', 'Group', 'Ventures'])} LLC`;
}

/** One digit of the ZIP code mistyped. */
export function mistypedZip(zipCode: string, random: SeededRandom): string | null {
  if (!/^\d{5}/.test(zipCode)) return null;
  const position = random.below(5);
  const digit = Number(zipCode[position]);
  const other = (digit + 1 + random.below(9)) % 10;
  return `${zipCode.slice(0, position)}${other}${zipCode.slice(position + 1)}`;
}

/** "62701" -> "62701-4412"; "62701-4412" -> "62701". */
export function respelledZip(zipCode: string, random: SeededRandom): string | null {
  if (/^\d{5}-\d{4}$/.test(zipCode)) return zipCode.slice(0, 5);
  return /^\d{5}$/.test(zipCode) ? `${zipCode}-${String(random.below(10_000)).padStart(4, '0')}` : null;
}
