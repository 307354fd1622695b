import { normalizePostalCode } from '../address-normalizer';
import { normalizeBusinessName } from '../name-normalizer';
import { normalizePhone } from '../phone-normalizer';
import { ProviderError, type ProviderBusiness } from '../../providers/provider';
import type { CitationSource, SourceListing } from './citation-source';
import { HTML_PAGE_REQUEST, guardedFetch, type FetchOutcome, type GuardedFetchOptions } from './page-fetch';
import { createRequestPacer } from './request-pacer';
import { PageReadError, sharedPageReader, type PageReader } from './page-reader';
import { ROBOTS_MAX_BYTES, ROBOTS_REQUEST, createRobotsGate } from './robots-gate';
import type { BusinessRecord, PageData } from './structured-data';
import { assertIdentifyingUserAgent, productToken } from './user-agent';

// The listing pages themselves as a citation source: each known listing address of a business is
// read (robots.txt permitting, one request at a time per host, guarded as page-fetch.ts says), and
// the business the page describes in schema.org data (JSON-LD, microdata, RDFa) or an h-card is
// its listing there. Nothing is asked of any service, so nothing needs configuring.
//
// Pages that cannot be read: lookUp answers the listings of the pages it could read, and throws a
// ListingPagesError (a ProviderError naming every page and why) only when no page could be read, so
// one broken site never hides the others. Each unreadable page is also reported through health()'s
// lastError, for the admin status. A page read without business data gives no listing, no error.
// Every listing names the known address it was read from (requestedUrl), so a caller can tell which
// known addresses gave a listing. A page's data is read off the event loop (page-reader.ts).

export const DEFAULT_HOST_INTERVAL_MS = 1000;
/** Known addresses read per lookUp; the rest are reported as not read this time. */
export const MAX_PAGES_PER_LOOKUP = 50;
/** A robots.txt Crawl-delay is honoured up to this; beyond it a scan would stall on one site. */
const MAX_CRAWL_DELAY_MS = 30_000;

export interface ListingPagesSourceOptions extends Omit<GuardedFetchOptions, 'signal'> {
  /** The catalogue id of a listing host's directory, or null for a site we do not catalogue. */
  directoryOfHost?: (host: string) => string | null;
  /** Between requests to one host, at least (a robots.txt Crawl-delay may ask for more). */
  hostIntervalMs?: number;
  /** How long a site's robots.txt answer is kept. */
  robotsTtlMs?: number;
  clock?: () => Date;
  /** Waits between requests go through it, so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Reads a fetched page's structured data; the process's worker-thread reader by default. */
  readPage?: PageReader;
}

export interface UnreadablePage {
  url: string;
  /** For people. */
  message: string;
  retryable: boolean;
}

/** No listing page of the business could be read; `pages` says why for each. */
export class ListingPagesError extends ProviderError {
  constructor(readonly pages: readonly UnreadablePage[]) {
    const [first] = pages;
    super(
      pages.length === 1 ? `Could not read the listing page: ${first!.message}` : `Could not read any of ${pages.length} listing pages: ${first!.message}; and ${pages.length - 1} more`,
      pages.some((page) => page.retryable),
    );
    this.name = 'ListingPagesError';
  }
}

type PageOutcome = { kind: 'read'; listing: SourceListing | null } | { kind: 'unreadable'; page: UnreadablePage };

export function createListingPagesSource(options: ListingPagesSourceOptions): CitationSource {
  assertIdentifyingUserAgent(options.userAgent);
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const token = productToken(options.userAgent);
  const pacer = createRequestPacer({ intervalMs: options.hostIntervalMs ?? DEFAULT_HOST_INTERVAL_MS, clock, sleep });
  const readPageData = options.readPage ?? sharedPageReader();
  let lastError: { message: string; at: Date } | null = null;

  const fetchOptions = (signal?: AbortSignal): GuardedFetchOptions => ({
    userAgent: options.userAgent,
    lookup: options.lookup,
    isAllowedAddress: options.isAllowedAddress,
    ca: options.ca,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    maxRedirects: options.maxRedirects,
    signal,
  });

  const robots = createRobotsGate({
    productToken: token,
    clock,
    ttlMs: options.robotsTtlMs,
    // robots.txt is a request to the host like any other: it waits its turn.
    fetchRobots: (robotsUrl, signal) =>
      pacer.run(new URL(robotsUrl).host, () => guardedFetch(robotsUrl, ROBOTS_REQUEST, { ...fetchOptions(signal), maxBytes: ROBOTS_MAX_BYTES })),
  });

  async function readPage(url: string, business: ProviderBusiness, signal?: AbortSignal): Promise<PageOutcome> {
    const unreadable = (message: string, retryable: boolean): PageOutcome => ({ kind: 'unreadable', page: { url, message, retryable } });
    let target: URL;
    try {
      target = new URL(url.trim());
    } catch {
      return unreadable(`${url.trim()} is not a web address`, false);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return unreadable(`${url.trim()} is not a web address`, false);

    const verdict = await robots.check(target, signal);
    if (!verdict.allowed) return unreadable(verdict.reason, verdict.retryable);
    const intervalMs = verdict.crawlDelayMs === null ? undefined : Math.min(MAX_CRAWL_DELAY_MS, verdict.crawlDelayMs);
    const outcome: FetchOutcome = await pacer.run(target.host, () => guardedFetch(target.href, HTML_PAGE_REQUEST, fetchOptions(signal)), { intervalMs });
    if (!outcome.ok) return unreadable(outcome.message, outcome.retryable);

    let page: PageData;
    try {
      page = await readPageData(outcome.text, outcome.url, outcome.contentType);
    } catch (error) {
      return unreadable(`${outcome.url} ${error instanceof PageReadError ? error.message : 'could not be read'}`, false);
    }
    const record = bestRecord(page.records, business);
    if (!record) return { kind: 'read', listing: null };
    return { kind: 'read', listing: { ...toListing(record, listingAddress(page.canonicalUrl, outcome.url), options.directoryOfHost), requestedUrl: url } };
  }

  return {
    id: 'listing_pages',
    name: 'Listing pages',
    retention: 'everything',
    attribution: null,

    async lookUp(business, { knownUrls, signal }) {
      // Each address once, as it was given (the first of those alike but for surrounding spaces).
      const byTrimmed = new Map<string, string>();
      for (const url of knownUrls) if (url.trim() && !byTrimmed.has(url.trim())) byTrimmed.set(url.trim(), url);
      const urls = [...byTrimmed.values()];
      if (urls.length === 0) return [];
      const notNow = urls.slice(MAX_PAGES_PER_LOOKUP).map(
        (url): PageOutcome => ({
          kind: 'unreadable',
          page: { url, message: `${url.trim()} was not read this time: at most ${MAX_PAGES_PER_LOOKUP} listing pages are read at once`, retryable: true },
        }),
      );
      // All at once: the pacer keeps each host to one request at a time.
      const read = await Promise.all(
        urls.slice(0, MAX_PAGES_PER_LOOKUP).map((url) =>
          readPage(url, business, signal).catch(
            // Whatever went wrong with one page stays that page's.
            (): PageOutcome => ({ kind: 'unreadable', page: { url, message: `${url.trim()} could not be read`, retryable: false } }),
          ),
        ),
      );
      signal?.throwIfAborted();
      const outcomes = [...read, ...notNow];

      const unreadable = outcomes.flatMap((outcome) => (outcome.kind === 'unreadable' ? [outcome.page] : []));
      for (const page of unreadable) lastError = { message: page.message, at: clock() };
      if (unreadable.length === urls.length) throw new ListingPagesError(unreadable);

      const listings = new Map<string, SourceListing>();
      for (const outcome of outcomes) {
        // Two known addresses of one page (a redirect, a canonical) are one listing.
        if (outcome.kind === 'read' && outcome.listing && !listings.has(outcome.listing.listingId)) listings.set(outcome.listing.listingId, outcome.listing);
      }
      return [...listings.values()];
    },

    async testConnection() {
      return `Listing pages are read from each site directly as ${token}; there is nothing to set up`;
    },

    health: () => ({ circuit: 'closed', lastError: lastError?.message ?? null, lastErrorAt: lastError?.at ?? null, quota: null }),
  };
}

/**
 * The page's business when it describes several (a directory's "nearby" boxes): the one whose name,
 * phone or ZIP agrees most with ours, the first on the page on a tie. With one, that one, agreeing
 * or not: a differing listing is what a citation scan is for.
 */
function bestRecord(records: readonly BusinessRecord[], business: ProviderBusiness): BusinessRecord | null {
  let best: { record: BusinessRecord; score: number } | null = null;
  const name = normalizeBusinessName(business.name);
  const phone = business.phone ? normalizePhone(business.phone) : null;
  const zip = normalizePostalCode(business.zipCode);
  for (const record of records) {
    const recordName = normalizeBusinessName(record.name);
    let score = 0;
    if (recordName && recordName === name) score += 3;
    else if (recordName && name && (recordName.includes(name) || name.includes(recordName))) score += 2;
    if (phone && record.phone && normalizePhone(record.phone) === phone) score += 3;
    if (zip && record.zipCode && normalizePostalCode(record.zipCode) === zip) score += 1;
    if (!best || score > best.score) best = { record, score };
  }
  return best?.record ?? null;
}

/** The page's canonical address when it stays on the page's own site (www. or not); the address read otherwise. */
function listingAddress(canonicalUrl: string | null, fetchedUrl: string): URL {
  const fetched = new URL(fetchedUrl);
  if (!canonicalUrl) return fetched;
  const canonical = new URL(canonicalUrl);
  return bareHost(canonical.hostname) === bareHost(fetched.hostname) ? canonical : fetched;
}

function toListing(record: BusinessRecord, address: URL, directoryOfHost: ListingPagesSourceOptions['directoryOfHost']): SourceListing {
  const host = address.hostname.toLowerCase();
  return {
    source: 'listing_pages',
    // A site we do not catalogue is named by its host without www., as citation marks name it.
    directory: directoryOfHost?.(host) ?? host.replace(/^www\./, ''),
    listingId: address.href,
    url: address.href,
    name: record.name,
    address: record.address,
    city: record.city,
    state: record.state,
    zipCode: record.zipCode,
    phone: record.phone,
    website: websiteOf(record.url, address),
    hours: record.hours,
  };
}

/** An item's url is its website only when it leads off the listing's site; on a directory it is usually the listing itself. */
function websiteOf(url: string | null, listing: URL): string | null {
  if (!url) return null;
  try {
    const website = new URL(url, listing);
    if (website.protocol !== 'http:' && website.protocol !== 'https:') return null;
    return bareHost(website.hostname) === bareHost(listing.hostname) ? null : website.href;
  } catch {
    return null;
  }
}

function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}
