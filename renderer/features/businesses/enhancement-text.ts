// What the screens say about business enhancement, kept together and word for word.

export const NO_MATCH_MESSAGE =
  'No match found in our business database. The business information may be too unique or incomplete.';

export const MATCH_SEARCH_FAILED_MESSAGE = 'Failed to search our business database. Please try again or contact support.';

export const MATCH_FAILED_TITLE = 'Match failed';
export const MATCH_FAILED_FALLBACK = 'Failed to match business with our database';

export const ENRICH_FAILED_TITLE = 'Enrichment failed';
export const ENRICH_FAILED_FALLBACK = 'Failed to enrich business data';

export const ENRICHED_TITLE = 'Business enriched';
export const ENRICHED_DESCRIPTION = 'Business data has been enhanced with verified information';
