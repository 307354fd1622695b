import { z } from 'zod';
import type { ProviderBusiness } from '../../providers/provider';
import type { CitationSource, SourceListing } from './citation-source';
import { createKeyedSourceClient, quoted, withoutTrailingSlash, type KeyedSourceOptions } from './keyed-source-client';
import { isSameBusiness } from './same-business';
import { usPhoneE164 } from './us-phone';

// Google Places API (New), Text Search:
//   POST https://places.googleapis.com/v1/places:searchText   {"textQuery": "..."}
// X-Goog-Api-Key: <key>; X-Goog-FieldMask is required (no default fields). A text query may be a
// phone number ('+1 514-670-8700' in Google's examples). Errors are {"error": {code, message,
// status, details}}: INVALID_ARGUMENT (a key that is not valid answers 400 with reason
// API_KEY_INVALID), PERMISSION_DENIED (403), RESOURCE_EXHAUSTED (429). No quota headers.

export type GooglePlacesSourceOptions = KeyedSourceOptions;

const GOOGLE_PLACES_URL = 'https://places.googleapis.com';

/**
 * Only the compared fields. A request is billed at the dearest SKU among the fields it asks for:
 * id alone is Text Search Essentials (IDs Only); displayName, addressComponents and googleMapsUri are
 * Pro; nationalPhoneNumber and websiteUri make every lookup Text Search Enterprise. Hours would not
 * cost more, but are not compared, so they are not asked for.
 */
export const GOOGLE_LOOKUP_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.addressComponents',
  'places.nationalPhoneNumber',
  'places.websiteUri',
  'places.googleMapsUri',
].join(',');
/** The connection test asks for ids only: the Essentials (IDs Only) SKU. */
const ID_ONLY_FIELD_MASK = 'places.id';

const errorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

const componentSchema = z.object({ longText: z.string().nullish(), shortText: z.string().nullish(), types: z.array(z.string()).nullish() });
type AddressComponent = z.infer<typeof componentSchema>;

const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).nullish(),
  addressComponents: z.array(componentSchema).nullish(),
  nationalPhoneNumber: z.string().nullish(),
  websiteUri: z.string().nullish(),
  googleMapsUri: z.string().nullish(),
});
type GooglePlace = z.infer<typeof placeSchema>;

// No match answers {} rather than an empty list.
const searchAnswerSchema = z.object({ places: z.array(placeSchema).optional() });

export function createGooglePlacesSource(options: GooglePlacesSourceOptions): CitationSource {
  const baseUrl = withoutTrailingSlash(options.baseUrl ?? GOOGLE_PLACES_URL);
  const client = createKeyedSourceClient(options, {
    service: 'Google Places',
    headers: { 'X-Goog-Api-Key': options.apiKey },
    describeFailure,
    describeRefusal,
  });

  async function searchText(textQuery: string, fieldMask: string): Promise<GooglePlace[]> {
    const answer = await client.send(
      { method: 'POST', url: `${baseUrl}/v1/places:searchText`, headers: { 'X-Goog-FieldMask': fieldMask }, body: () => ({ textQuery }) },
      searchAnswerSchema,
    );
    return answer.places ?? [];
  }

  async function listings(business: ProviderBusiness, textQuery: string): Promise<SourceListing[]> {
    // Text Search ranks by relevance and answers neighbours too; only the business's own listings count.
    return (await searchText(textQuery, GOOGLE_LOOKUP_FIELD_MASK)).map(toListing).filter((listing) => isSameBusiness(business, listing));
  }

  return {
    id: 'google',
    name: 'Google',
    // Google Maps Platform terms (Places API policies): the place ID is exempt from the caching
    // restrictions and may be stored indefinitely; other Places content may not be pre-fetched,
    // cached or stored beyond the terms' narrow exceptions.
    retention: 'ids_only',
    // Places data shown without a Google map must carry Google Maps attribution.
    attribution: 'Google Maps',

    async lookUp(business, { signal }) {
      signal?.throwIfAborted();
      const found = await listings(business, addressQuery(business));
      const phone = usPhoneE164(business.phone);
      // Each lookup is billed at the Enterprise SKU, so the phone is asked only when the address found nothing.
      if (found.length > 0 || !phone) return found;
      signal?.throwIfAborted();
      return listings(business, phone);
    },

    async testConnection() {
      await searchText('Googleplex, Mountain View, CA', ID_ONLY_FIELD_MASK);
      return 'Google Places accepted the API key';
    },

    health: () => ({ ...client.health(), quota: null }),
  };
}

/** 'Lincoln Square Bakery, 201 Lincoln Sq., Urbana, IL 61801'. */
function addressQuery(business: ProviderBusiness): string {
  const stateZip = [business.state, business.zipCode].map((part) => part.trim()).filter(Boolean).join(' ');
  return [business.name, business.address, business.city, stateZip].map((part) => part.trim()).filter(Boolean).join(', ');
}

function component(components: readonly AddressComponent[], type: string, form: 'longText' | 'shortText'): string {
  const found = components.find((entry) => entry.types?.includes(type));
  return found?.[form] ?? found?.longText ?? '';
}

function toListing(place: GooglePlace): SourceListing {
  const parts = place.addressComponents ?? [];
  // The route's short form ('Lincoln Sq') is how Google's own formatted address prints the street.
  const street = [component(parts, 'street_number', 'longText'), component(parts, 'route', 'shortText')].filter(Boolean).join(' ');
  return {
    source: 'google',
    directory: 'google',
    listingId: place.id,
    url: place.googleMapsUri || null,
    name: place.displayName?.text ?? '',
    address: street,
    city: component(parts, 'locality', 'longText') || component(parts, 'postal_town', 'longText'),
    state: component(parts, 'administrative_area_level_1', 'shortText'),
    zipCode: component(parts, 'postal_code', 'longText'),
    phone: place.nationalPhoneNumber || null,
    website: place.websiteUri || null,
    hours: null,
  };
}

interface GoogleError {
  status: string | null;
  message: string | null;
  reasons: string[];
}

function googleError(body: unknown): GoogleError | null {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const { status, message, details } = parsed.data.error;
  return {
    status: status ?? null,
    message: message ? quoted(message) : null,
    reasons: (details ?? []).flatMap(({ reason }) => (reason ? [reason] : [])),
  };
}

const KEY_NOT_VALID = 'Google Places refused the API key: it is not a valid key';

/** 401, 403 and 429. */
function describeFailure(status: number, body: unknown): string | undefined {
  const error = googleError(body);
  if (!error) return undefined;
  if (status === 429) return "Google Places refused: the request quota of the API key's Google Cloud project is used up (RESOURCE_EXHAUSTED)";
  if (error.reasons.includes('API_KEY_INVALID')) return KEY_NOT_VALID;
  if (error.reasons.includes('SERVICE_DISABLED')) return "Google Places refused: Places API (New) is not enabled in the API key's Google Cloud project";
  if (error.reasons.includes('BILLING_DISABLED')) return "Google Places refused: billing is not enabled in the API key's Google Cloud project";
  if (error.reasons.includes('API_KEY_SERVICE_BLOCKED')) return 'Google Places refused the API key: the key is restricted from calling Places API (New)';
  return `Google Places refused the API key (${error.status ?? `HTTP ${status}`})${error.message ? `: ${error.message}` : ''}`;
}

function describeRefusal(status: number, body: unknown): string {
  const error = googleError(body);
  if (!error) return `Google Places refused the request (HTTP ${status})`;
  if (error.reasons.includes('API_KEY_INVALID')) return KEY_NOT_VALID;
  const message = error.message ? `: ${error.message}` : '';
  if (error.status === 'INVALID_ARGUMENT') return `Google Places refused the search as invalid${message}`;
  return `Google Places refused the request (${error.status ?? `HTTP ${status}`})${message}`;
}
