// Business names as directories print them differ in case, punctuation, '&' and legal suffixes;
// the normalised form keeps only what tells two businesses apart.

const LEGAL_SUFFIXES = new Set([
  'llc', 'lc', 'pllc', 'inc', 'incorporated', 'co', 'company', 'corp', 'corporation', 'ltd', 'limited',
  'lp', 'llp', 'lllp', 'pc', 'pa', 'plc', 'gmbh', 'sa', 'ag', 'bv', 'pty', 'ulc',
]);

// Saint, Sainte, Mount and Fort as names shorten them, as town names do ('St. Mary's Bakery', 'Mt. Hood Coffee').
// A street's St follows the street's name ('Main St Deli') and a saint's precedes the saint's, so St and Ste
// are Saint and Sainte only as the name's first word or after 'of', 'and' or 'at'; Mt and Ft mean nothing else.
// Each is expanded only before a name word (one starting with a letter).
const SAINT_WORDS: ReadonlyMap<string, string> = new Map([['st', 'saint'], ['ste', 'sainte']]);
const PLACE_WORDS: ReadonlyMap<string, string> = new Map([['mt', 'mount'], ['ft', 'fort']]);
const BEFORE_SAINT = new Set(['of', 'and', 'at']);
const NAME_WORD = /^\p{L}/u;

const ASCII = /^\p{ASCII}*$/u;

/** Plain ASCII is its own NFKD form and has no accents: most text skips Unicode normalisation, the slow part. */
export function decomposed(value: string): string {
  return ASCII.test(value) ? value : value.normalize('NFKD');
}

/** Letters and digits only, accents folded, lower case, single spaces. */
export function foldText(value: string): string {
  if (ASCII.test(value)) {
    // In ASCII, letters and digits are a-z and 0-9 once lower-cased.
    return value.toLowerCase().replace(/['.]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
  }
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function normalizeBusinessName(name: string): string {
  const words = foldText(decomposed(name).replace(/&|\+/g, ' and ')).split(' ').filter(Boolean);
  // A leading 'the' and trailing legal suffixes are dropped, but never the last word standing.
  while (words.length > 1 && words[0] === 'the') words.shift();
  while (words.length > 1 && LEGAL_SUFFIXES.has(words.at(-1) ?? '')) words.pop();
  return words.map((word, index) => expandedWord(words, index) ?? word).join(' ');
}

/** Saint, Sainte, Mount or Fort for the abbreviation at `index`, where the rule above makes it one. */
function expandedWord(words: readonly string[], index: number): string | undefined {
  const word = words[index] ?? '';
  const saint = SAINT_WORDS.get(word);
  const expanded = saint ?? PLACE_WORDS.get(word);
  if (expanded === undefined || !NAME_WORD.test(words[index + 1] ?? '')) return undefined;
  if (saint !== undefined && index > 0 && !BEFORE_SAINT.has(words[index - 1] ?? '')) return undefined;
  return expanded;
}
