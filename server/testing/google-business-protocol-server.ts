import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { GOOGLE_EDITS_PER_MINUTE } from '../../shared/domain/google-business';
import type { GoogleDailyFigures } from '../google-business/google-business-client';
import { GOOGLE_BUSINESS_SCOPE, type GoogleBusinessEndpoints } from '../google-business/google-endpoints';
import type { GoogleLocation } from '../google-business/location-fields';
import { faultQueue, parseJson, serveOnLoopback } from './protocol-stand-in';

/*
 * A local stand-in for Google Business Profile, OAuth included, all on one origin:
 *   GET   /o/oauth2/v2/auth       consent, given at once: 302 to redirect_uri?code=&state=&scope=
 *                                 (?error=access_denied&state= after denyNextConsent)
 *   POST  /token                  form-encoded; grant_type=authorization_code (single-use code, same
 *                                 redirect_uri, PKCE S256 verifier) or refresh_token; expires_in 3599
 *   POST  /revoke                 form token=: the grant's refresh and access tokens; unknown: 400 invalid_token
 *   GET   /v1/accounts            pageSize (at most 20), pageToken
 *   GET   /v1/accounts/{id}/locations   readMask required, pageSize (at most 100), pageToken
 *   GET   /v1/locations/{id}      readMask required
 *   PATCH /v1/locations/{id}      updateMask required, only its fields change; validateOnly=true checks and
 *                                 answers {}; at most 10 real edits a minute per location (429)
 *   GET   /v1/categories          regionCode, languageCode, view required; filter=displayName=<front of a name>
 *   GET   /v1/locations/{id}:fetchMultiDailyMetricsTimeSeries   dailyMetrics (repeated), dailyRange.start_date.*
 *                                 and dailyRange.end_date.* (camelCase accepted too); values of 0 left out
 * The APIs want Authorization: Bearer with a live access token holding business.manage. Errors are
 * Google's shapes ({"error": "invalid_grant", ...} from OAuth; {"error": {code, message, status, details:
 * [ErrorInfo, BadRequest]}} from the APIs), the texts modelled on Google's, not copied from a specification.
 * The call log keeps no secret: codes, verifiers, secrets and tokens are redacted, and each call's bearer
 * token is logged by its number (1 for the first issued).
 */

export interface GoogleBusinessStandInCall {
  method: string;
  path: string;
  /** A parameter sent more than once (dailyMetrics) as a list. */
  query: Record<string, string | string[]>;
  /** JSON bodies as sent; form bodies with their secrets redacted. */
  body: unknown;
  /** The number of the access token sent; 0 for one never issued; null without one. */
  bearer: number | null;
}

export interface GoogleBusinessStandInEdit {
  updateMask: string[];
  location: Record<string, unknown>;
  at: Date;
}

export interface GoogleTestAccount {
  name: string;
  accountName: string;
  type?: string;
}

export interface GoogleBusinessStandIn {
  origin: string;
  /** Every endpoint on this origin. */
  endpoints: GoogleBusinessEndpoints;
  clientId: string;
  clientSecret: string;
  readonly calls: readonly GoogleBusinessStandInCall[];
  readonly categories: readonly { name: string; displayName: string }[];
  addAccount(account: GoogleTestAccount): void;
  addLocation(accountName: string, location: GoogleLocation): void;
  /** The location as it stands now. */
  location(name: string): GoogleLocation | undefined;
  /** The updates applied to the location (validateOnly ones are not), oldest first. */
  edits(locationName: string): readonly GoogleBusinessStandInEdit[];
  /** Real edits of the location in the minute before the stand-in's clock. */
  editsInLastMinute(locationName: string): number;
  /** These days' figures instead of the made-up ones; other days keep theirs. */
  setDailyFigures(locationName: string, figures: readonly GoogleDailyFigures[]): void;
  /** A live access token with business.manage, for tests that skip the consent. */
  issueAccessToken(): string;
  /** Every access token issued so far answers 401 from now on. */
  expireAccessTokens(): void;
  /** Every refresh token issued so far answers invalid_grant from now on (access tokens live on until they expire). */
  revokeRefreshTokens(): void;
  /** The next consent is refused: the browser comes back with error=access_denied. */
  denyNextConsent(): void;
  /** At the next consent the person unticks Business Profile, so it is not granted. */
  withholdScopeNextConsent(): void;
  /** Google refuses this number (compared by digits) as a location's phone. */
  rejectPhone(phone: string): void;
  /** The next `times` calls (not the consent page) answer this status with Google's error body. */
  failNext(status: 429 | 500 | 503, times?: number): void;
  close(): Promise<void>;
}

/** A few of Google's categories, among them each trade's own (google-categories.ts) and some sharing a name's front. */
export const GOOGLE_TEST_CATEGORIES: readonly { name: string; displayName: string }[] = [
  ['accountant', 'Accountant'],
  ['auto_repair_shop', 'Auto repair shop'],
  ['bakery', 'Bakery'],
  ['bakery_equipment', 'Bakery equipment'],
  ['beauty_salon', 'Beauty salon'],
  ['clothing_store', 'Clothing store'],
  ['coffee_shop', 'Coffee shop'],
  ['coffee_store', 'Coffee store'],
  ['consultant', 'Consultant'],
  ['contractor', 'Contractor'],
  ['dental_clinic', 'Dental clinic'],
  ['dentist', 'Dentist'],
  ['entertainment', 'Entertainment'],
  ['fitness_center', 'Fitness center'],
  ['gym', 'Gym'],
  ['medical_clinic', 'Medical clinic'],
  ['plumber', 'Plumber'],
  ['restaurant', 'Restaurant'],
  ['restaurant_supply_store', 'Restaurant supply store'],
  ['school', 'School'],
  ['store', 'Store'],
].map(([id, displayName]) => ({ name: `categories/gcid:${id}`, displayName: displayName! }));

const EXPIRES_IN_SECONDS = 3599;
const CODE_LIFETIME_MS = 10 * 60_000;
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const LOCATION_FIELDS = new Set([
  'name', 'languageCode', 'storeCode', 'title', 'phoneNumbers', 'categories', 'storefrontAddress', 'websiteUri', 'regularHours',
  'specialHours', 'serviceArea', 'labels', 'latlng', 'openInfo', 'metadata', 'profile', 'relationshipData', 'moreHours', 'serviceItems',
]);
const EDITABLE_PATHS = new Set([
  'title', 'storefrontAddress', 'phoneNumbers', 'phoneNumbers.primaryPhone', 'phoneNumbers.additionalPhones', 'websiteUri', 'regularHours',
  'profile', 'profile.description', 'categories', 'categories.primaryCategory', 'categories.additionalCategories',
]);
const METRICS: Record<string, { field: Exclude<keyof GoogleDailyFigures, 'date'>; low: number; high: number }> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: { field: 'desktopMaps', low: 2, high: 15 },
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: { field: 'desktopSearch', low: 5, high: 30 },
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: { field: 'mobileMaps', low: 10, high: 50 },
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: { field: 'mobileSearch', low: 20, high: 80 },
  WEBSITE_CLICKS: { field: 'websiteClicks', low: 1, high: 10 },
  CALL_CLICKS: { field: 'callClicks', low: 1, high: 6 },
  BUSINESS_DIRECTION_REQUESTS: { field: 'directionRequests', low: 1, high: 8 },
};
/** Form fields and query parameters never logged as sent. */
const SECRET_PARAMETERS = new Set(['client_secret', 'code', 'code_verifier', 'refresh_token', 'token', 'access_token']);

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Incoming {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  text: string;
}

interface AccessToken {
  number: number;
  scopes: string[];
  refreshToken: string | null;
  expiresAt: number;
  live: boolean;
}

interface AuthorizationCode {
  redirectUri: string;
  challenge: string;
  scopes: string[];
  offline: boolean;
  issuedAt: number;
  used: boolean;
}

type Authenticated = { ok: true } | { ok: false; answer: Answer };

interface Violation {
  field: string;
  description: string;
  reason: string;
}

export async function startGoogleBusinessStandIn(
  options: { clientId?: string; clientSecret?: string; clock?: () => Date; port?: number } = {},
): Promise<GoogleBusinessStandIn> {
  const clientId = options.clientId ?? 'citewise-test.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'GOCSPX-stand-in-secret';
  const clock = options.clock ?? (() => new Date());
  const now = () => clock().getTime();

  const calls: GoogleBusinessStandInCall[] = [];
  const accounts: GoogleTestAccount[] = [];
  const locations = new Map<string, { accountName: string; location: GoogleLocation }>();
  const edits = new Map<string, GoogleBusinessStandInEdit[]>();
  const figures = new Map<string, Map<string, GoogleDailyFigures>>();
  const codes = new Map<string, AuthorizationCode>();
  const refreshTokens = new Map<string, { scopes: string[]; revoked: boolean }>();
  const accessTokens = new Map<string, AccessToken>();
  const rejectedPhones = new Set<string>();
  const faults = faultQueue<number>();
  let nextConsent: 'deny' | 'withhold' | null = null;

  function issueAccess(scopes: string[], refreshToken: string | null): string {
    const token = `ya29.${randomBytes(24).toString('base64url')}`;
    const expiresAt = now() + EXPIRES_IN_SECONDS * 1000;
    accessTokens.set(token, { number: accessTokens.size + 1, scopes, refreshToken, expiresAt, live: true });
    return token;
  }

  function bearerOf(headers: IncomingHttpHeaders): string | null {
    return /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1] ?? null;
  }

  function record({ method, url, headers, text }: Incoming): void {
    const shown = (name: string, value: string) => (SECRET_PARAMETERS.has(name) ? '[redacted]' : value);
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of url.searchParams) {
      const earlier = query[name];
      query[name] = earlier === undefined ? shown(name, value) : [earlier, shown(name, value)].flat();
    }
    const isForm = headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    const form = () => Object.fromEntries([...new URLSearchParams(text)].map(([name, value]) => [name, shown(name, value)]));
    const body = isForm ? form() : parseJson(text);
    const bearer = bearerOf(headers);
    calls.push({ method, path: url.pathname, query, body, bearer: bearer === null ? null : (accessTokens.get(bearer)?.number ?? 0) });
  }

  function handle(request: Incoming): Answer {
    const { method, url } = request;
    const path = url.pathname;
    if (method === 'GET' && path === '/o/oauth2/v2/auth') return authorize(url);
    const status = faults.next();
    if (status !== undefined) return failure(status);
    if (method === 'POST' && path === '/token') return token(request);
    if (method === 'POST' && path === '/revoke') return revoke(request);
    if (!path.startsWith('/v1/')) return googleError(404, 'NOT_FOUND', `Not found: ${path}`);

    const authenticated = authenticate(request.headers);
    if (!authenticated.ok) return authenticated.answer;
    if (method === 'GET' && path === '/v1/accounts') return listAccounts(url);
    if (method === 'GET' && path === '/v1/categories') return listCategories(url);
    const accountLocations = /^\/v1\/(accounts\/[0-9A-Za-z_-]+)\/locations$/.exec(path);
    if (method === 'GET' && accountLocations) return listLocations(accountLocations[1]!, url);
    const metrics = /^\/v1\/(locations\/[0-9A-Za-z_-]+):fetchMultiDailyMetricsTimeSeries$/.exec(path);
    if (method === 'GET' && metrics) return dailyMetrics(metrics[1]!, url);
    const location = /^\/v1\/(locations\/[0-9A-Za-z_-]+)$/.exec(path);
    if (method === 'GET' && location) return getLocation(location[1]!, url);
    if (method === 'PATCH' && location) return patchLocation(location[1]!, url, request.text);
    return googleError(404, 'NOT_FOUND', `Method not found: ${method} ${path}`);
  }

  // OAuth 2.0

  function authorize(url: URL): Answer {
    const parameter = (name: string) => url.searchParams.get(name) ?? '';
    if (parameter('client_id') !== clientId) return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = parameter('redirect_uri');
    if (!URL.canParse(redirectUri)) return oauthError(400, 'invalid_request', 'Missing required parameter: redirect_uri');
    if (parameter('response_type') !== 'code') return oauthError(400, 'unsupported_response_type', 'Only response_type=code is supported.');
    const scopes = parameter('scope').split(' ').filter(Boolean);
    if (!scopes.includes(GOOGLE_BUSINESS_SCOPE)) return oauthError(400, 'invalid_scope', 'The scope must include business.manage.');
    if (!parameter('code_challenge') || parameter('code_challenge_method') !== 'S256') {
      return oauthError(400, 'invalid_request', 'code_challenge and code_challenge_method=S256 are required.');
    }

    const back = new URL(redirectUri);
    const consent = nextConsent;
    nextConsent = null;
    if (consent === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const granted = consent === 'withhold' ? scopes.filter((scope) => scope !== GOOGLE_BUSINESS_SCOPE) : scopes;
      const code = `4/0${randomBytes(24).toString('base64url')}`;
      codes.set(code, {
        redirectUri,
        challenge: parameter('code_challenge'),
        scopes: granted,
        offline: parameter('access_type') === 'offline',
        issuedAt: now(),
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', granted.join(' '));
    }
    if (url.searchParams.has('state')) back.searchParams.set('state', parameter('state'));
    return { status: 302, headers: { Location: back.toString() } };
  }

  function token({ headers, text }: Incoming): Answer {
    if (!headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return oauthError(400, 'invalid_request', 'The request body must be application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams(text);
    const basic = /^Basic (\S+)$/.exec(headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId || secret !== clientSecret) return oauthError(401, 'invalid_client', 'Unauthorized');

    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code) return oauthError(400, 'invalid_grant', 'Malformed auth code.');
      // A code is spent by its first use, whatever becomes of it.
      const fresh = !code.used && now() - code.issuedAt < CODE_LIFETIME_MS;
      code.used = true;
      if (!fresh) return oauthError(400, 'invalid_grant', 'Bad Request');
      if (form.get('redirect_uri') !== code.redirectUri) return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
      const verifier = form.get('code_verifier');
      if (!verifier) return oauthError(400, 'invalid_request', 'Missing code verifier.');
      if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
        return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
      }
      const refreshToken = code.offline ? `1//0${randomBytes(32).toString('base64url')}` : null;
      if (refreshToken) refreshTokens.set(refreshToken, { scopes: code.scopes, revoked: false });
      const accessToken = issueAccess(code.scopes, refreshToken);
      return {
        status: 200,
        body: {
          access_token: accessToken,
          expires_in: EXPIRES_IN_SECONDS,
          ...(refreshToken ? { refresh_token: refreshToken } : {}),
          scope: code.scopes.join(' '),
          token_type: 'Bearer',
        },
      };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(refreshToken);
      if (!grant || grant.revoked) return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
      const accessToken = issueAccess(grant.scopes, refreshToken);
      const scope = grant.scopes.join(' ');
      return { status: 200, body: { access_token: accessToken, expires_in: EXPIRES_IN_SECONDS, scope, token_type: 'Bearer' } };
    }
    return oauthError(400, 'unsupported_grant_type', 'Invalid grant_type.');
  }

  /** Revoking either token of a grant ends the whole grant, as Google does. */
  function revoke({ text }: Incoming): Answer {
    const value = new URLSearchParams(text).get('token') ?? '';
    const access = accessTokens.get(value);
    const refreshToken = refreshTokens.has(value) ? value : (access?.refreshToken ?? null);
    const grant = refreshToken ? refreshTokens.get(refreshToken) : undefined;
    const alive = grant ? !grant.revoked : access?.live === true && access.expiresAt > now();
    if (!alive) return oauthError(400, 'invalid_token', 'Token expired or revoked');
    if (grant) grant.revoked = true;
    for (const entry of accessTokens.values()) {
      if ((refreshToken && entry.refreshToken === refreshToken) || entry === access) entry.live = false;
    }
    return { status: 200, body: {} };
  }

  function authenticate(headers: IncomingHttpHeaders): Authenticated {
    const bearer = bearerOf(headers);
    const entry = bearer ? accessTokens.get(bearer) : undefined;
    if (!entry || !entry.live || entry.expiresAt <= now()) {
      const message = 'Request had invalid authentication credentials. Expected OAuth 2 access token or other valid credential.';
      const answer = googleError(401, 'UNAUTHENTICATED', message, { reason: bearer ? 'ACCESS_TOKEN_EXPIRED' : 'CREDENTIALS_MISSING' });
      const challenge = 'Bearer realm="https://accounts.google.com/", error="invalid_token"';
      return { ok: false, answer: { ...answer, headers: { 'WWW-Authenticate': challenge } } };
    }
    if (!entry.scopes.includes(GOOGLE_BUSINESS_SCOPE)) {
      const message = 'Request had insufficient authentication scopes.';
      return { ok: false, answer: googleError(403, 'PERMISSION_DENIED', message, { reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }) };
    }
    return { ok: true };
  }

  // Account Management and Business Information

  function listAccounts(url: URL): Answer {
    const page = paging(url, 'accounts', 20, 20);
    if ('status' in page) return page;
    const slice = accounts.slice(page.offset, page.offset + page.size);
    const body = slice.map((account) => ({
      name: account.name,
      accountName: account.accountName,
      type: account.type ?? 'LOCATION_GROUP',
      role: 'OWNER',
      verificationState: 'VERIFIED',
    }));
    return { status: 200, body: { accounts: body, ...nextPage('accounts', page.offset + page.size, accounts.length) } };
  }

  function listLocations(accountName: string, url: URL): Answer {
    if (!accounts.some((account) => account.name === accountName)) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    const mask = readMask(url);
    if ('status' in mask) return mask;
    const page = paging(url, 'locations', 10, 100);
    if ('status' in page) return page;
    const all = [...locations.values()].filter((entry) => entry.accountName === accountName).map((entry) => entry.location);
    const slice = all.slice(page.offset, page.offset + page.size).map((location) => masked(location, mask.fields));
    return { status: 200, body: { locations: slice, ...nextPage('locations', page.offset + page.size, all.length) } };
  }

  function getLocation(name: string, url: URL): Answer {
    const entry = locations.get(name);
    if (!entry) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    const mask = readMask(url);
    if ('status' in mask) return mask;
    return { status: 200, body: masked(entry.location, mask.fields) };
  }

  function patchLocation(name: string, url: URL, text: string): Answer {
    const entry = locations.get(name);
    if (!entry) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    const updateMask = (url.searchParams.get('updateMask') ?? '').split(',').map((path) => path.trim()).filter(Boolean);
    if (updateMask.length === 0) return invalidArgument([{ field: 'update_mask', description: 'Field is required' }]);
    const unknown = updateMask.find((path) => !EDITABLE_PATHS.has(path));
    if (unknown) return invalidArgument([{ field: 'update_mask', description: `Invalid field mask provided: ${unknown}` }]);
    const body = parseJson(text);
    if (!isRecord(body)) return invalidArgument([{ field: 'location', description: 'The request body must be a Location.' }]);

    const problems = violations(body, updateMask);
    if (problems.length > 0) {
      return invalidArgument(
        problems.map(({ field, description }) => ({ field, description })),
        problems[0]!.reason,
      );
    }
    if (url.searchParams.get('validateOnly') === 'true') return { status: 200, body: {} };

    if (editsSince(name, now() - 60_000) >= GOOGLE_EDITS_PER_MINUTE) {
      const message = "Quota exceeded for quota metric 'Edits' and limit 'Edits per minute per location'.";
      return googleError(429, 'RESOURCE_EXHAUSTED', message, { reason: 'RATE_LIMIT_EXCEEDED' });
    }
    const location: Record<string, unknown> = structuredClone(entry.location);
    for (const path of updateMask) {
      const [top, sub] = path.split('.') as [string, string | undefined];
      const value = body[top];
      if (sub === undefined) {
        // A field named but not sent is cleared.
        if (value === undefined || value === null) delete location[top];
        else location[top] = structuredClone(value);
        continue;
      }
      const part: Record<string, unknown> = isRecord(location[top]) ? { ...location[top] } : {};
      const subValue = isRecord(value) ? value[sub] : undefined;
      if (subValue === undefined || subValue === null) delete part[sub];
      else part[sub] = structuredClone(subValue);
      location[top] = part;
    }
    entry.location = location as GoogleLocation;
    const applied = edits.get(name) ?? [];
    applied.push({ updateMask, location: structuredClone(body), at: clock() });
    edits.set(name, applied);
    return { status: 200, body: structuredClone(entry.location) };
  }

  /** What Google would refuse in the fields the mask names. */
  function violations(body: Record<string, unknown>, updateMask: readonly string[]): Violation[] {
    const problems: Violation[] = [];
    const named = (path: string) => updateMask.includes(path) || updateMask.includes(path.split('.')[0]!);
    const value = (top: string, sub?: string) => {
      const part = body[top];
      return sub === undefined ? part : isRecord(part) ? part[sub] : undefined;
    };
    if (named('title') && (typeof value('title') !== 'string' || (value('title') as string).trim() === '')) {
      problems.push({ field: 'title', description: 'The business name is required.', reason: 'REQUIRED_FIELD_MISSING' });
    }
    if (named('phoneNumbers.primaryPhone')) {
      const phone = value('phoneNumbers', 'primaryPhone');
      const digits = typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
      if (phone !== undefined && (digits.length < 10 || digits.length > 15 || rejectedPhones.has(digits.slice(-10)))) {
        problems.push({ field: 'phone_numbers.primary_phone', description: 'Invalid phone number.', reason: 'INVALID_PHONE_NUMBER' });
      }
    }
    if (named('websiteUri') && value('websiteUri') !== undefined) {
      const website = value('websiteUri');
      if (typeof website !== 'string' || !/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(website)) {
        problems.push({ field: 'website_uri', description: 'Invalid website URL.', reason: 'INVALID_URL' });
      }
    }
    if (named('storefrontAddress')) {
      const address = value('storefrontAddress');
      const lines = isRecord(address) && Array.isArray(address.addressLines) ? address.addressLines : [];
      const complete = isRecord(address) && lines.length > 0 && !!address.locality && !!address.administrativeArea && !!address.postalCode;
      if (!complete || address.regionCode !== 'US') {
        problems.push({ field: 'storefront_address', description: 'The address is incomplete.', reason: 'INVALID_ADDRESS' });
      }
    }
    if (named('regularHours')) {
      const periods = value('regularHours', 'periods');
      if (periods !== undefined && (!Array.isArray(periods) || !periods.every(validPeriod))) {
        problems.push({ field: 'regular_hours.periods', description: 'Invalid business hours.', reason: 'INVALID_BUSINESS_HOURS' });
      }
    }
    if (named('profile.description')) {
      const description = value('profile', 'description');
      if (typeof description === 'string' && description.length > 750) {
        const tooLong = 'The description may have at most 750 characters.';
        problems.push({ field: 'profile.description', description: tooLong, reason: 'STRING_TOO_LONG' });
      }
    }
    if (named('categories.primaryCategory')) {
      const category = value('categories', 'primaryCategory');
      const known = isRecord(category) && GOOGLE_TEST_CATEGORIES.some((entry) => entry.name === category.name);
      if (!known) problems.push({ field: 'categories.primary_category', description: 'Unknown category.', reason: 'INVALID_CATEGORY' });
    }
    return problems;
  }

  function editsSince(name: string, since: number): number {
    return (edits.get(name) ?? []).filter((edit) => edit.at.getTime() > since).length;
  }

  function listCategories(url: URL): Answer {
    for (const required of ['regionCode', 'languageCode', 'view']) {
      if (!url.searchParams.get(required)) return invalidArgument([{ field: required, description: 'Field is required' }]);
    }
    const filter = url.searchParams.get('filter');
    const front = filter === null ? '' : /^displayName=(.*)$/.exec(filter)?.[1];
    if (front === undefined) return invalidArgument([{ field: 'filter', description: 'Only displayName may be filtered on.' }]);
    const page = paging(url, 'categories', 100, 100);
    if ('status' in page) return page;
    const found = GOOGLE_TEST_CATEGORIES.filter((category) => category.displayName.toLowerCase().startsWith(front.trim().toLowerCase()));
    const slice = found.slice(page.offset, page.offset + page.size);
    return { status: 200, body: { categories: slice, ...nextPage('categories', page.offset + page.size, found.length) } };
  }

  // Performance

  function dailyMetrics(name: string, url: URL): Answer {
    if (!locations.has(name)) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    const metrics = url.searchParams.getAll('dailyMetrics');
    if (metrics.length === 0) return invalidArgument([{ field: 'daily_metrics', description: 'Field is required' }]);
    const unknown = metrics.find((metric) => !(metric in METRICS));
    if (unknown) return invalidArgument([{ field: 'daily_metrics', description: `Invalid value: ${unknown}` }]);
    const [start, end] = [rangeDate(url, 'start'), rangeDate(url, 'end')];
    if (!start || !end || start > end) return invalidArgument([{ field: 'daily_range', description: 'Invalid date range.' }]);

    const days: string[] = [];
    for (let day = new Date(`${start}T00:00:00Z`); day.toISOString().slice(0, 10) <= end; day = new Date(day.getTime() + 86_400_000)) {
      days.push(day.toISOString().slice(0, 10));
    }
    const series = metrics.map((metric) => ({
      dailyMetric: metric,
      timeSeries: {
        datedValues: days.map((date) => {
          const value = figuresOf(name, date)[METRICS[metric]!.field];
          const [year, month, day] = date.split('-').map(Number);
          // Google leaves a value of 0 out.
          return { date: { year, month, day }, ...(value === 0 ? {} : { value: String(value) }) };
        }),
      },
    }));
    return { status: 200, body: { multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries: series }] } };
  }

  function figuresOf(name: string, date: string): GoogleDailyFigures {
    const set = figures.get(name)?.get(date);
    if (set) return set;
    const made: Record<string, number> = {};
    for (const [metric, { field, low, high }] of Object.entries(METRICS)) {
      const seed = createHash('sha256').update(`${name}|${date}|${metric}`).digest().readUInt32BE(0);
      made[field] = low + (seed % (high - low + 1));
    }
    return { date, ...made } as GoogleDailyFigures;
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call: Incoming = {
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', 'http://stand-in.test'),
        headers: request.headers,
        text: Buffer.concat(chunks).toString(),
      };
      record(call);
      const answer = handle(call);
      const headers = { ...(answer.body === undefined ? {} : { 'Content-Type': 'application/json; charset=UTF-8' }), ...answer.headers };
      response.writeHead(answer.status, headers).end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  const { origin, close } = await serveOnLoopback(server, options.port);

  return {
    origin,
    endpoints: {
      authorization: `${origin}/o/oauth2/v2/auth`,
      token: `${origin}/token`,
      revoke: `${origin}/revoke`,
      accounts: origin,
      businessInformation: origin,
      performance: origin,
    },
    clientId,
    clientSecret,
    calls,
    categories: GOOGLE_TEST_CATEGORIES,
    addAccount(account) {
      accounts.push({ ...account });
    },
    addLocation(accountName, location) {
      if (!accounts.some((account) => account.name === accountName)) throw new Error(`No account ${accountName}: add it first`);
      locations.set(location.name, { accountName, location: structuredClone(location) });
    },
    location: (name) => {
      const entry = locations.get(name);
      return entry && structuredClone(entry.location);
    },
    edits: (name) => edits.get(name) ?? [],
    editsInLastMinute: (name) => editsSince(name, now() - 60_000),
    setDailyFigures(name, list) {
      const byDate = figures.get(name) ?? new Map<string, GoogleDailyFigures>();
      for (const entry of list) byDate.set(entry.date, { ...entry });
      figures.set(name, byDate);
    },
    issueAccessToken: () => issueAccess([GOOGLE_BUSINESS_SCOPE], null),
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.live = false;
    },
    revokeRefreshTokens() {
      for (const grant of refreshTokens.values()) grant.revoked = true;
    },
    denyNextConsent() {
      nextConsent = 'deny';
    },
    withholdScopeNextConsent() {
      nextConsent = 'withhold';
    },
    rejectPhone(phone) {
      rejectedPhones.add(phone.replace(/\D/g, '').slice(-10));
    },
    failNext(status, times = 1) {
      faults.inject(status, times);
    },
    close,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validPeriod(period: unknown): boolean {
  if (!isRecord(period) || !DAYS.includes(String(period.openDay)) || !DAYS.includes(String(period.closeDay))) return false;
  const minutes = (time: unknown) => (isRecord(time) ? Number(time.hours ?? 0) * 60 + Number(time.minutes ?? 0) : 0);
  const [open, close] = [minutes(period.openTime), minutes(period.closeTime)];
  if (!(open >= 0 && open < 24 * 60 && close >= 0 && close <= 24 * 60)) return false;
  // A period within one day must close after it opens.
  return period.openDay !== period.closeDay || open < close;
}

/** The page asked for, or the 400 for a bad size or token; tokens are opaque to clients. */
function paging(url: URL, kind: string, defaultSize: number, maxSize: number): { offset: number; size: number } | Answer {
  const sizeText = url.searchParams.get('pageSize');
  const size = sizeText === null ? defaultSize : Number(sizeText);
  if (!Number.isInteger(size) || size < 0) return invalidArgument([{ field: 'page_size', description: 'Invalid page size.' }]);
  const token = url.searchParams.get('pageToken');
  if (!token) return { offset: 0, size: Math.min(size || defaultSize, maxSize) };
  const match = new RegExp(`^${kind}:(\\d+)$`).exec(Buffer.from(token, 'base64url').toString());
  if (!match) return invalidArgument([{ field: 'page_token', description: 'Invalid page token.' }]);
  return { offset: Number(match[1]), size: Math.min(size || defaultSize, maxSize) };
}

/** A nextPageToken while entries remain; Google leaves the field out on the last page. */
function nextPage(kind: string, offset: number, total: number): { nextPageToken?: string } {
  return offset < total ? { nextPageToken: Buffer.from(`${kind}:${offset}`).toString('base64url') } : {};
}

function readMask(url: URL): { fields: Set<string> } | Answer {
  const paths = (url.searchParams.get('readMask') ?? '').split(',').map((path) => path.trim()).filter(Boolean);
  if (paths.length === 0) return invalidArgument([{ field: 'read_mask', description: 'Field is required' }]);
  const fields = new Set(paths.map((path) => path.split('.')[0]!));
  const unknown = [...fields].find((field) => !LOCATION_FIELDS.has(field));
  if (unknown) return invalidArgument([{ field: 'read_mask', description: `Invalid field mask provided: ${unknown}` }]);
  return { fields };
}

/** Only the fields the mask names; a field without a value is left out. */
function masked(location: GoogleLocation, fields: ReadonlySet<string>): Record<string, unknown> {
  const shown = Object.entries(location).filter(([field, value]) => fields.has(field) && value !== undefined && value !== null);
  return Object.fromEntries(shown);
}

/** dailyRange.start_date.year and the like, in either case style; null when not a real date. */
function rangeDate(url: URL, edge: 'start' | 'end'): string | null {
  const part = (unit: string) =>
    [`dailyRange.${edge}_date.${unit}`, `dailyRange.${edge}Date.${unit}`, `daily_range.${edge}_date.${unit}`]
      .map((name) => url.searchParams.get(name))
      .find((value) => value !== null) ?? '';
  const [year, month, day] = ['year', 'month', 'day'].map((unit) => Number(part(unit)));
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

function failure(status: number): Answer {
  if (status === 429) {
    const message = "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'.";
    return googleError(429, 'RESOURCE_EXHAUSTED', message, { reason: 'RATE_LIMIT_EXCEEDED' });
  }
  if (status === 503) return googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.');
  return googleError(status, 'INTERNAL', 'Internal error encountered.');
}

function invalidArgument(fieldViolations: { field: string; description: string }[], reason?: string): Answer {
  return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', { reason, fieldViolations });
}

function googleError(
  code: number,
  status: string,
  message: string,
  extra: { reason?: string; fieldViolations?: { field: string; description: string }[] } = {},
): Answer {
  const details: unknown[] = [];
  if (extra.reason) {
    const metadata = { service: 'mybusinessbusinessinformation.googleapis.com' };
    details.push({ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: extra.reason, domain: 'googleapis.com', metadata });
  }
  if (extra.fieldViolations) details.push({ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: extra.fieldViolations });
  return { status: code, body: { error: { code, message, status, ...(details.length > 0 ? { details } : {}) } } };
}

function oauthError(status: number, error: string, description: string): Answer {
  return { status, body: { error, error_description: description } };
}
