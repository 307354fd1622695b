import { createServer, type ServerResponse } from 'node:http';
import { faultQueue, serveOnLoopback, type StandInControls } from './protocol-stand-in';

/*
 * A local stand-in for Nominatim (https://nominatim.org/release-docs/latest/api/) for the
 * OpenStreetMap source's tests:
 *   GET /search   free-form (q) or structured (amenity, street, city, county, state, country,
 *                 postalcode) search over canned places, answered in the jsonv2 shape with the
 *                 address, extratags and namedetails a request asks for; limit and countrycodes apply
 *   GET /status   the status endpoint (format=json)
 * As the public instance's usage policy demands, a request without an identifying User-Agent (none,
 * or an HTTP library's stock one) is refused with 403. Unlike the real service it also insists on
 * format=jsonv2 (400 otherwise), the format the client is meant to ask for. Tests make the next
 * calls answer 429 (with Retry-After) or another status, and read every request with the time it
 * arrived by the injected clock and the time since the one before, to prove the one-a-second spacing.
 */

export interface NominatimTestPlace {
  place_id: number;
  osm_type: 'node' | 'way' | 'relation';
  osm_id: number;
  category: string;
  type: string;
  name: string;
  address: Record<string, string>;
  extratags: Record<string, string> | null;
  namedetails: Record<string, string> | null;
  lat: string;
  lon: string;
}

export const NOMINATIM_TEST_PLACES: readonly NominatimTestPlace[] = [
  {
    place_id: 301_558_392,
    osm_type: 'node',
    osm_id: 2_846_295_644,
    category: 'amenity',
    type: 'restaurant',
    name: 'Roadhouse Diner',
    address: {
      amenity: 'Roadhouse Diner',
      house_number: '405',
      road: 'Memorial Drive',
      city: 'Plano',
      county: 'Collin County',
      state: 'Texas',
      'ISO3166-2-lvl4': 'US-TX',
      postcode: '75074',
      country: 'United States',
      country_code: 'us',
    },
    extratags: {
      phone: '+1 206-405-9181',
      website: 'https://roadhousediner.example/',
      opening_hours: 'Mo-Fr 07:00-21:00; Sa,Su 08:00-22:00',
      cuisine: 'american',
    },
    namedetails: { name: 'Roadhouse Diner' },
    lat: '33.0198431',
    lon: '-96.6988856',
  },
  {
    place_id: 125_279_639,
    osm_type: 'way',
    osm_id: 90_394_480,
    category: 'amenity',
    type: 'cafe',
    name: "Joe's Cafe",
    address: {
      amenity: "Joe's Cafe",
      house_number: '12',
      road: 'Market Street',
      city: 'St. Louis',
      state: 'Missouri',
      'ISO3166-2-lvl4': 'US-MO',
      postcode: '63101',
      country: 'United States',
      country_code: 'us',
    },
    // contact:* tags, two phones, and hours with a break: more than one range a day holds.
    extratags: {
      'contact:phone': '314-555-0100;314-555-0199',
      'contact:website': 'https://joescafe.example/',
      opening_hours: 'Mo-Fr 06:30-11:00,12:00-15:00; PH off',
    },
    namedetails: { name: "Joe's Cafe", 'name:en': "Joe's Cafe" },
    lat: '38.6270025',
    lon: '-90.1994042',
  },
  {
    place_id: 98_410_223,
    osm_type: 'relation',
    osm_id: 1_234_567,
    category: 'healthcare',
    type: 'dentist',
    name: 'Lakeside Dental',
    // A town rather than a city, and no ISO code, as older data has.
    address: {
      healthcare: 'Lakeside Dental',
      road: 'North Lake Road',
      town: 'Lakeside',
      state: 'Oregon',
      postcode: '97449',
      country: 'United States',
      country_code: 'us',
    },
    extratags: null,
    namedetails: null,
    lat: '43.5759',
    lon: '-124.1751',
  },
  {
    // A road of the same name as a business: never a listing.
    place_id: 77_001,
    osm_type: 'way',
    osm_id: 5_550_001,
    category: 'highway',
    type: 'residential',
    name: 'Roadhouse Diner Lane',
    address: { road: 'Roadhouse Diner Lane', city: 'Plano', state: 'Texas', 'ISO3166-2-lvl4': 'US-TX', country: 'United States', country_code: 'us' },
    extratags: null,
    namedetails: null,
    lat: '33.02',
    lon: '-96.70',
  },
];

export type NominatimInjectedFault = { status: number; retryAfter?: string };

export interface NominatimReceivedRequest {
  path: string;
  params: Record<string, string>;
  userAgent: string | null;
  /** By the clock the server was given. */
  at: Date;
  /** Since the request before, by that clock; null for the first. */
  sinceLastMs: number | null;
  status: number;
}

/** `inject` makes the next calls answer the fault's status. */
export interface NominatimProtocolServer extends StandInControls<NominatimInjectedFault, NominatimReceivedRequest> {
  url: string;
}

const STRUCTURED = ['amenity', 'street', 'city', 'county', 'state', 'country', 'postalcode'] as const;
const STOCK_AGENTS = /^(node|undici|node-fetch|axios|got|python-requests|curl|wget)\b/i;
const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

export async function startNominatimProtocolServer(
  options: { clock?: () => Date; places?: readonly NominatimTestPlace[] } = {},
): Promise<NominatimProtocolServer> {
  const clock = options.clock ?? (() => new Date());
  const places = options.places ?? NOMINATIM_TEST_PLACES;
  const faults = faultQueue<NominatimInjectedFault>();
  const requests: NominatimReceivedRequest[] = [];

  function answer(path: string, params: URLSearchParams, userAgent: string | null): { status: number; body: unknown; headers?: Record<string, string> } {
    const fault = faults.next();
    if (fault) {
      const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
      return { status: fault.status, body: error(fault.status, 'Injected fault'), headers };
    }
    if (!userAgent || STOCK_AGENTS.test(userAgent)) return { status: 403, body: error(403, 'Access blocked: identify your application in the User-Agent') };
    if (path === '/status') return { status: 200, body: { status: 0, message: 'OK', data_updated: '2026-01-05T08:12:41+00:00', software_version: '5.1.0' } };
    if (path !== '/search') return { status: 404, body: error(404, 'Not found') };
    if (params.get('format') !== 'jsonv2') return { status: 400, body: error(400, 'This stand-in answers format=jsonv2 only') };
    const structured = STRUCTURED.filter((name) => params.has(name));
    if (params.has('q') && structured.length > 0) {
      return { status: 400, body: error(400, 'Structured query parameters (amenity, street, city, county, state, postalcode, country) cannot be used together with \'q\' parameter.') };
    }
    const limit = Number(params.get('limit') ?? '10');
    if (!Number.isInteger(limit) || limit < 1) return { status: 400, body: error(400, 'Invalid limit') };
    const countries = params.get('countrycodes')?.toLowerCase().split(',').filter(Boolean) ?? null;
    const found = places
      .filter((place) => !countries || countries.includes(place.address.country_code ?? ''))
      .filter((place) => matches(place, params))
      .slice(0, Math.min(limit, 40));
    return { status: 200, body: found.map((place) => jsonv2(place, params)) };
  }

  const server = createServer((request, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://nominatim.test');
    const userAgent = request.headers['user-agent'] ?? null;
    const at = clock();
    const previous = requests.at(-1);
    const { status, body, headers = {} } = answer(url.pathname, url.searchParams, userAgent);
    requests.push({
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      userAgent,
      at,
      sinceLastMs: previous ? at.getTime() - previous.at.getTime() : null,
      status,
    });
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
  });
  const { origin, close } = await serveOnLoopback(server);
  return { url: origin, inject: faults.inject, requests, close };
}

function folded(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

function matches(place: NominatimTestPlace, params: URLSearchParams): boolean {
  const { address } = place;
  const city = address.city ?? address.town ?? address.village ?? '';
  const q = params.get('q');
  if (q !== null) {
    // Free-form: the first part names the place, the others must appear in its address.
    const [first = '', ...rest] = q.split(',').map(folded);
    const where = folded(Object.values(address).join(' '));
    return folded(place.name).includes(first) && rest.every((part) => where.includes(part));
  }
  const checks: [string, (value: string) => boolean][] = [
    ['amenity', (value) => folded(place.name).includes(folded(value))],
    ['street', (value) => folded(`${address.house_number ?? ''} ${address.road ?? ''}`).includes(folded(value))],
    ['city', (value) => folded(city) === folded(value)],
    ['county', (value) => folded(address.county ?? '') === folded(value)],
    ['state', (value) => folded(address.state ?? '') === folded(value) || address['ISO3166-2-lvl4']?.toLowerCase() === `us-${value.toLowerCase()}`],
    ['country', (value) => folded(address.country ?? '') === folded(value)],
    ['postalcode', (value) => (address.postcode ?? '') === value.trim()],
  ];
  return checks.every(([name, check]) => {
    const value = params.get(name);
    return value === null || check(value);
  });
}

function jsonv2(place: NominatimTestPlace, params: URLSearchParams): Record<string, unknown> {
  const { address, extratags, namedetails, ...rest } = place;
  const city = address.city ?? address.town ?? address.village;
  return {
    ...rest,
    licence: LICENCE,
    place_rank: 30,
    importance: 0.00001,
    addresstype: place.type,
    display_name: [place.name, address.house_number, address.road, city, address.county, address.state, address.postcode, address.country]
      .filter(Boolean)
      .join(', '),
    boundingbox: [place.lat, place.lat, place.lon, place.lon],
    ...(params.get('addressdetails') === '1' ? { address } : {}),
    ...(params.get('extratags') === '1' ? { extratags } : {}),
    ...(params.get('namedetails') === '1' ? { namedetails } : {}),
  };
}

function error(code: number, message: string): { error: { code: number; message: string } } {
  return { error: { code, message } };
}
