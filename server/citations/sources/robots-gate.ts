import robotsParser from 'robots-parser';
import type { FetchOutcome, FetchRequest } from './page-fetch';

// Whether a site's robots.txt lets us read a page, per RFC 9309: the group for our product token
// (or *) decides; a robots.txt that is missing or refused (4xx) allows everything; one that cannot
// be had (5xx, unreachable, a timeout, a private address) means the site's pages are not read, since
// silence then is no consent. We go further than the RFC in one place: a 429 also stops us, as the
// site is asking to be left alone. Answers are kept per origin for a while (a scan's length), for
// at most MAX_CACHED_ORIGINS origins, the least recently asked dropped first; a refusal that may go
// away (a timeout, a 5xx) only briefly. A robots.txt is read up to 64 KB, and a rule longer than 512
// characters is left out: matching such rules costs seconds per page and no real site writes them.

export const ROBOTS_MAX_BYTES = 64 * 1024;
export const MAX_ROBOTS_RULE_LENGTH = 512;
export const MAX_CACHED_ORIGINS = 500;
export const RETRYABLE_REFUSAL_TTL_MS = 60 * 1000;
const DEFAULT_TTL_MS = 60 * 60 * 1000;

export const ROBOTS_REQUEST: FetchRequest = {
  accept: 'text/plain, */*;q=0.5',
  contentTypes: null,
  // What lies beyond ROBOTS_MAX_BYTES is not read. RFC 9309 asks for at least 500 KiB; we read less,
  // as parsing and matching that much costs seconds, and real robots.txt files are a few KB.
  truncate: true,
};

export type RobotsVerdict =
  | { allowed: true; crawlDelayMs: number | null }
  | { allowed: false; reason: string; retryable: boolean };

export interface RobotsGate {
  check(page: URL, signal?: AbortSignal): Promise<RobotsVerdict>;
  /** How many origins' answers are kept. */
  cachedOrigins(): number;
}

export interface RobotsGateOptions {
  /** Fetches a robots.txt (guarded and paced by the caller). */
  fetchRobots: (robotsUrl: string, signal?: AbortSignal) => Promise<FetchOutcome>;
  /** The token our User-Agent starts with ("Citewise"). */
  productToken: string;
  clock: () => Date;
  ttlMs?: number;
}

type Rules =
  | { kind: 'parsed'; robots: ReturnType<typeof robotsParser> }
  | { kind: 'allow_all' }
  | { kind: 'refused'; reason: string; retryable: boolean };

export function createRobotsGate({ fetchRobots, productToken, clock, ttlMs = DEFAULT_TTL_MS }: RobotsGateOptions): RobotsGate {
  // In order of last use, the least recent first.
  const cache = new Map<string, { at: number; ttlMs: number; rules: Promise<Rules> }>();

  async function load(robotsUrl: string, signal?: AbortSignal): Promise<Rules> {
    const outcome = await fetchRobots(robotsUrl, signal);
    if (outcome.ok) return { kind: 'parsed', robots: robotsParser(robotsUrl, boundedRobots(outcome.text)) };
    if (outcome.reason === 'http_status' && outcome.status !== null && outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429) {
      return { kind: 'allow_all' };
    }
    return { kind: 'refused', reason: `${robotsUrl} could not be read (${outcome.message}), so the site's pages were not read`, retryable: outcome.retryable };
  }

  function rulesFor(origin: string, signal?: AbortSignal): Promise<Rules> {
    const now = clock().getTime();
    const cached = cache.get(origin);
    cache.delete(origin);
    if (cached && now - cached.at < cached.ttlMs) {
      cache.set(origin, cached);
      return cached.rules;
    }
    const rules = load(`${origin}/robots.txt`, signal);
    const entry = { at: now, ttlMs, rules };
    cache.set(origin, entry);
    prune(now);
    void rules.then((loaded) => {
      // A stopped scan says nothing about the site: the next one asks again.
      if (signal?.aborted && cache.get(origin) === entry) cache.delete(origin);
      else if (loaded.kind === 'refused' && loaded.retryable) entry.ttlMs = Math.min(ttlMs, RETRYABLE_REFUSAL_TTL_MS);
    });
    return rules;
  }

  /** Drops expired answers, then the least recently used past the cap. */
  function prune(now: number) {
    for (const [origin, entry] of cache) if (now - entry.at >= entry.ttlMs) cache.delete(origin);
    for (const origin of cache.keys()) {
      if (cache.size <= MAX_CACHED_ORIGINS) break;
      cache.delete(origin);
    }
  }

  return {
    async check(page, signal) {
      const rules = await rulesFor(page.origin, signal);
      if (rules.kind === 'refused') return { allowed: false, reason: rules.reason, retryable: rules.retryable };
      if (rules.kind === 'allow_all') return { allowed: true, crawlDelayMs: null };
      if (rules.robots.isAllowed(page.href, productToken) === false) {
        return { allowed: false, reason: `${page.hostname}'s robots.txt asks ${productToken} not to read ${page.href}`, retryable: false };
      }
      const delay = rules.robots.getCrawlDelay(productToken);
      return { allowed: true, crawlDelayMs: typeof delay === 'number' && delay > 0 ? delay * 1000 : null };
    },
    cachedOrigins: () => cache.size,
  };
}

/** The first ROBOTS_MAX_BYTES of a robots.txt (whoever fetched it), without its overlong lines. */
function boundedRobots(text: string): string {
  const head = Buffer.byteLength(text) > ROBOTS_MAX_BYTES ? Buffer.from(text).subarray(0, ROBOTS_MAX_BYTES).toString() : text;
  return head
    .split(/\r\n|\r|\n/)
    .filter((line) => line.length <= MAX_ROBOTS_RULE_LENGTH)
    .join('\n');
}
