
// Where a directory publishes. Its regions are countries ('US', 'CA') or US state codes; a business
// is placed by its state or province. 'CA' is always Canada here, so California has no regional
// directory of its own in the catalogue.

const CANADIAN_PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
const COUNTRIES = new Set(['US', 'CA']);

function countryOf(state: string): 'US' | 'CA' {
  return CANADIAN_PROVINCES.has(state) ? 'CA' : 'US';
}

export function servesRegion(directory: { regions: readonly string[] }, state: string): boolean {
  const code = state.trim().toUpperCase();
  return directory.regions.some((region) => (COUNTRIES.has(region) ? region === countryOf(code) : region === code));
}

/** "Canada", "the United States", "NJ": for a refusal's message. */
export function regionLabel(regions: readonly string[]): string {
  const labels: Record<string, string> = { US: 'the United States', CA: 'Canada' };
  return regions.map((region) => labels[region] ?? region).join(' and ');
}
