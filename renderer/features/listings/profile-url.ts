// A listing's profile address comes from a directory through the provider: only web addresses
// become links, and the link shows the address without its scheme.

/** The address when it is http(s), else undefined (no javascript: or data: links). */
export function safeProfileUrl(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return /^https?:$/.test(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** 'yelp.com/biz/blue-door' for https://www.yelp.com/biz/blue-door/ */
export function profileLinkText(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^www\./, '');
  const path = `${parsed.pathname}${parsed.search}`.replace(/\/$/, '');
  return `${host}${path}`;
}
