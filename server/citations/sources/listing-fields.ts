import { STATE_CODES } from '../usps-abbreviations';

// Small readings shared by the sources: states as two-letter codes, and the first of several values.

const STATE_NAMES: ReadonlyMap<string, string> = new Map([...STATE_CODES].map(([name, code]) => [code, name]));

/** "Texas", "texas", "TX" -> "TX"; text that names no US state is returned trimmed, as the source wrote it. */
export function usStateCode(state: string): string {
  const text = state.trim();
  const upper = text.toUpperCase();
  if (STATE_NAMES.has(upper)) return upper;
  return STATE_CODES.get(upper) ?? text;
}

/** "TX" -> "Texas", for services that search by name; other text unchanged. */
export function usStateName(state: string): string {
  const name = STATE_NAMES.get(state.trim().toUpperCase());
  if (!name) return state.trim();
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** Canadian provinces and territories by their postal abbreviations. */
const CANADIAN_PROVINCES: ReadonlyMap<string, string> = new Map(Object.entries({
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
}));

/** The country a state or province code is in, as ISO 3166-1 alpha-2; null when the code names neither. */
export function countryOfRegion(region: string): 'us' | 'ca' | null {
  const code = usStateCode(region).toUpperCase();
  if (STATE_NAMES.has(code)) return 'us';
  const province = code.length === 2 ? code : [...CANADIAN_PROVINCES].find(([, name]) => name.toUpperCase() === code)?.[0];
  return province && CANADIAN_PROVINCES.has(province) ? 'ca' : null;
}

/** "ON" -> "Ontario"; other text unchanged. */
export function canadianProvinceName(region: string): string {
  return CANADIAN_PROVINCES.get(region.trim().toUpperCase()) ?? region.trim();
}

/** OSM separates several values with ';' ("+1 555 0100;+1 555 0101"); a listing shows the first. */
export function firstListValue(value: string | undefined | null): string | null {
  const first = value?.split(';')[0]?.trim();
  return first ? first : null;
}

/** Text as people read it: runs of white space as one space, trimmed. */
export function cleanText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
