// Websites compare without scheme, 'www.', trailing slash, fragment and tracking parameters,
// and in lower case: 'https://www.Example.com/Menu/?utm_source=yelp' is 'example.com/menu'. Paths are
// case-sensitive on some servers, but a directory that capitalises one is not citing another site.

const TRACKING_PARAMETERS = new Set([
  'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'yclid', 'twclid', 'ttclid', 'li_fat_id',
  'igshid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'ref', 'y_source',
]);

function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMETERS.has(lower);
}

function parseWebsite(website: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `http://${website}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A bare site, as most profiles give one: 'https://www.Example.com/'. The URL parser, the slow part, would
 * only lower-case its host; 'xn--' labels (punycode it checks) and numeric hosts (IPv4 it rewrites) go to it.
 */
const BARE_SITE = /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*)\/?$/i;
const PUNYCODE_LABEL = /(?:^|\.)xn--/i;

export function normalizeWebsite(website: string): string {
  const trimmed = website.trim();
  const bare = BARE_SITE.exec(trimmed)?.[1];
  if (bare && !PUNYCODE_LABEL.test(bare)) return bare.toLowerCase().replace(/^www\./, '');
  const url = parseWebsite(trimmed);
  const host = url?.hostname.replace(/^www\./, '').replace(/\.+$/, '');
  // Not a web address (or only dots): compared as typed, which is stable under a second pass.
  if (!url || !host) return trimmed.toLowerCase();
  const port = url.port ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  // Lower case before sorting, so the order is the same on a second pass over the lowered text.
  const query = [...url.searchParams]
    .filter(([name]) => !isTrackingParameter(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`.toLowerCase())
    .sort()
    .join('&');
  return `${host}${port}${path}${query ? `?${query}` : ''}`.toLowerCase();
}
