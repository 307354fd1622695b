import { z } from 'zod';
import type { ProviderBusiness } from '../../providers/provider';
import { normalizeState } from '../address-normalizer';
import type { CitationSource, SourceListing } from './citation-source';
import { createKeyedSourceClient, quoted, withoutTrailingSlash, type KeyedSourceOptions } from './keyed-source-client';
import { isSameBusiness } from './same-business';
import { usNationalFormat, usPhoneE164 } from './us-phone';

// Foursquare Places API (the current one, docs.foursquare.com/fsq-developers-places):
//   GET https://places-api.foursquare.com/places/search   query, near ('Urbana, IL') or ll, limit, fields
// Authorization: Bearer <service key>; X-Places-Api-Version: <date> (the version is a header now, not
// a path segment). `query` is matched against names and telephone numbers, so the phone is a second
// search. Errors are {"message": "..."}; rate limits are per second (50 QPS pay-as-you-go, 100
// enterprise) and no quota headers are documented, so this source reports none.

export type FoursquareSourceOptions = KeyedSourceOptions;

const FOURSQUARE_URL = 'https://places-api.foursquare.com';
/** The version the docs list; send a fixed date and raise it deliberately, never today's date. */
export const FOURSQUARE_API_VERSION = '2025-06-17';
/** Only what is compared. `link` is the Place Details API path, not a page; the page is built from the id. */
const FIELDS = 'fsq_place_id,name,location,tel,website';
const LIMIT = '10';

const errorBodySchema = z.object({ message: z.string() });

const placeSchema = z.object({
  fsq_place_id: z.string().min(1),
  name: z.string(),
  location: z
    .object({
      address: z.string().nullish(),
      locality: z.string().nullish(),
      region: z.string().nullish(),
      postcode: z.string().nullish(),
    })
    .nullish(),
  tel: z.string().nullish(),
  website: z.string().nullish(),
});
type FoursquarePlace = z.infer<typeof placeSchema>;

const searchAnswerSchema = z.object({ results: z.array(placeSchema) });

export function createFoursquareSource(options: FoursquareSourceOptions): CitationSource {
  const baseUrl = withoutTrailingSlash(options.baseUrl ?? FOURSQUARE_URL);
  const client = createKeyedSourceClient(options, {
    service: 'Foursquare',
    headers: { Authorization: `Bearer ${options.apiKey}`, 'X-Places-Api-Version': FOURSQUARE_API_VERSION },
    describeFailure,
    describeRefusal,
  });

  async function search(params: Record<string, string>): Promise<FoursquarePlace[]> {
    const query = new URLSearchParams(params);
    const answer = await client.send({ method: 'GET', url: `${baseUrl}/places/search?${query}` }, searchAnswerSchema);
    return answer.results;
  }

  return {
    id: 'foursquare',
    name: 'Foursquare',
    // Foursquare's Places API usage guidelines: fsq_place_id may be cached without limit; every other
    // attribute may not be cached at all on pay-as-you-go and sandbox plans (enterprise: 24 hours on
    // the device only, never on a server).
    retention: 'ids_only',
    // The visual crediting policy asks for a credit or a link to the venue page wherever its data shows.
    attribution: 'Data from Foursquare',

    async lookUp(business, { signal }) {
      const near = nearText(business);
      if (near === null) return [];
      const phone = usPhoneE164(business.phone);
      const queries = [business.name.trim(), phone ? usNationalFormat(phone) : ''].filter((query) => query !== '');
      const found = new Map<string, SourceListing>();
      for (const query of queries) {
        signal?.throwIfAborted();
        for (const place of await search({ query, near, limit: LIMIT, fields: FIELDS })) {
          const listing = toListing(place);
          // A name search near a city answers look-alikes too; only the business's own listings count.
          if (!found.has(listing.listingId) && isSameBusiness(business, listing)) found.set(listing.listingId, listing);
        }
      }
      return [...found.values()];
    },

    async testConnection() {
      await search({ query: 'coffee', near: 'New York, NY', limit: '1', fields: 'fsq_place_id' });
      return 'Foursquare accepted the API key';
    },

    health: () => ({ ...client.health(), quota: null }),
  };
}

/** 'Urbana, IL'; null without a city, where Foursquare would fall back to our server's IP location. */
function nearText(business: ProviderBusiness): string | null {
  const city = business.city.trim();
  if (city === '') return null;
  const state = normalizeState(business.state);
  return state === '' ? city : `${city}, ${state}`;
}

function toListing(place: FoursquarePlace): SourceListing {
  const location = place.location ?? {};
  return {
    source: 'foursquare',
    directory: 'foursquare',
    listingId: place.fsq_place_id,
    // Foursquare documents a place's page as foursquare.com/v/<fsq_place_id>.
    url: `https://foursquare.com/v/${encodeURIComponent(place.fsq_place_id)}`,
    name: place.name,
    address: location.address ?? '',
    city: location.locality ?? '',
    state: location.region ?? '',
    zipCode: location.postcode ?? '',
    phone: place.tel || null,
    website: place.website || null,
    hours: null,
  };
}

function errorMessage(body: unknown): string | null {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success && parsed.data.message.trim() !== '' ? quoted(parsed.data.message) : null;
}

function describeFailure(status: number, body: unknown): string | undefined {
  const message = errorMessage(body);
  if (status === 429) return 'Foursquare refused calls this fast (over its queries-per-second limit)';
  if (status === 401) return `Foursquare refused the API key${message ? `: ${message}` : ''}`;
  return message ? `Foursquare refused the request: ${message}` : undefined;
}

function describeRefusal(status: number, body: unknown): string {
  const message = errorMessage(body);
  if (status === 400) return `Foursquare refused the search as invalid${message ? `: ${message}` : ''}`;
  return `Foursquare refused the request (HTTP ${status})${message ? `: ${message}` : ''}`;
}
