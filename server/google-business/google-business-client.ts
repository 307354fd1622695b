import { z } from 'zod';
import { quoted, withoutSecret } from '../citations/sources/keyed-source-client';
import { ProviderError } from '../providers/provider';
import {
  createResilientJsonClient,
  resilienceWithDefaults,
  type JsonCall,
  type ResilientClientOverrides,
  type ServiceHealth,
} from '../providers/resilience/resilient-json-client';
import { ServiceCallError } from '../providers/resilience/service-call-error';
import type { GoogleBusinessEndpoints } from './google-endpoints';
import { googleLocationSchema, LOCATION_READ_MASK, type GoogleLocation } from './location-fields';

/*
 * Google Business Profile's REST APIs, with an OAuth access token (scope business.manage) as
 * Authorization: Bearer:
 *   Account Management  GET  {accounts}/v1/accounts?pageSize=20&pageToken=
 *                            -> {accounts: [{name: 'accounts/123', accountName, type, role, verificationState}], nextPageToken}
 *   Business Information GET {businessInformation}/v1/accounts/123/locations?readMask=&pageSize=100&pageToken=
 *                            -> {locations: [Location], nextPageToken}
 *                       GET  {businessInformation}/v1/locations/456?readMask=  -> Location
 *                       PATCH {businessInformation}/v1/locations/456?updateMask=title,websiteUri&validateOnly=true
 *                            body Location -> Location (validateOnly: {} when Google would accept it)
 *                       GET  {businessInformation}/v1/categories?regionCode=US&languageCode=en&filter=displayName=Bakery&view=BASIC
 *                            -> {categories: [{name: 'categories/gcid:bakery', displayName}], nextPageToken}
 *                            (the filter matches the front of a name: 'Bakery' also finds 'Bakery equipment')
 *   Performance         GET  {performance}/v1/locations/456:fetchMultiDailyMetricsTimeSeries?dailyMetrics=WEBSITE_CLICKS
 *                            &dailyMetrics=...&dailyRange.start_date.year=2025&dailyRange.start_date.month=3&...
 *                            -> {multiDailyMetricTimeSeries: [{dailyMetricTimeSeries: [{dailyMetric, timeSeries:
 *                               {datedValues: [{date: {year, month, day}, value: '12'}]}}]}]}, value left out when 0
 * Errors are {"error": {code, message, status, details: [{"@type": "...google.rpc.ErrorInfo", reason, metadata},
 * {"@type": "...google.rpc.BadRequest", fieldViolations: [{field, description}]}]}}: 401 UNAUTHENTICATED (the
 * access token expired or was revoked), 403 PERMISSION_DENIED (no access to the location; an API not enabled),
 * 404 NOT_FOUND, 400 INVALID_ARGUMENT (a field Google refuses), 429 RESOURCE_EXHAUSTED (the project's quota,
 * which starts at 0 until Google approves API access, or 10 edits a minute per location).
 */

export interface GoogleAccount {
  name: string;
  accountName: string;
  type: string | null;
}

export interface GoogleDailyFigures {
  /** YYYY-MM-DD. */
  date: string;
  desktopMaps: number;
  desktopSearch: number;
  mobileMaps: number;
  mobileSearch: number;
  websiteClicks: number;
  callClicks: number;
  directionRequests: number;
}

type Figure = Exclude<keyof GoogleDailyFigures, 'date'>;

const METRIC_FIGURES = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 'desktopMaps',
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 'desktopSearch',
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 'mobileMaps',
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 'mobileSearch',
  WEBSITE_CLICKS: 'websiteClicks',
  CALL_CLICKS: 'callClicks',
  BUSINESS_DIRECTION_REQUESTS: 'directionRequests',
} as const satisfies Record<string, Figure>;
export type DailyMetric = keyof typeof METRIC_FIGURES;
export const DAILY_METRICS = Object.keys(METRIC_FIGURES) as DailyMetric[];

export interface GoogleFieldViolation {
  field: string;
  description: string;
}

/**
 * Google refused a request (4xx). The message is Google's, its reason and the fields at fault:
 * 'Request contains an invalid argument. (INVALID_PHONE_NUMBER) phone_numbers.primary_phone: Invalid phone number.'
 */
export class GoogleRequestError extends ProviderError {
  constructor(
    message: string,
    readonly status: number,
    /** The ErrorInfo reason, else Google's status (RESOURCE_EXHAUSTED); null when Google gave neither. */
    readonly reason: string | null,
    readonly fieldViolations: GoogleFieldViolation[],
  ) {
    super(message, status === 429);
    this.name = 'GoogleRequestError';
  }
}

export interface GoogleBusinessClient {
  accounts(): Promise<GoogleAccount[]>;
  locations(accountName: string): Promise<GoogleLocation[]>;
  /** Null when Google does not know the location. */
  location(locationName: string): Promise<GoogleLocation | null>;
  /**
   * With validateOnly Google only checks the update (and answers nothing): the answer is then the patch's
   * fields under the location's name. A real update is never repeated once an attempt may have landed.
   */
  updateLocation(
    locationName: string,
    patch: { location: Partial<GoogleLocation>; updateMask: string[] },
    options: { validateOnly: boolean },
  ): Promise<GoogleLocation>;
  /** The category whose display name is this one, ignoring case. */
  findCategory(displayName: string, regionCode?: string): Promise<{ name: string; displayName: string } | null>;
  /** One entry a day from `from` to `to` (YYYY-MM-DD, both included), 0 where Google has no value. */
  dailyMetrics(locationName: string, from: string, to: string): Promise<GoogleDailyFigures[]>;
  health(): ServiceHealth;
}

const ACCOUNT_NAME = /^accounts\/[0-9A-Za-z_-]+$/;
const LOCATION_NAME = /^locations\/[0-9A-Za-z_-]+$/;

/** Names arrive in requests and go into URLs: only Google's own form passes. */
export function isGoogleAccountName(name: string): boolean {
  return ACCOUNT_NAME.test(name);
}

export function isGoogleLocationName(name: string): boolean {
  return LOCATION_NAME.test(name);
}

// Bounds on paging, so an answer that never stops cannot keep a request going: 400 accounts, 5,000 locations.
const MAX_ACCOUNT_PAGES = 20;
const MAX_LOCATION_PAGES = 50;
const MAX_CATEGORY_PAGES = 5;
/** Google keeps about 18 months of daily figures. */
const MAX_METRIC_DAYS = 550;
const DAY_MS = 86_400_000;
/** The largest count a day's figure may have: PostgreSQL's integer. */
const MAX_DAILY_COUNT = 2_147_483_647;

const errorBodySchema = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    details: z
      .array(
        z.object({
          reason: z.string().optional(),
          fieldViolations: z.array(z.object({ field: z.string().optional(), description: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});

interface GoogleErrorDetail {
  reason: string | null;
  fieldViolations: GoogleFieldViolation[];
}

const accountsAnswerSchema = z.object({
  accounts: z.array(z.object({ name: z.string(), accountName: z.string().nullish(), type: z.string().nullish() })).nullish(),
  nextPageToken: z.string().nullish(),
});
const locationsAnswerSchema = z.object({ locations: z.array(googleLocationSchema).nullish(), nextPageToken: z.string().nullish() });
const categoriesAnswerSchema = z.object({
  categories: z.array(z.object({ name: z.string(), displayName: z.string() })).nullish(),
  nextPageToken: z.string().nullish(),
});
const metricsAnswerSchema = z.object({
  multiDailyMetricTimeSeries: z
    .array(
      z.object({
        dailyMetricTimeSeries: z
          .array(
            z.object({
              dailyMetric: z.string(),
              timeSeries: z
                .object({
                  datedValues: z
                    .array(
                      z.object({
                        date: z.object({ year: z.number(), month: z.number(), day: z.number() }),
                        // int64 comes as a string.
                        value: z.union([z.string(), z.number()]).nullish(),
                      }),
                    )
                    .nullish(),
                })
                .nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
});
/** validateOnly answers an empty message. */
const emptyAnswerSchema = z.object({});

type Page = { nextPageToken?: string | null };

export function createGoogleBusinessClient(
  options: { endpoints: GoogleBusinessEndpoints; accessToken: (renew: boolean) => Promise<string> } & ResilientClientOverrides,
): GoogleBusinessClient {
  const { endpoints } = options;
  const client = createResilientJsonClient({
    service: 'Google Business Profile',
    // The token goes with each call: it is renewed while the client lives.
    headers: {},
    ...resilienceWithDefaults(options),
    describeRefusal: describeGoogleError,
    describeFailure: describeGoogleError,
    refusalDetail: googleErrorDetail,
  });

  /** The call with a live access token: on a 401 the token is renewed and the call made once more. */
  async function send<T>(call: Omit<JsonCall, 'headers'>, schema: z.ZodType<T>): Promise<T> {
    let token = await options.accessToken(false);
    for (let renewed = false; ; renewed = true) {
      try {
        return await client.send({ ...call, headers: { Authorization: `Bearer ${token}` } }, schema);
      } catch (error) {
        if (!(error instanceof ServiceCallError) || error.status !== 401) throw requestError(error, token);
        if (renewed) throw new ProviderError('Google did not accept a renewed access token. Connect Google again.', false);
      }
      token = await options.accessToken(true);
    }
  }

  /** Each page's answer in turn, until `visit` has enough (true) or the pages end. */
  async function eachPage<P extends Page>(
    url: (pageToken: string | null) => string,
    schema: z.ZodType<P>,
    maxPages: number,
    visit: (page: P) => boolean,
  ): Promise<void> {
    let pageToken: string | null = null;
    for (let page = 0; page < maxPages; page += 1) {
      const answer: P = await send({ method: 'GET', url: url(pageToken) }, schema);
      if (visit(answer) || !answer.nextPageToken || answer.nextPageToken === pageToken) return;
      pageToken = answer.nextPageToken;
    }
  }

  function withQuery(url: string, parameters: Record<string, string | null>): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) if (value !== null) query.set(name, value);
    return `${url}?${query}`;
  }

  return {
    async accounts() {
      const accounts: GoogleAccount[] = [];
      await eachPage(
        (pageToken) => withQuery(`${endpoints.accounts}/v1/accounts`, { pageSize: '20', pageToken }),
        accountsAnswerSchema,
        MAX_ACCOUNT_PAGES,
        (page) => {
          for (const { name, accountName, type } of page.accounts ?? []) {
            accounts.push({ name, accountName: accountName ?? name, type: type ?? null });
          }
          return false;
        },
      );
      return accounts;
    },

    async locations(accountName) {
      requireName(accountName, ACCOUNT_NAME, 'account');
      const locations: GoogleLocation[] = [];
      await eachPage(
        (pageToken) =>
          withQuery(`${endpoints.businessInformation}/v1/${accountName}/locations`, {
            readMask: LOCATION_READ_MASK,
            pageSize: '100',
            pageToken,
          }),
        locationsAnswerSchema,
        MAX_LOCATION_PAGES,
        (page) => {
          locations.push(...(page.locations ?? []));
          return false;
        },
      );
      return locations;
    },

    async location(locationName) {
      requireName(locationName, LOCATION_NAME, 'location');
      try {
        const url = withQuery(`${endpoints.businessInformation}/v1/${locationName}`, { readMask: LOCATION_READ_MASK });
        return await send({ method: 'GET', url }, googleLocationSchema);
      } catch (error) {
        if (error instanceof GoogleRequestError && error.status === 404) return null;
        throw error;
      }
    },

    async updateLocation(locationName, patch, { validateOnly }) {
      requireName(locationName, LOCATION_NAME, 'location');
      if (patch.updateMask.length === 0) throw new ProviderError('Nothing to update on Google: no field was chosen', false);
      const call = {
        method: 'PATCH' as const,
        url: withQuery(`${endpoints.businessInformation}/v1/${locationName}`, {
          updateMask: patch.updateMask.join(','),
          validateOnly: String(validateOnly),
        }),
        body: () => ({ ...patch.location, name: locationName }),
        // Checking changes nothing, so it may be repeated; an update that may have landed is left for people to look at.
        repeatIfMayHaveLanded: validateOnly,
      };
      if (!validateOnly) return send(call, googleLocationSchema);
      await send(call, emptyAnswerSchema);
      return { ...patch.location, name: locationName };
    },

    async findCategory(displayName, regionCode = 'US') {
      const wanted = displayName.trim().toLowerCase();
      if (wanted === '') return null;
      let found: { name: string; displayName: string } | null = null;
      await eachPage(
        (pageToken) =>
          withQuery(`${endpoints.businessInformation}/v1/categories`, {
            regionCode,
            languageCode: 'en',
            filter: `displayName=${displayName.trim()}`,
            view: 'BASIC',
            pageSize: '100',
            pageToken,
          }),
        categoriesAnswerSchema,
        MAX_CATEGORY_PAGES,
        (page) => {
          const category = (page.categories ?? []).find((entry) => entry.displayName.trim().toLowerCase() === wanted);
          if (category) found = { name: category.name, displayName: category.displayName };
          return found !== null;
        },
      );
      return found;
    },

    async dailyMetrics(locationName, from, to) {
      requireName(locationName, LOCATION_NAME, 'location');
      const days = datesBetween(from, to);
      const query = new URLSearchParams();
      for (const metric of DAILY_METRICS) query.append('dailyMetrics', metric);
      for (const [edge, date] of [['start_date', from], ['end_date', to]] as const) {
        const [year, month, day] = date.split('-').map(Number);
        query.set(`dailyRange.${edge}.year`, String(year));
        query.set(`dailyRange.${edge}.month`, String(month));
        query.set(`dailyRange.${edge}.day`, String(day));
      }
      const answer = await send(
        { method: 'GET', url: `${endpoints.performance}/v1/${locationName}:fetchMultiDailyMetricsTimeSeries?${query}` },
        metricsAnswerSchema,
      );
      const figures = new Map(days.map((date) => [date, noFigures(date)]));
      for (const multi of answer.multiDailyMetricTimeSeries ?? []) {
        for (const series of multi.dailyMetricTimeSeries ?? []) {
          const figure = (METRIC_FIGURES as Record<string, Figure | undefined>)[series.dailyMetric];
          if (!figure) continue;
          for (const { date, value } of series.timeSeries?.datedValues ?? []) {
            const day = figures.get(isoDate(date));
            const count = Number(value ?? 0);
            // A count is whole, not negative, and fits the 32-bit columns it is kept in; anything else counts as none.
            if (day) day[figure] = Number.isInteger(count) && count >= 0 && count <= MAX_DAILY_COUNT ? count : 0;
          }
        }
      }
      return [...figures.values()];
    },

    health: () => client.health(),
  };
}

function requireName(name: string, form: RegExp, kind: 'account' | 'location'): void {
  if (!form.test(name)) throw new ProviderError(`Not a Google ${kind} name: expected ${kind}s/ and an id`, false);
}

function googleErrorDetail(_status: number, body: unknown): GoogleErrorDetail | null {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const { status, details = [] } = parsed.data.error;
  return {
    reason: details.find((detail) => detail.reason)?.reason ?? status ?? null,
    fieldViolations: details.flatMap((detail) =>
      (detail.fieldViolations ?? []).map((violation) => ({ field: violation.field ?? '', description: violation.description ?? '' })),
    ),
  };
}

/** Google's message, its reason, and the fields at fault: 'Request contains an invalid argument. (INVALID_PHONE_NUMBER) ...'. */
function describeGoogleError(status: number, body: unknown): string {
  const parsed = errorBodySchema.safeParse(body);
  const detail = googleErrorDetail(status, body);
  const said = parsed.data?.error.message;
  const message = said ? quoted(said) : `Google Business Profile refused the request (HTTP ${status})`;
  const reason = detail?.reason ? ` (${detail.reason})` : '';
  const violations = (detail?.fieldViolations ?? []).map(({ field, description }) =>
    quoted(field ? `${field}: ${description}` : description),
  );
  return `${message}${reason}${violations.length > 0 ? ` ${violations.join('; ')}` : ''}`;
}

/** A refusal (4xx but a timeout) as a GoogleRequestError; other failures as they are. */
function requestError(error: unknown, token: string): unknown {
  if (!(error instanceof ServiceCallError) || error.status === undefined) return error;
  if (error.status < 400 || error.status >= 500 || error.status === 408) return error;
  // The only detail is what googleErrorDetail kept.
  const detail = error.detail as GoogleErrorDetail | null | undefined;
  return new GoogleRequestError(withoutSecret(error.message, token), error.status, detail?.reason ?? null, detail?.fieldViolations ?? []);
}

/** Every date from `from` to `to`, both included; a ProviderError for dates that are not YYYY-MM-DD or out of order. */
function datesBetween(from: string, to: string): string[] {
  const [start, end] = [dayNumber(from), dayNumber(to)];
  if (start === null || end === null) throw new ProviderError('Dates for Google figures must be real dates like 2025-03-01', false);
  if (start > end) throw new ProviderError('The first day of Google figures must not be after the last', false);
  if (end - start + 1 > MAX_METRIC_DAYS) throw new ProviderError(`Google figures cover at most ${MAX_METRIC_DAYS} days at a time`, false);
  return Array.from({ length: end - start + 1 }, (_, index) => new Date((start + index) * DAY_MS).toISOString().slice(0, 10));
}

/** Days since 1970-01-01, or null when the text is not a real YYYY-MM-DD date. */
function dayNumber(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date ? null : time / DAY_MS;
}

function isoDate(date: { year: number; month: number; day: number }): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

function noFigures(date: string): GoogleDailyFigures {
  return { date, desktopMaps: 0, desktopSearch: 0, mobileMaps: 0, mobileSearch: 0, websiteClicks: 0, callClicks: 0, directionRequests: 0 };
}
