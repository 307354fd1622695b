import robotsParser from 'robots-parser';
import type { FetchOutcome, FetchRequest } from './page-fetch';

// Whether a site's robots.txt lets us read a page, per RFC 9309: the group for our product token
// (or *) decides; a robots.txt that is missing or refused (4xx) allows everything; one that cannot
// be had (5xx, unreachable, a timeout, a private address) means the site's pages are not read, since
// silence then is no consent. We go further than the RFC in one place: a 429 also stops us, as the
// site is asking to be left alone. Answers are kept per origin for a while (a scan's length).

export const ROBOTS_MAX_BYTES = 512 * 1024;
const DEFAULT_TTL_MS = 60 * 60 * 1000;

export const ROBOTS_REQUEST: FetchRequest = {
  accept: 'text/plain, */*;q=0.5',
  contentTypes: null,
  // RFC 9309 asks crawlers to read at least 500 KiB; what lies beyond is not read.
  truncate: true,
};

export type RobotsVerdict =
  | { allowed: true; crawlDelayMs: number | null }
  | { allowed: false; reason: string; retryable: boolean };

export interface RobotsGate {
  check(page: URL, signal?: AbortSignal): Promise<RobotsVerdict>;
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
  const cache = new Map<string, { at: number; rules: Promise<Rules> }>();

  async function load(robotsUrl: string, signal?: AbortSignal): Promise<Rules> {
    const outcome = await fetchRobots(robotsUrl, signal);
    if (outcome.ok) return { kind: 'parsed', robots: robotsParser(robotsUrl, outcome.text) };
    if (outcome.reason === 'http_status' && outcome.status !== null && outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429) {
      return { kind: 'allow_all' };
    }
    return { kind: 'refused', reason: `${robotsUrl} could not be read (${outcome.message}), so the site's pages were not read`, retryable: outcome.retryable };
  }

  function rulesFor(origin: string, signal?: AbortSignal): Promise<Rules> {
    const now = clock().getTime();
    const cached = cache.get(origin);
    if (cached && now - cached.at < ttlMs) return cached.rules;
    const rules = load(`${origin}/robots.txt`, signal);
    cache.set(origin, { at: now, rules });
    // A stopped scan says nothing about the site: the next one asks again.
    void rules.then(() => {
      if (signal?.aborted && cache.get(origin)?.rules === rules) cache.delete(origin);
    });
    return rules;
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
  };
}
