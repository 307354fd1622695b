import { z } from 'zod';
import { normalizeBusinessName } from '../name-normalizer';
import { normalizePhone } from '../phone-normalizer';
import { ProviderError, type ProviderBusiness } from '../../providers/provider';
import type { BackoffOptions } from '../../providers/resilience/backoff-delay';
import { createResilientJsonClient } from '../../providers/resilience/resilient-json-client';
import type { CitationSource, SourceClientOptions, SourceListing } from './citation-source';
import { canadianProvinceName, cleanText, countryOfRegion, firstListValue, usStateCode, usStateName } from './listing-fields';
import { parseSimpleOpeningHours } from './opening-hours';
import { createRequestPacer } from './request-pacer';
import { assertIdentifyingUserAgent } from './user-agent';

// OpenStreetMap as a citation source, read through Nominatim's search API. The public instance's
// usage policy (https://operations.osmfoundation.org/policies/nominatim/) is kept: at most one
// request a second from this instance, retries included; an identifying User-Agent with a contact;
// answers cached; searches only when a scan asks (never bulk, never as-you-type). NOMINATIM_URL may
// point at another instance (the policy asks that apps can switch at the operators' request).

export const NOMINATIM_PUBLIC_URL = 'https://nominatim.openstreetmap.org';
export const OPENSTREETMAP_ATTRIBUTION = '© OpenStreetMap contributors (ODbL)';

/** The public instance's absolute maximum. */
const PUBLIC_MIN_INTERVAL_MS = 1000;
const DEFAULT_RESULT_LIMIT = 5;
const DEFAULT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 1000;
const BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 60_000 };
const SERVICE = 'OpenStreetMap Nominatim';

export interface OpenStreetMapSourceOptions extends SourceClientOptions {
  /** Identifies Citewise and a contact, e.g. citewiseUserAgent(...); required by the usage policy. */
  userAgent: string;
  /** NOMINATIM_URL; the public instance by default. */
  baseUrl?: string;
  /** Between request starts; never below one second on the public instance. */
  minIntervalMs?: number;
  /** Results asked for per search; at most 40, within every Nominatim version's maximum. */
  resultLimit?: number;
  /** How long an answer is reused; 0 turns the cache off. */
  cacheTtlMs?: number;
  /** Countries searched, as ISO 3166-1 alpha-2 codes; by default the one the business's state or province is in, else the US and Canada. */
  countryCodes?: readonly string[];
  /** Both the spacing and backoff waits go through it, so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const text = z.string();
const tags = z.record(z.string(), z.string());

/** One place of a jsonv2 answer, the fields we read (https://nominatim.org/release-docs/latest/api/Output/). */
const placeSchema = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  // Numbers since Nominatim 4, strings before.
  osm_id: z.union([z.number(), text]),
  category: text.optional(),
  type: text.optional(),
  name: text.nullish(),
  address: tags.nullish(),
  extratags: tags.nullish(),
  namedetails: tags.nullish(),
});
type NominatimPlace = z.infer<typeof placeSchema>;

const searchAnswerSchema = z.array(placeSchema);
const statusAnswerSchema = z.object({ status: z.number(), message: text, data_updated: text.optional(), software_version: text.optional() });

/** Results of these kinds are roads, areas and boundaries, never a business. */
const NOT_BUSINESSES = new Set(['boundary', 'place', 'highway', 'landuse', 'natural', 'waterway', 'railway', 'route']);

export function createOpenStreetMapSource(options: OpenStreetMapSourceOptions): CitationSource {
  assertIdentifyingUserAgent(options.userAgent);
  const baseUrl = (options.baseUrl ?? NOMINATIM_PUBLIC_URL).replace(/\/+$/, '');
  const isPublicInstance = new URL(baseUrl).hostname === new URL(NOMINATIM_PUBLIC_URL).hostname;
  const requestedInterval = options.minIntervalMs ?? PUBLIC_MIN_INTERVAL_MS;
  const intervalMs = isPublicInstance ? Math.max(PUBLIC_MIN_INTERVAL_MS, requestedInterval) : requestedInterval;
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const baseFetch = options.fetch ?? fetch;
  const limit = Math.min(40, Math.max(1, options.resultLimit ?? DEFAULT_RESULT_LIMIT));
  const cacheTtlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;

  // Calls go one at a time (outside the client, so waiting in line never eats an attempt's timeout),
  // and every attempt, retries included, starts a full interval after the one before: the policy
  // counts requests, not searches.
  const calls = createRequestPacer({ intervalMs: 0, clock, sleep });
  const attempts = createRequestPacer({ intervalMs, clock, sleep });
  const pacedFetch: typeof fetch = (input, init) => attempts.run('nominatim', () => baseFetch(input, init));

  const client = createResilientJsonClient({
    service: SERVICE,
    headers: { 'User-Agent': options.userAgent },
    fetch: pacedFetch,
    clock,
    random: options.random ?? Math.random,
    sleep,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    breaker: options.breaker ?? { failureThreshold: 5, cooldownMs: 60_000 },
    backoff: options.backoff ?? BACKOFF,
    describeRefusal: (status, body) => `${SERVICE} refused the search (HTTP ${status})${errorMessageOf(body)}`,
  });

  // Answers by search URL; a search in flight is shared, a failed one forgotten.
  const cache = new Map<string, { at: number; places: Promise<NominatimPlace[]> }>();

  function search(url: string): Promise<NominatimPlace[]> {
    const now = clock().getTime();
    const cached = cache.get(url);
    if (cached && now - cached.at < cacheTtlMs) return cached.places;
    const places = send(url, searchAnswerSchema);
    if (cacheTtlMs > 0) {
      cache.delete(url);
      cache.set(url, { at: now, places });
      // A Map keeps insertion order: the first key is the oldest.
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      places.catch(() => {
        if (cache.get(url)?.places === places) cache.delete(url);
      });
    }
    return places;
  }

  async function send<T>(url: string, schema: z.ZodType<T>): Promise<T> {
    try {
      return await calls.run('nominatim', () => client.send({ method: 'GET', url }, schema));
    } catch (error) {
      // The client words 401/403 for services with keys; Nominatim has none and blocks by User-Agent or usage.
      if (error instanceof ProviderError && error.message === `${SERVICE} refused the API key`) {
        throw new ProviderError(`${SERVICE} refused our requests (HTTP 403): it blocks clients that do not identify themselves or exceed its usage policy`, false);
      }
      throw error;
    }
  }

  return {
    id: 'openstreetmap',
    name: 'OpenStreetMap',
    retention: 'everything',
    attribution: OPENSTREETMAP_ATTRIBUTION,

    async lookUp(business, { signal }) {
      signal?.throwIfAborted();
      if (!business.name.trim()) return [];
      const country = countryOfRegion(business.state);
      const countryCodes = options.countryCodes ?? (country ? [country] : ['us', 'ca']);
      const places = await search(searchUrl(baseUrl, business, { limit, countryCodes: countryCodes.join(',') }));
      return places.filter((place) => isListingOf(place, business)).map(toListing);
    },

    async testConnection() {
      const status = await send(`${baseUrl}/status?format=json`, statusAnswerSchema);
      if (status.status !== 0) throw new ProviderError(`${SERVICE} is not ready: ${status.message}`, true);
      return `${SERVICE} answered: ${status.message}${status.data_updated ? `, data as of ${status.data_updated}` : ''}`;
    },

    health: () => ({ ...client.health(), quota: null }),
  };
}

/**
 * A structured search: the name as `amenity` (Nominatim's "name and/or type of POI") in the city
 * and state. The street is left out on purpose: many OSM businesses have no house number, and a
 * street that does not match would hide them; the comparison reports a differing street instead.
 */
export function searchUrl(baseUrl: string, business: ProviderBusiness, { limit, countryCodes }: { limit: number; countryCodes: string }): string {
  const params = new URLSearchParams({
    format: 'jsonv2',
    addressdetails: '1',
    extratags: '1',
    namedetails: '1',
    limit: String(limit),
    countrycodes: countryCodes,
    amenity: cleanText(business.name),
  });
  if (business.city.trim()) params.set('city', cleanText(business.city));
  else if (business.zipCode.trim()) params.set('postalcode', business.zipCode.trim());
  // OSM names states and provinces in full ("Texas"); Nominatim does not read every abbreviation.
  if (business.state.trim()) params.set('state', countryOfRegion(business.state) === 'ca' ? canadianProvinceName(business.state) : usStateName(business.state));
  return `${baseUrl}/search?${params}`;
}

function placeName(place: NominatimPlace): string {
  return cleanText(place.name || place.namedetails?.name || '');
}

/** Nominatim matches names loosely and may answer roads or towns of the name: only a business whose name or phone agrees counts. */
function isListingOf(place: NominatimPlace, business: ProviderBusiness): boolean {
  const name = placeName(place);
  if (!name || NOT_BUSINESSES.has(place.category ?? '')) return false;
  const found = normalizeBusinessName(name);
  const wanted = normalizeBusinessName(business.name);
  if (found && wanted && (found.includes(wanted) || wanted.includes(found))) return true;
  const phone = placePhone(place);
  return !!phone && !!business.phone && normalizePhone(phone) === normalizePhone(business.phone);
}

function placePhone(place: NominatimPlace): string | null {
  return firstListValue(place.extratags?.phone) ?? firstListValue(place.extratags?.['contact:phone']);
}

function toListing(place: NominatimPlace): SourceListing {
  const address = place.address ?? {};
  const extratags = place.extratags ?? {};
  const id = `${place.osm_type}/${place.osm_id}`;
  const openingHours = extratags.opening_hours;
  return {
    source: 'openstreetmap',
    directory: 'openstreetmap',
    listingId: id,
    url: `https://www.openstreetmap.org/${id}`,
    name: placeName(place),
    address: cleanText([address.house_number, address.road].filter(Boolean).join(' ')),
    city: address.city ?? address.town ?? address.village ?? address.hamlet ?? '',
    state: placeState(address),
    zipCode: address.postcode ?? '',
    phone: placePhone(place),
    website: firstListValue(extratags.website) ?? firstListValue(extratags['contact:website']),
    hours: openingHours ? parseSimpleOpeningHours(openingHours) : null,
  };
}

/** "ISO3166-2-lvl4": "US-TX" where Nominatim gives it; the state's name otherwise. */
function placeState(address: Record<string, string>): string {
  const iso = address['ISO3166-2-lvl4'];
  const country = address.country_code?.toUpperCase();
  if (iso && country && iso.startsWith(`${country}-`)) return iso.slice(country.length + 1);
  return address.state ? usStateCode(address.state) : '';
}

/** Nominatim's errors are {"error": {"code", "message"}} (or a bare string in old versions). */
function errorMessageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('error' in body)) return '';
  const { error } = body;
  const message = typeof error === 'string' ? error : typeof error === 'object' && error !== null && 'message' in error ? error.message : null;
  return typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
}
