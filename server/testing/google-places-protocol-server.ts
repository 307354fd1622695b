import { digits, letters, parseJson, startStandIn, street, type StandIn, type StandInAnswer, type StandInCall } from './protocol-stand-in';

/*
 * A local stand-in for Google Places API (New) Text Search, for the Google source's tests:
 *   POST /v1/places:searchText   {"textQuery": "..."}; the response field mask in X-Goog-FieldMask
 *                                (or the `fields` / `$fields` URL parameter), required
 * The key goes in X-Goog-Api-Key. Errors are Google's {"error": {code, message, status, details}}:
 * no key 403 PERMISSION_DENIED; a wrong key 400 INVALID_ARGUMENT with reason API_KEY_INVALID; no
 * field mask or an unknown field 400 INVALID_ARGUMENT. The messages are modelled on Google's, not
 * copied from a specification. Tests can switch the API off (403 SERVICE_DISABLED) or use up the
 * quota (429 RESOURCE_EXHAUSTED). Each call's SKU, by the dearest field asked for, is logged, so
 * tests can hold the source to what it costs.
 */

export type TextSearchSku = 'Text Search Essentials IDs Only' | 'Text Search Pro' | 'Text Search Enterprise';

const FIELD_SKUS: Record<string, TextSearchSku> = {
  id: 'Text Search Essentials IDs Only',
  name: 'Text Search Essentials IDs Only',
  displayName: 'Text Search Pro',
  formattedAddress: 'Text Search Pro',
  shortFormattedAddress: 'Text Search Pro',
  addressComponents: 'Text Search Pro',
  googleMapsUri: 'Text Search Pro',
  location: 'Text Search Pro',
  types: 'Text Search Pro',
  businessStatus: 'Text Search Pro',
  nationalPhoneNumber: 'Text Search Enterprise',
  internationalPhoneNumber: 'Text Search Enterprise',
  websiteUri: 'Text Search Enterprise',
  regularOpeningHours: 'Text Search Enterprise',
  rating: 'Text Search Enterprise',
};
const SKU_ORDER: readonly TextSearchSku[] = ['Text Search Essentials IDs Only', 'Text Search Pro', 'Text Search Enterprise'];

interface Component {
  longText: string;
  shortText: string;
  types: string[];
  languageCode: string;
}

export interface GoogleTestPlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  addressComponents: Component[];
  nationalPhoneNumber: string;
  internationalPhoneNumber: string;
  websiteUri?: string;
  googleMapsUri: string;
  types: string[];
}

function component(longText: string, shortText: string, ...types: string[]): Component {
  return { longText, shortText, types, languageCode: 'en' };
}

function place(
  [id, cid]: [string, string],
  name: string,
  [number, route, routeShort]: [string, string, string],
  [city, zip]: [string, string],
  phone: string,
  website?: string,
): GoogleTestPlace {
  const national = phone;
  return {
    id,
    displayName: { text: name, languageCode: 'en' },
    formattedAddress: `${number} ${routeShort}, ${city}, IL ${zip}, USA`,
    addressComponents: [
      component(number, number, 'street_number'),
      component(route, routeShort, 'route'),
      component(city, city, 'locality', 'political'),
      component('Champaign County', 'Champaign County', 'administrative_area_level_2', 'political'),
      component('Illinois', 'IL', 'administrative_area_level_1', 'political'),
      component('United States', 'US', 'country', 'political'),
      component(zip, zip, 'postal_code'),
    ],
    nationalPhoneNumber: national,
    internationalPhoneNumber: `+1 ${national.slice(1, 4)}-${national.slice(6)}`,
    ...(website ? { websiteUri: website } : {}),
    googleMapsUri: `https://maps.google.com/?cid=${cid}`,
    types: ['bakery', 'food', 'point_of_interest', 'establishment'],
  };
}

export const GOOGLE_TEST_PLACES: readonly GoogleTestPlace[] = [
  place(['ChIJ2eUgeAK6j4ARbn5u_wAGqWA', '10281119596374313554'], 'Lincoln Square Bakery', ['201', 'Lincoln Square', 'Lincoln Sq'], ['Urbana', '61801'], '(217) 555-0100', 'https://lincolnsquarebakery.example/'),
  // The bakery's number on a second listing: found only by phone.
  place(['ChIJx7Qm1cWhDIgR0_cateringLSB', '7711092240431278106'], 'LSB Catering', ['12', 'Race Street', 'Race St'], ['Urbana', '61802'], '(217) 555-0100'),
  place(['ChIJpineStreetBooksChampaign1', '4135067763309877200'], 'Pine Street Books', ['40', 'Pine Street', 'Pine St'], ['Champaign', '61820'], '(217) 555-0177'),
];

export interface GooglePlacesProtocolServer extends StandIn {
  apiKey: string;
  /** The SKU each handled search was billed at, by the dearest field its mask asked for. */
  readonly skus: readonly TextSearchSku[];
  /** From now on the key's project has Places API (New) switched off. */
  disableApi(): void;
  /** From now on the project's quota is used up. */
  exhaustQuota(): void;
}

export async function startGooglePlacesProtocolServer(options: { apiKey?: string } = {}): Promise<GooglePlacesProtocolServer> {
  const apiKey = options.apiKey ?? 'google-test-key';
  const skus: TextSearchSku[] = [];
  let apiDisabled = false;
  let quotaExhausted = false;

  function handle({ method, url, headers, text }: StandInCall): StandInAnswer {
    const key = headers['x-goog-api-key'];
    if (typeof key !== 'string' || key === '') {
      return googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.', 'API_KEY_MISSING');
    }
    // Google's real message does not echo the key; this one does, so the client must never show it.
    if (key !== apiKey) return googleError(400, 'INVALID_ARGUMENT', `API key not valid. Please pass a valid API key. (${key})`, 'API_KEY_INVALID');
    if (apiDisabled) {
      return googleError(403, 'PERMISSION_DENIED', 'Places API (New) has not been used in project 123456789 before or it is disabled.', 'SERVICE_DISABLED');
    }
    if (quotaExhausted) {
      return googleError(429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'SearchTextRequest' and limit 'SearchTextRequest per minute per project'.", 'RATE_LIMIT_EXCEEDED');
    }
    if (url.pathname !== '/v1/places:searchText') return googleError(404, 'NOT_FOUND', `Method not found: ${url.pathname}`);
    if (method !== 'POST') return googleError(405, 'METHOD_NOT_ALLOWED', 'Text Search takes POST.');

    const mask = headerText(headers['x-goog-fieldmask']) ?? url.searchParams.get('fields') ?? url.searchParams.get('$fields');
    if (!mask) {
      return googleError(400, 'INVALID_ARGUMENT', "FieldMask is a required parameter. Set the header 'X-Goog-FieldMask' to, for example, 'places.displayName'.");
    }
    const paths = mask.split(',').map((path) => path.trim());
    const fields: string[] = [];
    for (const path of paths) {
      const field = path === '*' ? '*' : /^places\.([A-Za-z]+)(\..+)?$/.exec(path)?.[1];
      if (field === undefined || (field !== '*' && !(field in FIELD_SKUS))) {
        return googleError(400, 'INVALID_ARGUMENT', `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`);
      }
      fields.push(field);
    }
    if (!headers['content-type']?.startsWith('application/json')) return googleError(400, 'INVALID_ARGUMENT', 'The request body must be JSON.');
    const body = parseJson(text);
    const textQuery = typeof body === 'object' && body !== null && 'textQuery' in body ? body.textQuery : undefined;
    if (typeof textQuery !== 'string' || textQuery.trim() === '') return googleError(400, 'INVALID_ARGUMENT', 'Empty text_query.');

    skus.push(fields.includes('*') ? 'Text Search Enterprise' : SKU_ORDER[Math.max(...fields.map((field) => SKU_ORDER.indexOf(FIELD_SKUS[field]!)))]!);
    const found = GOOGLE_TEST_PLACES.filter((entry) => matches(entry, textQuery));
    // No match answers an empty object, not an empty list.
    if (found.length === 0) return { status: 200, body: {} };
    return { status: 200, body: { places: found.map((entry) => masked(entry, fields)) } };
  }

  const standIn = await startStandIn(handle);
  return {
    ...standIn,
    apiKey,
    skus,
    disableApi() {
      apiDisabled = true;
    },
    exhaustQuota() {
      quotaExhausted = true;
    },
  };
}

/** A phone query matches the number; otherwise the name, or the street with its ZIP, must appear in the query. */
function matches(entry: GoogleTestPlace, textQuery: string): boolean {
  const queryDigits = textQuery.replace(/\D/g, '');
  if (/^\+?[\d\s().-]+$/.test(textQuery.trim()) && queryDigits.length >= 10) return digits(queryDigits) === digits(entry.nationalPhoneNumber);
  const query = letters(textQuery);
  if (query.includes(letters(entry.displayName.text))) return true;
  const [number, route] = entry.addressComponents;
  const zip = entry.addressComponents.find(({ types }) => types.includes('postal_code'))!.longText;
  return street(textQuery).includes(street(`${number!.longText} ${route!.longText}`)) && query.includes(zip);
}

function masked(entry: GoogleTestPlace, fields: readonly string[]): Record<string, unknown> {
  const full: Record<string, unknown> = { ...entry, name: `places/${entry.id}` };
  if (fields.includes('*')) return full;
  // Google leaves out a field the place has no value for.
  return Object.fromEntries(fields.filter((field) => full[field] !== undefined).map((field) => [field, full[field]]));
}

function headerText(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value.join(',');
  return value ?? null;
}

function googleError(code: number, status: string, message: string, reason?: string): StandInAnswer {
  const details = reason
    ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com', metadata: { service: 'places.googleapis.com' } }]
    : undefined;
  return { status: code, body: { error: { code, message, status, ...(details ? { details } : {}) } } };
}
