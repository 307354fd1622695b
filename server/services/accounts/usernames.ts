/** A username candidate from an email's local part or a name: lowercase letters, digits, . _ - */
export function baseUsername(source: string): string {
  const local = source.includes('@') ? source.slice(0, source.indexOf('@')) : source;
  const cleaned = local
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `${cleaned}user`.slice(0, 24);
}

/** Candidates in the order they are tried: the base, then the base with a number. */
export function usernameCandidates(source: string, random: () => number): string[] {
  const base = baseUsername(source);
  const numbered = Array.from({ length: 6 }, (_, i) => `${base}${Math.floor(random() * 10 ** (i + 2))}`);
  return [base, ...numbered];
}
