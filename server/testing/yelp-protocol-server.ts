import { digits, letters, startStandIn, street, type StandIn, type StandInAnswer, type StandInCall } from './protocol-stand-in';

/*
 * A local stand-in for the Yelp Places API (Fusion v3), for the Yelp source's tests:
 *   GET /v3/businesses/matches        name, address1, city, state, country required (zip_code, phone optional)
 *   GET /v3/businesses/search/phone   phone required, E.164 ('+' and digits)
 *   GET /v3/businesses/search         location (or latitude and longitude) required; limit up to 50
 * Every call needs `Authorization: Bearer <key>` (401 TOKEN_MISSING / TOKEN_INVALID otherwise: the codes
 * are Yelp's, the status for a missing key is assumed). Bad parameters answer 400 VALIDATION_ERROR.
 * Each authenticated answer carries RateLimit-DailyLimit, RateLimit-Remaining and RateLimit-ResetTime as
 * documented; once the day's calls are used up, 429 ACCESS_LIMIT_REACHED. Match answers leave out url
 * and display_phone, as Yelp's Business Match does; phone search answers whole businesses.
 */

export interface YelpTestBusiness {
  id: string;
  alias: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  zip_code: string;
  /** E.164. */
  phone: string;
  display_phone: string;
}

export const YELP_TEST_BUSINESSES: readonly YelpTestBusiness[] = [
  {
    id: 'WavvLdfdP6g8aZTtbBQHTw',
    alias: 'lincoln-square-bakery-urbana',
    name: 'Lincoln Square Bakery',
    address1: '201 Lincoln Square',
    city: 'Urbana',
    state: 'IL',
    zip_code: '61801',
    phone: '+12175550100',
    display_phone: '(217) 555-0100',
  },
  // A second listing of the same bakery under the same phone: a duplicate a scan should see.
  {
    id: 'n0dupLincolnSqBakery2x',
    alias: 'lincoln-sq-bakery-and-cafe-urbana',
    name: 'Lincoln Sq Bakery & Cafe',
    address1: '205 Lincoln Sq',
    city: 'Urbana',
    state: 'IL',
    zip_code: '61801',
    phone: '+12175550100',
    display_phone: '(217) 555-0100',
  },
  {
    id: 'pIneStreetBooksChmpgn1',
    alias: 'pine-street-books-champaign',
    name: 'Pine Street Books',
    address1: '40 Pine St',
    city: 'Champaign',
    state: 'IL',
    zip_code: '61820',
    phone: '+12175550177',
    display_phone: '(217) 555-0177',
  },
];

export const YELP_TOO_MANY_PER_SECOND = {
  error: {
    code: 'TOO_MANY_REQUESTS_PER_SECOND',
    description: 'You have exceeded the queries-per-second limit for this endpoint. Try reducing the rate at which you make queries.',
  },
};

export interface YelpProtocolServer extends StandIn {
  apiKey: string;
  /** Calls left today; the next call past zero is refused with ACCESS_LIMIT_REACHED. */
  setRemaining(calls: number): void;
}

export async function startYelpProtocolServer(
  options: { apiKey?: string; dailyLimit?: number; resetTime?: string } = {},
): Promise<YelpProtocolServer> {
  const apiKey = options.apiKey ?? 'yelp-test-key';
  const dailyLimit = options.dailyLimit ?? 500;
  const resetTime = options.resetTime ?? '2025-03-02T00:00:00+00:00';
  let remaining = dailyLimit;

  function handle({ method, url, headers }: StandInCall): StandInAnswer {
    const authorization = headers.authorization;
    if (!authorization) return error(401, 'TOKEN_MISSING', 'An access token must be supplied in order to use this endpoint.');
    // Echoes what it was sent, as careless services do: the client must never show it.
    if (authorization !== `Bearer ${apiKey}`) return error(401, 'TOKEN_INVALID', `Invalid access token or authorization header: ${authorization}`);
    if (remaining <= 0) {
      return withQuota(error(429, 'ACCESS_LIMIT_REACHED', "You've reached the access limit for this client. See instructions for requesting a higher access limit at https://docs.developer.yelp.com/docs/places-rate-limiting"));
    }
    remaining -= 1;
    if (method !== 'GET') return withQuota(error(405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.'));
    const params = url.searchParams;
    if (url.pathname === '/v3/businesses/matches') return withQuota(match(params));
    if (url.pathname === '/v3/businesses/search/phone') return withQuota(phoneSearch(params));
    if (url.pathname === '/v3/businesses/search') return withQuota(search(params));
    return withQuota(error(404, 'NOT_FOUND', 'Resource could not be found.'));
  }

  function withQuota(answer: StandInAnswer): StandInAnswer {
    return {
      ...answer,
      headers: {
        'RateLimit-DailyLimit': String(dailyLimit),
        'RateLimit-Remaining': String(Math.max(0, remaining)),
        'RateLimit-ResetTime': resetTime,
      },
    };
  }

  const standIn = await startStandIn(handle);
  return {
    ...standIn,
    apiKey,
    setRemaining(calls) {
      remaining = calls;
    },
  };
}

function match(params: URLSearchParams): StandInAnswer {
  for (const field of ['name', 'address1', 'city', 'state', 'country']) {
    const value = params.get(field);
    if (!value) return validation(field, `'${field}' is a required parameter`);
  }
  for (const field of ['name', 'address1', 'city']) {
    if (params.get(field)!.length > 64) return validation(field, `'${field}' is too long (maximum is 64 characters)`);
  }
  if (params.get('state')!.length > 3) return validation('state', "'state' is too long (maximum is 3 characters)");
  if (!/^[A-Z]{2}$/.test(params.get('country')!)) return validation('country', "'country' must be an ISO 3166-1 alpha-2 code");
  const phone = params.get('phone');
  if (phone !== null && !/^\+\d{8,15}$/.test(phone)) return validation('phone', `'${phone}' is not a valid phone number`);
  const found = YELP_TEST_BUSINESSES.filter((business) => {
    const sameCity = letters(business.city) === letters(params.get('city')!);
    const sameName = letters(business.name) === letters(params.get('name')!);
    const sameStreet = street(business.address1) === street(params.get('address1')!) && business.zip_code === (params.get('zip_code') ?? business.zip_code);
    const samePhone = phone !== null && digits(phone) === digits(business.phone);
    return sameCity && (sameName || sameStreet || samePhone);
  });
  return { status: 200, body: { businesses: found.map(matchRecord) } };
}

function phoneSearch(params: URLSearchParams): StandInAnswer {
  const phone = params.get('phone');
  if (!phone) return validation('phone', "'phone' is a required parameter");
  if (!/^\+\d{8,15}$/.test(phone)) return validation('phone', `'${phone}' is not a valid phone number`);
  const found = YELP_TEST_BUSINESSES.filter((business) => business.phone === phone);
  return { status: 200, body: { total: found.length, businesses: found.map(fullRecord) } };
}

function search(params: URLSearchParams): StandInAnswer {
  const location = params.get('location');
  if (!location && !(params.get('latitude') && params.get('longitude'))) {
    return validation('location', 'Please specify a location or a latitude and longitude');
  }
  const limit = Number(params.get('limit') ?? '20');
  if (!Number.isInteger(limit) || limit < 0 || limit > 50) return validation('limit', `${params.get('limit')} is greater than the maximum of 50`);
  return {
    status: 200,
    body: { total: YELP_TEST_BUSINESSES.length, businesses: YELP_TEST_BUSINESSES.slice(0, limit).map(fullRecord), region: {} },
  };
}

function location(business: YelpTestBusiness) {
  return {
    address1: business.address1,
    address2: '',
    address3: null,
    city: business.city,
    zip_code: business.zip_code,
    country: 'US',
    state: business.state,
    display_address: [business.address1, `${business.city}, ${business.state} ${business.zip_code}`],
  };
}

function matchRecord(business: YelpTestBusiness) {
  return {
    id: business.id,
    alias: business.alias,
    name: business.name,
    location: location(business),
    coordinates: { latitude: 40.11, longitude: -88.2 },
    phone: business.phone,
  };
}

function fullRecord(business: YelpTestBusiness) {
  return {
    ...matchRecord(business),
    url: `https://www.yelp.com/biz/${business.alias}?adjust_creative=test&utm_campaign=yelp_api_v3&utm_medium=api_v3_phone_search&utm_source=test`,
    display_phone: business.display_phone,
    review_count: 12,
    rating: 4.5,
    is_closed: false,
  };
}

function error(status: number, code: string, description: string): StandInAnswer {
  return { status, body: { error: { code, description } } };
}

function validation(field: string, description: string): StandInAnswer {
  return { status: 400, body: { error: { code: 'VALIDATION_ERROR', description, field, instance: null } } };
}
