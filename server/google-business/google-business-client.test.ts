import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceCallError } from '../providers/resilience/service-call-error';
import { startGoogleBusinessStandIn, type GoogleBusinessStandIn } from '../testing/google-business-protocol-server';
import { rejection } from '../testing/source-test-harness';
import { createGoogleBusinessClient, DAILY_METRICS, GoogleRequestError, type GoogleDailyFigures } from './google-business-client';
import { LOCATION_READ_MASK, type GoogleLocation } from './location-fields';

const NOW = new Date('2025-03-01T12:00:00Z');

let server: GoogleBusinessStandIn;
/** The stand-in's clock, moved by the rate limit test. */
let serverNow: Date;

beforeEach(async () => {
  serverNow = NOW;
  server = await startGoogleBusinessStandIn({ clock: () => serverNow });
  server.addAccount({ name: 'accounts/100', accountName: 'Lincoln Square Group', type: 'LOCATION_GROUP' });
  server.addLocation('accounts/100', bakery);
});
afterEach(async () => {
  await server.close();
});

const bakery: GoogleLocation = {
  name: 'locations/4455',
  title: 'Lincoln Square Bakery',
  storefrontAddress: {
    regionCode: 'US',
    postalCode: '61801',
    administrativeArea: 'IL',
    locality: 'Urbana',
    addressLines: ['201 Lincoln Square'],
  },
  phoneNumbers: { primaryPhone: '(217) 555-0100', additionalPhones: ['(217) 555-0199'] },
  websiteUri: 'https://lincolnsquarebakery.example/',
  regularHours: { periods: [{ openDay: 'MONDAY', openTime: { hours: 9 }, closeDay: 'MONDAY', closeTime: { hours: 17 } }] },
  profile: { description: 'Bread and pastries.' },
  categories: {
    primaryCategory: { name: 'categories/gcid:bakery', displayName: 'Bakery' },
    additionalCategories: [{ name: 'categories/gcid:coffee_shop', displayName: 'Coffee shop' }],
  },
  metadata: { mapsUri: 'https://maps.google.com/maps?cid=4455', placeId: 'ChIJbakery' },
};

/** A client with a live token from the stand-in; a renewal asks it for another, unless `renew` says otherwise. */
function connect(renew: () => string = () => server.issueAccessToken()) {
  let token = server.issueAccessToken();
  const renewals: boolean[] = [];
  const waits: number[] = [];
  const client = createGoogleBusinessClient({
    endpoints: server.endpoints,
    accessToken: async (fresh) => {
      renewals.push(fresh);
      if (fresh) token = renew();
      return token;
    },
    clock: () => NOW,
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { client, renewals, waits, token: () => token };
}

const apiCalls = () => server.calls.filter(({ path }) => path.startsWith('/v1/'));

describe('Google Business client: reading', () => {
  it('reads every page of accounts', async () => {
    for (let index = 1; index <= 24; index += 1) server.addAccount({ name: `accounts/${200 + index}`, accountName: `Account ${index}` });
    const accounts = await connect().client.accounts();
    expect(accounts).toHaveLength(25);
    expect(accounts[0]).toEqual({ name: 'accounts/100', accountName: 'Lincoln Square Group', type: 'LOCATION_GROUP' });
    expect(accounts.at(-1)).toEqual({ name: 'accounts/224', accountName: 'Account 24', type: 'LOCATION_GROUP' });
    expect(apiCalls().map(({ query }) => query)).toEqual([{ pageSize: '20' }, { pageSize: '20', pageToken: expect.any(String) }]);
  });

  it('reads every page of locations with the read mask', async () => {
    for (let index = 1; index <= 149; index += 1) {
      server.addLocation('accounts/100', { name: `locations/${9000 + index}`, title: `Branch ${index}` });
    }
    const locations = await connect().client.locations('accounts/100');
    expect(locations).toHaveLength(150);
    expect(locations[0]).toEqual(bakery);
    expect(locations[1]).toEqual({ name: 'locations/9001', title: 'Branch 1' });
    const calls = apiCalls();
    expect(calls.map(({ path }) => path)).toEqual(['/v1/accounts/100/locations', '/v1/accounts/100/locations']);
    expect(calls.map(({ query }) => query.readMask)).toEqual([LOCATION_READ_MASK, LOCATION_READ_MASK]);
    expect(calls.map(({ query }) => query.pageSize)).toEqual(['100', '100']);
  });

  it('reads one location, and null for one Google does not know', async () => {
    const { client } = connect();
    expect(await client.location('locations/4455')).toEqual(bakery);
    expect(await client.location('locations/404')).toBeNull();
    expect(apiCalls().map(({ query }) => query.readMask)).toEqual([LOCATION_READ_MASK, LOCATION_READ_MASK]);
  });

  it.each([
    ['locations/../../x'],
    ['locations/1?x=1'],
    ['locations/1#x'],
    ['locations/1/../2'],
    ['locations/'],
    ['Locations/1'],
    ['https://evil.example/locations/1'],
  ])('refuses the location name %s before any request', async (name) => {
    const { client, renewals } = connect();
    for (const call of [
      client.location(name),
      client.updateLocation(name, { location: { title: 'x' }, updateMask: ['title'] }, { validateOnly: true }),
      client.dailyMetrics(name, '2025-02-01', '2025-02-02'),
    ]) {
      expect((await rejection(call)).message).toBe('Not a Google location name: expected locations/ and an id');
    }
    const accountError = await rejection(client.locations(name.replace('locations/', 'accounts/')));
    expect(accountError.message).toBe('Not a Google account name: expected accounts/ and an id');
    expect(server.calls).toEqual([]);
    expect(renewals).toEqual([]);
  });

  it('finds a category by its exact name, ignoring case, among those Google matches by their front', async () => {
    const { client } = connect();
    expect(await client.findCategory('bakery')).toEqual({ name: 'categories/gcid:bakery', displayName: 'Bakery' });
    expect(await client.findCategory('Coffee')).toBeNull();
    expect(apiCalls().map(({ query }) => query)).toEqual([
      { regionCode: 'US', languageCode: 'en', filter: 'displayName=bakery', view: 'BASIC', pageSize: '100' },
      { regionCode: 'US', languageCode: 'en', filter: 'displayName=Coffee', view: 'BASIC', pageSize: '100' },
    ]);
  });
});

describe('Google Business client: access tokens and refusals', () => {
  it('renews an access token Google stopped accepting, once, and uses the new one', async () => {
    const { client, renewals } = connect();
    server.expireAccessTokens();
    expect(await client.location('locations/4455')).toEqual(bakery);
    expect(renewals).toEqual([false, true]);
    expect(apiCalls().map(({ bearer }) => bearer)).toEqual([1, 2]);
  });

  it('gives up when the renewed token is refused too', async () => {
    const { client, renewals } = connect(() => 'ya29.never-issued');
    server.expireAccessTokens();
    const error = await rejection(client.accounts());
    expect(error.message).toBe('Google did not accept a renewed access token. Connect Google again.');
    expect(renewals).toEqual([false, true]);
    expect(apiCalls().map(({ bearer }) => bearer)).toEqual([1, 0]);
  });

  it('reports a quota Google keeps refusing as a GoogleRequestError after the retries', async () => {
    const { client, waits } = connect();
    server.failNext(429, 4);
    const error = await rejection(client.location('locations/4455'));
    expect(error).toBeInstanceOf(GoogleRequestError);
    expect(error).toMatchObject({ status: 429, reason: 'RATE_LIMIT_EXCEEDED', retryable: true, fieldViolations: [] });
    expect(error.message).toBe("Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'. (RATE_LIMIT_EXCEEDED)");
    expect(waits).toHaveLength(3);
  });

  it('retries a failing Google until it answers', async () => {
    const { client } = connect();
    server.failNext(503, 2);
    expect(await client.location('locations/4455')).toEqual(bakery);
    expect(apiCalls()).toHaveLength(3);
  });

  it('never puts the access token in a message', async () => {
    const { client, token } = connect();
    server.rejectPhone('(217) 555-0123');
    const patch = { location: { phoneNumbers: { primaryPhone: '+12175550123' } }, updateMask: ['phoneNumbers.primaryPhone'] };
    const error = await rejection(client.updateLocation('locations/4455', patch, { validateOnly: true }));
    expect(error.message).not.toContain(token());
    expect(client.health().lastError).not.toContain(token());
  });
});

describe('Google Business client: updating', () => {
  it('checks an update with validateOnly without changing anything', async () => {
    const { client } = connect();
    const patch = { location: { title: 'Lincoln Square Bakery & Cafe' }, updateMask: ['title'] };
    expect(await client.updateLocation('locations/4455', patch, { validateOnly: true })).toEqual({
      name: 'locations/4455',
      title: 'Lincoln Square Bakery & Cafe',
    });
    expect(server.location('locations/4455')).toEqual(bakery);
    expect(server.edits('locations/4455')).toEqual([]);
    expect(apiCalls()[0]).toMatchObject({
      method: 'PATCH',
      path: '/v1/locations/4455',
      query: { updateMask: 'title', validateOnly: 'true' },
      body: { name: 'locations/4455', title: 'Lincoln Square Bakery & Cafe' },
    });
  });

  it('changes only the fields the update mask names', async () => {
    const { client } = connect();
    const patch = {
      location: {
        title: 'Lincoln Square Bakery & Cafe',
        websiteUri: 'https://elsewhere.example/',
        phoneNumbers: { primaryPhone: '+12175550111' },
      },
      updateMask: ['title', 'phoneNumbers.primaryPhone'],
    };
    const updated = await client.updateLocation('locations/4455', patch, { validateOnly: false });
    const expected = {
      ...bakery,
      title: 'Lincoln Square Bakery & Cafe',
      // The additional phone stays: the mask named only the primary one.
      phoneNumbers: { primaryPhone: '+12175550111', additionalPhones: ['(217) 555-0199'] },
    };
    expect(updated).toEqual(expected);
    expect(server.location('locations/4455')).toEqual(expected);
    expect(server.edits('locations/4455').map(({ updateMask }) => updateMask)).toEqual([['title', 'phoneNumbers.primaryPhone']]);
  });

  it("carries Google's field violations into the error", async () => {
    const { client } = connect();
    server.rejectPhone('217-555-0123');
    const patch = { location: { phoneNumbers: { primaryPhone: '+12175550123' } }, updateMask: ['phoneNumbers.primaryPhone'] };
    const error = await rejection(client.updateLocation('locations/4455', patch, { validateOnly: true }));
    expect(error).toBeInstanceOf(GoogleRequestError);
    expect(error).toMatchObject({
      status: 400,
      reason: 'INVALID_PHONE_NUMBER',
      retryable: false,
      fieldViolations: [{ field: 'phone_numbers.primary_phone', description: 'Invalid phone number.' }],
    });
    expect(error.message).toBe(
      'Request contains an invalid argument. (INVALID_PHONE_NUMBER) phone_numbers.primary_phone: Invalid phone number.',
    );
  });

  it('never repeats an update that may have landed, but repeats a check', async () => {
    const { client } = connect();
    const patch = { location: { title: 'Renamed' }, updateMask: ['title'] };
    server.failNext(500);
    const error = await rejection(client.updateLocation('locations/4455', patch, { validateOnly: false }));
    expect(error).toBeInstanceOf(ServiceCallError);
    expect((error as ServiceCallError).mayHaveLanded).toBe(true);
    expect(apiCalls()).toHaveLength(1);

    server.failNext(500);
    await client.updateLocation('locations/4455', patch, { validateOnly: true });
    expect(apiCalls()).toHaveLength(3);
  });

  it("holds to Google's 10 edits a minute per location", async () => {
    const { client } = connect();
    const rename = (title: string, validateOnly = false) =>
      client.updateLocation('locations/4455', { location: { title }, updateMask: ['title'] }, { validateOnly });
    for (let edit = 1; edit <= 10; edit += 1) await rename(`Bakery ${edit}`);
    expect(server.editsInLastMinute('locations/4455')).toBe(10);
    // Checking is not an edit.
    await rename('Checked', true);

    const error = await rejection(rename('Bakery 11'));
    expect(error).toMatchObject({ status: 429, reason: 'RATE_LIMIT_EXCEEDED' });
    expect(server.location('locations/4455')!.title).toBe('Bakery 10');

    serverNow = new Date(NOW.getTime() + 60_001);
    expect(server.editsInLastMinute('locations/4455')).toBe(0);
    expect((await rename('Bakery 11')).title).toBe('Bakery 11');
  });
});

describe('Google Business client: daily figures', () => {
  const figures = (date: string, values: Partial<GoogleDailyFigures> = {}): GoogleDailyFigures => ({
    date,
    desktopMaps: 0,
    desktopSearch: 0,
    mobileMaps: 0,
    mobileSearch: 0,
    websiteClicks: 0,
    callClicks: 0,
    directionRequests: 0,
    ...values,
  });

  const everyFigure = {
    desktopMaps: 2,
    desktopSearch: 5,
    mobileMaps: 9,
    mobileSearch: 12,
    websiteClicks: 1,
    callClicks: 4,
    directionRequests: 7,
  };

  it('reads one entry a day, 0 where Google left a value out', async () => {
    server.setDailyFigures('locations/4455', [
      figures('2025-02-27', { mobileSearch: 41, websiteClicks: 3 }),
      figures('2025-02-28'),
      figures('2025-03-01', everyFigure),
    ]);
    const days = await connect().client.dailyMetrics('locations/4455', '2025-02-27', '2025-03-01');
    expect(days).toEqual([
      figures('2025-02-27', { mobileSearch: 41, websiteClicks: 3 }),
      figures('2025-02-28'),
      figures('2025-03-01', everyFigure),
    ]);
    const [call] = apiCalls();
    expect(call!.path).toBe('/v1/locations/4455:fetchMultiDailyMetricsTimeSeries');
    expect(call!.query).toMatchObject({
      'dailyRange.start_date.year': '2025',
      'dailyRange.start_date.month': '2',
      'dailyRange.start_date.day': '27',
      'dailyRange.end_date.year': '2025',
      'dailyRange.end_date.month': '3',
      'dailyRange.end_date.day': '1',
    });
  });

  it('asks for all seven metrics, and gets made-up figures that are never 0 by default', async () => {
    const days = await connect().client.dailyMetrics('locations/4455', '2025-01-01', '2025-01-31');
    expect(days).toHaveLength(31);
    expect(days.every((day) => Object.values(day).every((value) => value !== 0))).toBe(true);
    expect(apiCalls()[0]!.query.dailyMetrics).toEqual([
      'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
      'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
      'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
      'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
      'WEBSITE_CLICKS',
      'CALL_CLICKS',
      'BUSINESS_DIRECTION_REQUESTS',
    ]);
    expect(DAILY_METRICS).toHaveLength(7);
  });

  it.each([
    ['2025-02-30', '2025-03-01'],
    ['2025-3-1', '2025-03-02'],
    ['2025-03-02', '2025-03-01'],
    ['2023-01-01', '2025-03-01'],
  ])('refuses the range %s to %s before any request', async (from, to) => {
    await rejection(connect().client.dailyMetrics('locations/4455', from, to));
    expect(server.calls).toEqual([]);
  });
});
