import type { DirectoryInfo } from '../../providers/provider';

/**
 * The catalogue directory a listing's host belongs to ("m.yelp.com" -> "yelp"), or null for a site the
 * catalogue does not name; a host matches a directory's own host or any host under it.
 */
export function directoryOfHostIn(catalogue: readonly DirectoryInfo[]): (host: string) => string | null {
  const byHost = new Map<string, string>();
  for (const directory of catalogue) {
    if (!directory.url) continue;
    byHost.set(baseHost(new URL(directory.url).hostname), directory.id);
  }
  return (host) => {
    const labels = baseHost(host.toLowerCase()).split('.');
    for (let start = 0; start < labels.length - 1; start += 1) {
      const found = byHost.get(labels.slice(start).join('.'));
      if (found) return found;
    }
    return null;
  };
}

const baseHost = (host: string) => host.replace(/^www\./, '').replace(/\.$/, '');
