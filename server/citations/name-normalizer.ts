// Business names as directories print them differ in case, punctuation, '&' and legal suffixes;
// the normalised form keeps only what tells two businesses apart.

const LEGAL_SUFFIXES = new Set([
  'llc', 'lc', 'pllc', 'inc', 'incorporated', 'co', 'company', 'corp', 'corporation', 'ltd', 'limited',
  'lp', 'llp', 'lllp', 'pc', 'pa', 'plc', 'gmbh', 'sa', 'ag', 'bv', 'pty', 'ulc',
]);

/** Letters and digits only, accents folded, lower case, single spaces. */
export function foldText(value: string): string {
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
  const words = foldText(name.normalize('NFKD').replace(/&|\+/g, ' and ')).split(' ').filter(Boolean);
  // A leading 'the' and trailing legal suffixes are dropped, but never the last word standing.
  while (words.length > 1 && words[0] === 'the') words.shift();
  while (words.length > 1 && LEGAL_SUFFIXES.has(words.at(-1) ?? '')) words.pop();
  return words.join(' ');
}
