import { digits, letters, startStandIn, type StandIn, type StandInAnswer, type StandInCall } from './protocol-stand-in';

/*
 * A local stand-in for the Foursquare Places API (places-api.foursquare.com), for the Foursquare
 * source's tests:
 *   GET /places/search   query (names and telephone numbers), near or ll (+ radius), limit 1-50, fields
 * Every call needs `Authorization: Bearer <service key>` (401 {"message": ...} otherwise) and the
 * X-Places-Api-Version header with a version the docs list. Errors are {"message": ...} as documented;
 * the texts are assumed, and so is the 400 for a `near` it cannot geocode. A search answers
 * {"results": [...]} with only the fields asked for (all the Pro fields when none are).
 */

export const FOURSQUARE_VERSIONS = ['2025-06-17'];

export interface FoursquareTestPlace {
  fsq_place_id: string;
  name: string;
  location: { address: string; locality: string; region: string; postcode: string; country: string; formatted_address: string };
  tel: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
}

function place(id: string, name: string, address: string, locality: string, postcode: string, tel: string | null, website: string | null): FoursquareTestPlace {
  return {
    fsq_place_id: id,
    name,
    location: { address, locality, region: 'IL', postcode, country: 'US', formatted_address: `${address}, ${locality}, IL ${postcode}` },
    tel,
    website,
    latitude: 40.11,
    longitude: -88.2,
  };
}

export const FOURSQUARE_TEST_PLACES: readonly FoursquareTestPlace[] = [
  place('4b5f1e2af964a520a1b229e3', 'Lincoln Square Bakery', '201 Lincoln Sq', 'Urbana', '61801', '(217) 555-0100', 'https://lincolnsquarebakery.example'),
  // Shares a word with the bakery's name: a name search answers it, the source must leave it out.
  place('5c2a7d1e9b3f4a0012e4c871', 'Square Donuts', '300 Main St', 'Urbana', '61801', '(217) 555-0142', null),
  // The bakery's number on another listing: found only by phone.
  place('60e1f2a3b4c5d6e7f8091a2b', 'LSB Wholesale', '9 Industrial Dr', 'Urbana', '61802', '(217) 555-0100', null),
  place('4c9d8e7f6a5b4c3d2e1f0a9b', 'Pine Street Books', '40 Pine St', 'Champaign', '61820', '(217) 555-0177', null),
];

/** Where `near` geocodes: the places' towns and New York, for the connection test. */
const LOCALITIES = ['Urbana, IL', 'Champaign, IL', 'New York, NY'].map((near) => near.split(',').map(letters));

/** The Places Pro fields the stand-in knows; a field it does not know is refused. */
const KNOWN_FIELDS = new Set(['fsq_place_id', 'name', 'location', 'tel', 'website', 'latitude', 'longitude', 'link', 'categories', 'chains', 'distance', 'email']);

export interface FoursquareProtocolServer extends StandIn {
  apiKey: string;
}

export async function startFoursquareProtocolServer(options: { apiKey?: string } = {}): Promise<FoursquareProtocolServer> {
  const apiKey = options.apiKey ?? 'foursquare-test-key';

  function handle({ method, url, headers }: StandInCall): StandInAnswer {
    // Echoes what it was sent, as careless services do: the client must never show it.
    if (headers.authorization !== `Bearer ${apiKey}`) return failure(401, `Invalid request token: ${String(headers.authorization)}`);
    const version = headers['x-places-api-version'];
    if (typeof version !== 'string' || !FOURSQUARE_VERSIONS.includes(version)) {
      return failure(400, `Invalid or missing X-Places-Api-Version header: ${String(version)}`);
    }
    if (url.pathname !== '/places/search') return failure(404, 'Endpoint does not exist.');
    if (method !== 'GET') return failure(405, 'Method not allowed.');
    return search(url.searchParams);
  }

  const standIn = await startStandIn(handle);
  return { ...standIn, apiKey };
}

function search(params: URLSearchParams): StandInAnswer {
  const limit = Number(params.get('limit') ?? '10');
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) return failure(400, 'limit must be between 1 and 50');
  const fields = params.get('fields')?.split(',') ?? null;
  const unknown = fields?.find((field) => !KNOWN_FIELDS.has(field));
  if (unknown !== undefined) return failure(400, `Invalid field: ${unknown}`);
  if (params.has('radius') && !params.has('ll')) return failure(400, 'radius may only be used with ll');

  let candidates = [...FOURSQUARE_TEST_PLACES];
  const near = params.get('near');
  if (near !== null) {
    const [city, region] = near.split(',').map((part) => letters(part));
    if (!LOCALITIES.some(([knownCity, knownRegion]) => knownCity === city && (!region || knownRegion === region))) {
      return failure(400, `Could not geocode near: ${near}`);
    }
    candidates = candidates.filter(({ location }) => letters(location.locality) === city && (!region || letters(location.region) === region));
  } else if (params.has('ll') && !/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(params.get('ll')!)) {
    return failure(400, 'll must be latitude,longitude');
  }

  const query = params.get('query') ?? '';
  const queryDigits = query.replace(/\D/g, '');
  const words = query.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 4);
  const found = candidates.filter((place) => {
    if (query === '') return true;
    if (queryDigits.length >= 10) return place.tel !== null && digits(place.tel) === digits(queryDigits);
    return words.some((word) => letters(place.name).includes(word));
  });
  return { status: 200, body: { results: found.slice(0, limit).map((place) => project(place, fields)) } };
}

function project(place: FoursquareTestPlace, fields: string[] | null): Record<string, unknown> {
  const full: Record<string, unknown> = { ...place, link: `/places/${place.fsq_place_id}` };
  const wanted = fields ?? Object.keys(full);
  // Absent values are left out, as Foursquare does.
  return Object.fromEntries(wanted.filter((field) => full[field] !== undefined && full[field] !== null).map((field) => [field, full[field]]));
}

function failure(status: number, message: string): StandInAnswer {
  return { status, body: { message } };
}
