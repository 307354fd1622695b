import type { CitationSourceSettings } from '../../../shared/contract/admin-settings';

// How the Citation sources card words a source's state, kept apart so it can be tested alone.

const COUNT_FORMAT = new Intl.NumberFormat('en-US');
const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Lowercase and dashed, for test ids: listing_pages is listing-pages. */
export function sourceTestId(id: CitationSourceSettings['id']): string {
  return `citation-source-${id.replace(/_/g, '-')}`;
}

export function isKeyed(source: Pick<CitationSourceSettings, 'keySet'>): boolean {
  return source.keySet !== null;
}

/** Where the source's state comes from, in words; a keyed source without a key has none. */
export function configuredByLabel(source: Pick<CitationSourceSettings, 'configuredBy' | 'keySet'>): string {
  switch (source.configuredBy) {
    case 'environment':
      return 'Set by environment';
    case 'settings':
      return 'Saved here';
    case 'default':
      return 'Default';
    default:
      return isKeyed(source) ? 'No key' : 'Default';
  }
}

export function formatTime(iso: string): string {
  return TIME_FORMAT.format(new Date(iso));
}

/** "1,234 of 5,000 calls left today, resets at …", from what the service reported; null when it reported nothing. */
export function quotaText(quota: CitationSourceSettings['quota'], formatAt: (iso: string) => string = formatTime): string | null {
  if (!quota || quota.remaining === null) return null;
  const left = quota.limit === null ? COUNT_FORMAT.format(quota.remaining) : `${COUNT_FORMAT.format(quota.remaining)} of ${COUNT_FORMAT.format(quota.limit)}`;
  const resets = quota.resetsAt ? `, resets at ${formatAt(quota.resetsAt)}` : '';
  return `${left} calls left today${resets}`;
}

/** The breaker, in words; null while calls go through or the source is off. */
export function circuitText(circuit: CitationSourceSettings['circuit']): string | null {
  if (circuit === 'open') return 'Paused after repeated failures';
  if (circuit === 'half-open') return 'Trying again after repeated failures';
  return null;
}

export function retentionText(retention: CitationSourceSettings['retention']): string | null {
  if (retention === 'ids_only') return 'Keeps listing ids only, as its terms ask';
  if (retention === 'everything') return 'Keeps what it finds';
  return null;
}
