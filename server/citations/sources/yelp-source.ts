import { z } from 'zod';
import type { ProviderBusiness } from '../../providers/provider';
import { normalizeState } from '../address-normalizer';
import type { CitationSource, SourceListing, SourceQuota } from './citation-source';
import {
  createKeyedSourceClient,
  headerCount,
  quoted,
  withoutTrailingSlash,
  type KeyedSourceOptions,
} from './keyed-source-client';
import { usPhoneE164 } from './us-phone';

// Yelp Places API (formerly Fusion), as documented at docs.developer.yelp.com:
//   GET /v3/businesses/matches        name, address1, city, state, country (+ zip_code, phone in E.164)
//   GET /v3/businesses/search/phone   phone in E.164 ('+12175550100')
//   GET /v3/businesses/search         location, limit (the connection test)
// Authorization: Bearer <API key>. Every answer carries the daily allowance in RateLimit-DailyLimit,
// RateLimit-Remaining and RateLimit-ResetTime (ISO 8601). A 429 says why in its body:
// ACCESS_LIMIT_REACHED (the daily limit, reset at midnight UTC) or TOO_MANY_REQUESTS_PER_SECOND.
// Errors are {"error": {"code", "description"}}: TOKEN_MISSING, TOKEN_INVALID, VALIDATION_ERROR, ...

export type YelpSourceOptions = KeyedSourceOptions;

const YELP_URL = 'https://api.yelp.com';
/** Yelp refuses a longer name, address1 or city (VALIDATION_ERROR). */
const MAX_TEXT = 64;

const errorBodySchema = z.object({ error: z.object({ code: z.string(), description: z.string().optional() }) });

const businessSchema = z.object({
  id: z.string().min(1),
  alias: z.string().nullish(),
  name: z.string(),
  // Business Match answers leave out url and display_phone; phone search has them.
  url: z.string().nullish(),
  phone: z.string().nullish(),
  display_phone: z.string().nullish(),
  location: z
    .object({
      address1: z.string().nullish(),
      city: z.string().nullish(),
      state: z.string().nullish(),
      zip_code: z.string().nullish(),
    })
    .nullish(),
});
type YelpBusiness = z.infer<typeof businessSchema>;

const businessesAnswerSchema = z.object({ businesses: z.array(businessSchema) });
const searchAnswerSchema = z.object({ total: z.number() });

export function createYelpSource(options: YelpSourceOptions): CitationSource {
  const baseUrl = withoutTrailingSlash(options.baseUrl ?? YELP_URL);
  let quota: SourceQuota | null = null;

  const client = createKeyedSourceClient(options, {
    service: 'Yelp',
    headers: { Authorization: `Bearer ${options.apiKey}` },
    onHeaders(headers) {
      const limit = headerCount(headers, 'RateLimit-DailyLimit');
      const remaining = headerCount(headers, 'RateLimit-Remaining');
      const resetsAt = dateHeader(headers.get('RateLimit-ResetTime'));
      if (limit !== null || remaining !== null || resetsAt !== null) quota = { limit, remaining, resetsAt };
    },
    describeFailure: (status, body) => describeFailure(status, body, quota),
    describeRefusal,
  });

  async function businesses(path: string, params: URLSearchParams): Promise<YelpBusiness[]> {
    // URLSearchParams writes '+' as %2B: a bare '+' would arrive as a space.
    const answer = await client.send({ method: 'GET', url: `${baseUrl}${path}?${params}` }, businessesAnswerSchema);
    return answer.businesses;
  }

  return {
    id: 'yelp',
    name: 'Yelp',
    // Yelp's API Terms of Use restrict caching its content (at most 24 hours; business ids may be
    // kept), so ids only. Its display requirements ask for Yelp attribution where its data shows.
    retention: 'ids_only',
    attribution: 'Data from Yelp',

    async lookUp(business, { signal }) {
      const phone = usPhoneE164(business.phone);
      const found = new Map<string, YelpBusiness>();
      const add = (list: YelpBusiness[]) => {
        for (const entry of list) {
          const known = found.get(entry.id);
          found.set(entry.id, known ? merged(known, entry) : entry);
        }
      };
      signal?.throwIfAborted();
      const match = matchParams(business, phone);
      if (match) add(await businesses('/v3/businesses/matches', match));
      if (phone) {
        signal?.throwIfAborted();
        add(await businesses('/v3/businesses/search/phone', new URLSearchParams({ phone })));
      }
      return [...found.values()].map(toListing);
    },

    async testConnection() {
      // One search result is the cheapest call that needs a valid key; it uses one call of the day's allowance.
      const params = new URLSearchParams({ location: 'San Francisco, CA', limit: '1' });
      await client.send({ method: 'GET', url: `${baseUrl}/v3/businesses/search?${params}` }, searchAnswerSchema);
      const left = quota?.remaining != null && quota.limit != null ? `; ${quota.remaining} of ${quota.limit} calls left today` : '';
      return `Yelp accepted the API key${left}`;
    },

    health: () => ({ ...client.health(), quota }),
  };
}

/** Business Match needs name, address1, city, state and country; without a street there is no match to ask for. */
function matchParams(business: ProviderBusiness, phone: string | null): URLSearchParams | null {
  const required = { name: business.name, address1: business.address, city: business.city, state: business.state };
  if (Object.values(required).some((value) => value.trim() === '')) return null;
  const params = new URLSearchParams({
    name: clip(business.name),
    address1: clip(business.address),
    city: clip(business.city),
    // Yelp takes the ISO 3166-2 code ('IL'); a profile may spell the state out.
    state: normalizeState(business.state),
    country: 'US',
  });
  if (business.zipCode.trim() !== '') params.set('zip_code', business.zipCode.trim());
  if (phone) params.set('phone', phone);
  return params;
}

function clip(text: string): string {
  return text.trim().slice(0, MAX_TEXT);
}

/** The same business from both endpoints: what one answer left out, the other may have. */
function merged(known: YelpBusiness, other: YelpBusiness): YelpBusiness {
  return {
    id: known.id,
    alias: known.alias || other.alias,
    name: known.name || other.name,
    url: known.url || other.url,
    phone: known.phone || other.phone,
    display_phone: known.display_phone || other.display_phone,
    location: known.location ?? other.location,
  };
}

function toListing(business: YelpBusiness): SourceListing {
  const location = business.location ?? {};
  // Yelp's business pages live at /biz/<alias>, the address its url field gives when an answer has it.
  const url = business.url || (business.alias ? `https://www.yelp.com/biz/${encodeURIComponent(business.alias)}` : null);
  return {
    source: 'yelp',
    directory: 'yelp',
    listingId: business.id,
    url,
    name: business.name,
    address: location.address1 ?? '',
    city: location.city ?? '',
    state: location.state ?? '',
    zipCode: location.zip_code ?? '',
    phone: business.display_phone || business.phone || null,
    // Neither endpoint tells the business's own website.
    website: null,
    hours: null,
  };
}

function yelpError(body: unknown): { code: string; description: string | null } | null {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? { code: parsed.data.error.code, description: parsed.data.error.description ?? null } : null;
}

function keyMessage(code: string): string | undefined {
  if (code === 'TOKEN_MISSING') return 'Yelp got no API key; enter the key from your Yelp developer account';
  if (code === 'TOKEN_INVALID') return 'Yelp refused the API key: it is not a valid key (TOKEN_INVALID)';
  return undefined;
}

function describeFailure(status: number, body: unknown, quota: SourceQuota | null): string | undefined {
  const error = yelpError(body);
  if (!error) return undefined;
  if (status === 429) {
    if (error.code === 'ACCESS_LIMIT_REACHED') {
      const reset = quota?.resetsAt ? `; it resets at ${quota.resetsAt.toISOString()}` : '; it resets at midnight UTC';
      return `Yelp's daily call limit for this API key is used up${reset}`;
    }
    if (error.code === 'TOO_MANY_REQUESTS_PER_SECOND') return 'Yelp refused calls this fast (too many requests per second)';
    return undefined;
  }
  return keyMessage(error.code) ?? `Yelp refused the request (${error.code})${error.description ? `: ${quoted(error.description)}` : ''}`;
}

function describeRefusal(status: number, body: unknown): string {
  const error = yelpError(body);
  if (!error) return `Yelp refused the request (HTTP ${status})`;
  const description = error.description ? `: ${quoted(error.description)}` : '';
  if (error.code === 'VALIDATION_ERROR') return `Yelp refused the lookup as invalid${description}`;
  return keyMessage(error.code) ?? `Yelp refused the request (${error.code})${description}`;
}

function dateHeader(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
