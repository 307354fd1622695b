import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { GoogleBusinessStatus, GoogleLink, GoogleLinkRow, GoogleLocationView, GoogleUpdatePreview } from '../../../shared/contract/google-business';
import { GOOGLE_EDITS_PER_MINUTE, GOOGLE_PUSHED_FIELDS, type GooglePushedField } from '../../../shared/domain/google-business';
import { normalizePostalCode, normalizeStreetAddress } from '../../citations/address-normalizer';
import { normalizeBusinessName } from '../../citations/name-normalizer';
import { normalizePhone } from '../../citations/phone-normalizer';
import type { BusinessRecord, GoogleLocationLinkRecord } from '../../db/records';
import { UniqueViolationError, type Repositories } from '../../db/repositories';
import { googleBusinessEndpoints, type GoogleBusinessEndpoints } from '../../google-business/google-endpoints';
import { authorizationRequestUrl, createGoogleOAuthClient, GoogleGrantRevokedError, pkcePair } from '../../google-business/google-oauth';
import {
  createGoogleBusinessClient,
  GoogleRequestError,
  isGoogleAccountName,
  isGoogleLocationName,
  type GoogleBusinessClient,
} from '../../google-business/google-business-client';
import { googleCategoryAgrees, googleCategoryOf } from '../../google-business/google-categories';
import { googleRefreshTokenContext } from '../../google-business/refresh-token-context';
import {
  locationDifferences,
  locationPatch,
  profileFieldsOfLocation,
  type GoogleLocation,
  type ProfileFields,
} from '../../google-business/location-fields';
import { ApiError, notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import { ProviderError } from '../../providers/provider';
import type { ResilientClientOverrides } from '../../providers/resilience/resilient-json-client';
import { decryptSetting, encryptSetting, SettingDecryptionError } from '../../settings/settings-cipher';
import { SettingsKeyUnavailableError, type SettingsKeySource } from '../../settings/settings-key';
import type { SettingsReader } from '../../settings/settings-reader';
import { categoryOf } from '../businesses/provider-business';
import { assertOrganizationActive } from '../organizations/organization-context';
import type { ProviderEnvironment } from './integration-status';
import { providerCall } from './provider-call';
import type { ProviderQuota } from './provider-quota';
import { RATE_LIMITS, type RateLimiter } from '../infrastructure/rate-limiter';

// Google Business Profile for an organization: the consent (OAuth 2.0 code with PKCE, offline access,
// business.manage only), the encrypted refresh token, short-lived access tokens in memory, the link of
// each business to a location, and updates of a location from the profile.

export const GOOGLE_BUSINESS_CLIENT_ID_SETTING = 'google_business_client_id';
export const GOOGLE_BUSINESS_CLIENT_SECRET_SETTING = 'google_business_client_secret';
export const GOOGLE_BUSINESS_CALLBACK_PATH = '/google-business/callback';

export const NOT_CONFIGURED_MESSAGE =
  'Google Business Profile is not configured: an administrator sets GOOGLE_BUSINESS_CLIENT_ID and GOOGLE_BUSINESS_CLIENT_SECRET, or enters them in Admin Settings.';
export const DESKTOP_MESSAGE =
  "Google Business Profile is not available in the desktop app: Google sends its consent back to a registered web address, and the desktop app's address changes every time it starts. Manage Google listings in the hosted app.";
export const NOT_CONNECTED_MESSAGE = 'Connect Google Business Profile first.';
export const RECONNECT_MESSAGE = 'Google no longer accepts this connection. Connect Google again.';
export const CONSENT_MISMATCH_MESSAGE = 'This answer from Google does not belong to a connection started here. Start again with Connect Google.';
export const NOT_LINKED_MESSAGE = 'Link this business to its Google location first.';
const SANDBOX_NOTE = 'Sandbox: businesses not linked to Google show simulated listing figures.';

/** The consent must be finished within this time of starting it. */
const CONSENT_LIFETIME_MS = 10 * 60_000;
/** An access token is renewed this long before Google says it expires. */
const RENEW_BEFORE_MS = 60_000;
/** Locations listed per link screen: the accounts' first ones, and the organization's first businesses by name. */
export const LINK_ROWS_LIMIT = 500;
const PENDING_CONTEXT = 'google_business_consent';

const pendingSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  organizationId: z.string(),
  userId: z.string(),
  expiresAt: z.number(),
});

export interface GoogleBusinessServiceDeps {
  repositories: Repositories;
  settings: SettingsReader;
  env: Readonly<Record<string, string | undefined>>;
  keys: SettingsKeySource;
  publicUrl: string;
  /** A server for one local client (the desktop app): Google cannot send its consent back to it. */
  desktop: boolean;
  environment: () => Promise<ProviderEnvironment>;
  rateLimiter: RateLimiter;
  quota: ProviderQuota;
  clock: () => Date;
  /** For tests: what the Google clients are built with (fetch, clocks, sleeps). */
  client?: ResilientClientOverrides;
}

interface Credentials {
  clientId: string;
  clientSecret: string;
  configuredBy: 'environment' | 'settings';
}

const addressOf = (fields: Pick<ProfileFields, 'address' | 'city' | 'state' | 'zipCode'>) =>
  [fields.address, fields.city, [fields.state, fields.zipCode].filter(Boolean).join(' ')].filter((part) => part.trim() !== '').join(', ');

/** The profile as Google's fields hold it: the trade's Google category when Google's does not belong to it. */
function profileFieldsOf(business: BusinessRecord): ProfileFields {
  const { name, address, city, state, zipCode, phone, website, hours, description } = business;
  return { name, address, city, state, zipCode, phone, website, hours, description, category: googleCategoryOf(categoryOf(business)) };
}

/** How the profile differs from the location; a Google category within the business's trade agrees. */
function differencesOf(business: BusinessRecord, location: GoogleLocation) {
  const agrees = googleCategoryAgrees(categoryOf(business), location.categories?.primaryCategory?.displayName);
  return locationDifferences(profileFieldsOf(business), location).filter((difference) => difference.field !== 'category' || !agrees);
}

/** Name, phone and street as the NAP engine compares them, normalized once per business or location. */
interface Likeness {
  name: string;
  phone: string;
  street: string;
  zipCode: string;
}

function likenessOf(fields: Pick<ProfileFields, 'name' | 'phone' | 'address' | 'zipCode'>): Likeness {
  const { name, phone, address, zipCode } = fields;
  return {
    name: normalizeBusinessName(name),
    phone: normalizePhone(phone),
    street: normalizeStreetAddress(address),
    zipCode: normalizePostalCode(zipCode),
  };
}

/**
 * How many parts of name, phone and street agree: the NAP engine's likeness of a business and a location.
 * Run for every pair of up to 500 businesses and thousands of locations, so it only compares.
 */
function likeness(business: Likeness, location: Likeness): number {
  let parts = 0;
  if (business.name !== '' && business.name === location.name) parts += 1;
  if (business.phone.length >= 10 && business.phone === location.phone) parts += 1;
  if (business.street !== '' && business.street === location.street && business.zipCode === location.zipCode) parts += 1;
  return parts;
}

function linkView(link: GoogleLocationLinkRecord): GoogleLink {
  const { businessId, accountName, locationName, title, address, mapsUrl, linkedAt } = link;
  return { businessId, accountName, locationName, title, address, mapsUrl, linkedAt: linkedAt.toISOString() };
}

/**
 * Citewise's own refusal of a call to Google (not connected, no settings key, the organization's outside calls
 * spent), as a ProviderError: a scan reports it as Google's failure and goes on; the API answers the refusal itself.
 */
export class GoogleCallRefusedError extends ProviderError {
  constructor(readonly refusal: ApiError) {
    super(refusal.message, false);
    this.name = 'GoogleCallRefusedError';
  }
}

async function refusedAsProviderError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof ApiError ? new GoogleCallRefusedError(error) : error;
  }
}

/** Google's refusal as people read it, with the reason Google gave. */
function googleFailure(error: unknown): never {
  if (error instanceof GoogleCallRefusedError) throw error.refusal;
  if (error instanceof GoogleGrantRevokedError) throw new ApiError(409, RECONNECT_MESSAGE, ERROR_CODES.conflict);
  if (error instanceof ProviderError) throw new ApiError(502, error.message, ERROR_CODES.providerFailed);
  throw error;
}

async function viaGoogle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return googleFailure(error);
  }
}

export function createGoogleBusinessService(deps: GoogleBusinessServiceDeps) {
  const { repositories, clock } = deps;
  const endpoints: GoogleBusinessEndpoints = googleBusinessEndpoints(deps.env);
  const redirectUri = `${deps.publicUrl.replace(/\/+$/, '')}${GOOGLE_BUSINESS_CALLBACK_PATH}`;
  /** Access tokens by organization, with the stored refresh token they came from. */
  const accessTokens = new Map<string, { token: string; expiresAt: number; from: string }>();
  const clients = new Map<string, { identity: string; client: GoogleBusinessClient }>();

  function key(): Buffer {
    try {
      return deps.keys.key();
    } catch (error) {
      if (error instanceof SettingsKeyUnavailableError) throw new ApiError(503, error.message, ERROR_CODES.settingsKeyUnavailable);
      throw error;
    }
  }

  async function credentials(): Promise<Credentials | null> {
    const fromEnv = deps.env.GOOGLE_BUSINESS_CLIENT_ID?.trim();
    const secretFromEnv = deps.env.GOOGLE_BUSINESS_CLIENT_SECRET?.trim();
    if (fromEnv && secretFromEnv) return { clientId: fromEnv, clientSecret: secretFromEnv, configuredBy: 'environment' };
    const clientId = (await deps.settings.value(GOOGLE_BUSINESS_CLIENT_ID_SETTING))?.trim();
    const clientSecret = (await deps.settings.value(GOOGLE_BUSINESS_CLIENT_SECRET_SETTING))?.trim();
    return clientId && clientSecret ? { clientId, clientSecret, configuredBy: 'settings' } : null;
  }

  /** The credentials, when this instance can connect at all; 409 with the reason otherwise. */
  async function usableCredentials(): Promise<Credentials> {
    if (deps.desktop) throw new ApiError(409, DESKTOP_MESSAGE, ERROR_CODES.featureDisabled);
    const found = await credentials();
    if (!found) throw new ApiError(409, NOT_CONFIGURED_MESSAGE, ERROR_CODES.featureDisabled);
    return found;
  }

  async function oauthClient() {
    const { clientId, clientSecret } = await usableCredentials();
    return createGoogleOAuthClient({ clock, ...deps.client, endpoints, clientId, clientSecret, redirectUri });
  }

  async function accessToken(organizationId: string, renew: boolean): Promise<string> {
    const connection = await repositories.googleConnections.find(organizationId);
    if (!connection) throw new ApiError(409, NOT_CONNECTED_MESSAGE, ERROR_CODES.conflict);
    if (connection.needsReconnect) throw new GoogleGrantRevokedError();
    const kept = accessTokens.get(organizationId);
    if (!renew && kept && kept.from === connection.refreshToken && kept.expiresAt - RENEW_BEFORE_MS > clock().getTime()) return kept.token;
    let refreshToken: string;
    try {
      refreshToken = decryptSetting(key(), googleRefreshTokenContext(organizationId), connection.refreshToken);
    } catch (error) {
      // Encrypted under a key this server no longer has: only a new consent mends it.
      if (!(error instanceof SettingDecryptionError)) throw error;
      await repositories.googleConnections.markNeedsReconnect(organizationId);
      throw new GoogleGrantRevokedError();
    }
    try {
      const renewed = await (await oauthClient()).refresh(refreshToken);
      accessTokens.set(organizationId, { token: renewed.accessToken, expiresAt: renewed.expiresAt.getTime(), from: connection.refreshToken });
      return renewed.accessToken;
    } catch (error) {
      if (error instanceof GoogleGrantRevokedError) {
        accessTokens.delete(organizationId);
        await repositories.googleConnections.markNeedsReconnect(organizationId);
      }
      throw error;
    }
  }

  /** The organization's API client, kept while the configuration stays the same (its breaker outlasts a call). */
  async function clientOf(organizationId: string): Promise<GoogleBusinessClient> {
    const { clientId } = await usableCredentials();
    const identity = clientId;
    const kept = clients.get(organizationId);
    if (kept?.identity === identity) return kept.client;
    const client = createGoogleBusinessClient({
      clock,
      ...deps.client,
      endpoints,
      accessToken: (renew) => refusedAsProviderError(() => accessToken(organizationId, renew)),
    });
    clients.set(organizationId, { identity, client });
    return client;
  }

  async function status(organizationId: string): Promise<GoogleBusinessStatus> {
    const [found, connection, links, environment] = await Promise.all([
      credentials(),
      repositories.googleConnections.find(organizationId),
      repositories.googleLocationLinks.list(organizationId),
      deps.environment(),
    ]);
    const connectedBy = connection?.connectedByUserId ? await repositories.users.findById(connection.connectedByUserId) : undefined;
    const unavailableReason = deps.desktop ? DESKTOP_MESSAGE : found ? null : NOT_CONFIGURED_MESSAGE;
    return {
      available: unavailableReason === null,
      unavailableReason,
      redirectUri,
      configuredBy: found?.configuredBy ?? null,
      connection: connection
        ? { connectedAt: connection.connectedAt.toISOString(), connectedBy: connectedBy?.name ?? null, needsReconnect: connection.needsReconnect }
        : null,
      linkedBusinesses: links.length,
      note: environment === 'sandbox' ? SANDBOX_NOTE : null,
    };
  }

  async function ownBusiness(organizationId: string, businessId: string): Promise<BusinessRecord> {
    const business = await repositories.businesses.findInOrganization(organizationId, businessId);
    if (!business) throw notFound('Business');
    return business;
  }

  async function linkOf(organizationId: string, businessId: string): Promise<GoogleLocationLinkRecord> {
    const link = await repositories.googleLocationLinks.findByBusiness(organizationId, businessId);
    if (!link) throw new ApiError(409, NOT_LINKED_MESSAGE, ERROR_CODES.conflict);
    return link;
  }

  /** The linked location as Google has it now; 409 when Google no longer shows it to this connection. */
  async function linkedLocation(organizationId: string, link: GoogleLocationLinkRecord): Promise<GoogleLocation> {
    await deps.quota(organizationId);
    const location = await viaGoogle(async () => (await clientOf(organizationId)).location(link.locationName));
    if (!location) {
      throw new ApiError(409, `Google no longer shows ${link.title} to this connection: link the business again.`, ERROR_CODES.conflict);
    }
    return location;
  }

  async function preview(organizationId: string, business: BusinessRecord, link: GoogleLocationLinkRecord): Promise<GoogleUpdatePreview> {
    const location = await linkedLocation(organizationId, link);
    const differences = differencesOf(business, location);
    if (differences.length === 0) return { link: linkView(link), differences, validation: null };
    const patch = await patchOf(organizationId, business, differences.map((difference) => difference.field));
    try {
      await (await clientOf(organizationId)).updateLocation(link.locationName, patch, { validateOnly: true });
      return { link: linkView(link), differences, validation: { accepted: true, message: null, fieldViolations: [] } };
    } catch (error) {
      // Google refusing the update is the answer to show, not a failure of the preview.
      if (error instanceof GoogleRequestError && error.status === 400) {
        return { link: linkView(link), differences, validation: { accepted: false, message: error.message, fieldViolations: error.fieldViolations } };
      }
      return googleFailure(error);
    }
  }

  /** The PATCH of the chosen fields; a category change needs Google's own category, looked up by name. */
  async function patchOf(organizationId: string, business: BusinessRecord, fields: readonly GooglePushedField[]) {
    let category: { name: string; displayName: string } | null = null;
    if (fields.includes('category')) {
      const wanted = googleCategoryOf(categoryOf(business));
      category = await viaGoogle(async () => (await clientOf(organizationId)).findCategory(wanted, 'US'));
      if (!category) throw new ApiError(502, `Google has no category named ${wanted}.`, ERROR_CODES.providerFailed);
    }
    return locationPatch(profileFieldsOf(business), fields, category);
  }

  /** Applies the chosen fields that still differ; Google's limit of edits a minute per location is kept. */
  async function update(organizationId: string, business: BusinessRecord, fields: readonly GooglePushedField[]) {
    const link = await linkOf(organizationId, business.id);
    const location = await linkedLocation(organizationId, link);
    const differing = new Set(differencesOf(business, location).map((difference) => difference.field));
    const chosen = GOOGLE_PUSHED_FIELDS.filter((field) => fields.includes(field) && differing.has(field));
    if (chosen.length > 0) {
      await deps.rateLimiter.consume(
        RATE_LIMITS.googleEditsPerLocation,
        // Google counts the location's edits whoever makes them: every organization linked to it shares the ten.
        link.locationName,
        () => `Google accepts at most ${GOOGLE_EDITS_PER_MINUTE} edits a minute of one location. Please try again in a minute.`,
      );
      const patch = await patchOf(organizationId, business, chosen);
      await deps.quota(organizationId);
      await viaGoogle(async () => (await clientOf(organizationId)).updateLocation(link.locationName, patch, { validateOnly: false }));
    }
    return { updated: chosen, link };
  }

  return {
    redirectUri,
    status: (context: OrganizationContext) => status(context.organization.id),

    /** Where to send the browser; `pending` (sealed, bound to this person and organization) comes back with Google's answer. */
    async authorize(context: OrganizationContext, userId: string): Promise<{ authorizationUrl: string; pending: string }> {
      assertOrganizationActive(context.organization);
      const { clientId } = await usableCredentials();
      const { verifier, challenge } = pkcePair();
      const state = randomUUID();
      const pending = { state, verifier, organizationId: context.organization.id, userId, expiresAt: clock().getTime() + CONSENT_LIFETIME_MS };
      return {
        authorizationUrl: authorizationRequestUrl({ endpoints, clientId, redirectUri, state, codeChallenge: challenge }),
        pending: encryptSetting(key(), PENDING_CONTEXT, JSON.stringify(pending)),
      };
    },

    /**
     * Finishes the consent: the answer must carry the state this person was sent with, in this organization,
     * within ten minutes; the code is exchanged (once: Google refuses a replayed one) for the refresh token.
     */
    async connect(
      context: OrganizationContext,
      userId: string,
      answer: { code?: string; error?: string; state: string; pending: string },
    ): Promise<GoogleBusinessStatus> {
      const organizationId = context.organization.id;
      const oauth = await oauthClient();
      let pending: z.infer<typeof pendingSchema> | undefined;
      try {
        pending = pendingSchema.parse(JSON.parse(decryptSetting(key(), PENDING_CONTEXT, answer.pending)));
      } catch (error) {
        if (error instanceof ApiError) throw error;
      }
      const matches =
        pending !== undefined &&
        pending.state === answer.state &&
        pending.organizationId === organizationId &&
        pending.userId === userId &&
        pending.expiresAt > clock().getTime();
      if (!matches) throw new ApiError(400, CONSENT_MISMATCH_MESSAGE, ERROR_CODES.validation);
      if (answer.error || !answer.code) {
        const declined = answer.error === 'access_denied';
        throw new ApiError(400, declined ? 'Google access was not granted.' : `Google did not connect: ${answer.error ?? 'no code'}.`, ERROR_CODES.validation);
      }
      const grant = await viaGoogle(() => oauth.exchangeCode(answer.code!, pending!.verifier));
      if (!grant.refreshToken) {
        throw new ApiError(502, 'Google gave no lasting access. Remove Citewise at myaccount.google.com/permissions, then connect again.', ERROR_CODES.providerFailed);
      }
      const refreshToken = encryptSetting(key(), googleRefreshTokenContext(organizationId), grant.refreshToken);
      // A token this replaces is not revoked: Google revokes a whole grant, which a reconnection with the same
      // Google account shares, so revoking the old token would end the new one too.
      await repositories.googleConnections.save({
        organizationId,
        refreshToken,
        scopes: grant.scopes.join(' '),
        connectedByUserId: userId,
        connectedAt: clock(),
        needsReconnect: false,
      });
      accessTokens.set(organizationId, { token: grant.accessToken, expiresAt: grant.expiresAt.getTime(), from: refreshToken });
      return status(organizationId);
    },

    /** Revokes the token at Google and forgets it; links stay, for a later connection. */
    async disconnect(context: OrganizationContext): Promise<GoogleBusinessStatus> {
      const organizationId = context.organization.id;
      const connection = await repositories.googleConnections.find(organizationId);
      if (connection) {
        try {
          await revokeStored(organizationId, connection.refreshToken);
        } catch (error) {
          // Without credentials Google cannot be asked; the token is forgotten here all the same.
          if (!(error instanceof ApiError && error.code === ERROR_CODES.featureDisabled)) throw error;
        }
        await repositories.googleConnections.delete(organizationId);
        accessTokens.delete(organizationId);
        clients.delete(organizationId);
      }
      return status(organizationId);
    },

    /** Every location the connection manages, and each business's link or the location most like it. */
    async locations(context: OrganizationContext): Promise<{ locations: GoogleLocationView[]; rows: GoogleLinkRow[]; truncated: boolean }> {
      const organizationId = context.organization.id;
      const client = await clientOf(organizationId);
      await deps.quota(organizationId);
      // Names in another form could not be asked about or linked: one of them must not cost the others.
      const accounts = (await viaGoogle(() => client.accounts())).filter((account) => isGoogleAccountName(account.name));
      const locations: (GoogleLocationView & { likeness: Likeness })[] = [];
      for (const account of accounts) {
        if (locations.length >= LINK_ROWS_LIMIT) break;
        await deps.quota(organizationId);
        for (const location of await viaGoogle(() => client.locations(account.name))) {
          if (!isGoogleLocationName(location.name)) continue;
          const fields = profileFieldsOfLocation(location);
          locations.push({
            name: location.name,
            accountName: account.name,
            accountLabel: account.accountName,
            title: fields.name,
            address: addressOf(fields),
            phone: fields.phone || null,
            website: fields.website,
            mapsUrl: location.metadata?.mapsUri ?? null,
            likeness: likenessOf(fields),
          });
        }
      }
      const [links, page] = await Promise.all([
        repositories.googleLocationLinks.list(organizationId),
        repositories.businesses.list({ organizationId, sort: 'name', limit: LINK_ROWS_LIMIT }),
      ]);
      const linkOfBusiness = new Map(links.map((link) => [link.businessId, link]));
      const taken = new Set(links.map((link) => link.locationName));
      const rows = page.items.map((business): GoogleLinkRow => {
        const link = linkOfBusiness.get(business.id);
        let suggestion: GoogleLinkRow['suggestion'] = null;
        if (!link) {
          // At least two agreeing parts of name, phone and street (a chain's other branch shares only its name),
          // and no other location as alike: a tie is for a person to settle.
          let best = 1;
          const alike = likenessOf(business);
          for (const location of locations) {
            const parts = taken.has(location.name) ? 0 : likeness(alike, location.likeness);
            if (parts > best) {
              best = parts;
              suggestion = { locationName: location.name, title: location.title, address: location.address };
            } else if (parts === best && suggestion) {
              suggestion = null;
            }
          }
        }
        return {
          businessId: business.id,
          businessName: business.name,
          businessAddress: addressOf(business),
          link: link ? linkView(link) : null,
          suggestion,
        };
      });
      return {
        locations: locations.slice(0, LINK_ROWS_LIMIT).map(({ likeness: _likeness, ...view }) => view),
        rows,
        truncated: locations.length > LINK_ROWS_LIMIT || page.total > LINK_ROWS_LIMIT,
      };
    },

    /** Links the business to a location this connection can read (another tenant's location answers as unknown). */
    async link(context: OrganizationContext, userId: string, businessId: string, target: { accountName: string; locationName: string }): Promise<GoogleLink> {
      const organizationId = context.organization.id;
      await ownBusiness(organizationId, businessId);
      await deps.quota(organizationId);
      const location = await viaGoogle(async () => (await clientOf(organizationId)).location(target.locationName));
      if (!location) throw new ApiError(404, 'Google location not found for this connection', ERROR_CODES.notFound);
      const fields = profileFieldsOfLocation(location);
      try {
        const link = await repositories.googleLocationLinks.save({
          organizationId,
          businessId,
          accountName: target.accountName,
          locationName: location.name,
          title: fields.name,
          address: addressOf(fields),
          mapsUrl: location.metadata?.mapsUri ?? null,
          linkedByUserId: userId,
          linkedAt: clock(),
        });
        return linkView(link);
      } catch (error) {
        if (error instanceof UniqueViolationError) {
          throw new ApiError(409, `${fields.name} is already linked to another business.`, ERROR_CODES.conflict);
        }
        throw error;
      }
    },

    async unlink(context: OrganizationContext, businessId: string): Promise<void> {
      await ownBusiness(context.organization.id, businessId);
      await repositories.googleLocationLinks.delete(context.organization.id, businessId);
    },

    async businessLink(context: OrganizationContext, businessId: string): Promise<GoogleLink | null> {
      await ownBusiness(context.organization.id, businessId);
      const link = await repositories.googleLocationLinks.findByBusiness(context.organization.id, businessId);
      return link ? linkView(link) : null;
    },

    async preview(context: OrganizationContext, businessId: string): Promise<GoogleUpdatePreview> {
      const organizationId = context.organization.id;
      const business = await ownBusiness(organizationId, businessId);
      return preview(organizationId, business, await linkOf(organizationId, businessId));
    },

    async update(context: OrganizationContext, businessId: string, fields: readonly GooglePushedField[]) {
      const organizationId = context.organization.id;
      assertOrganizationActive(context.organization);
      const business = await ownBusiness(organizationId, businessId);
      const { updated, link } = await update(organizationId, business, fields);
      return { updated, preview: await preview(organizationId, business, link) };
    },

    /** For a batch: every differing field of the business, as one update; a sentence of what changed. */
    async updateAll(organizationId: string, businessId: string): Promise<string> {
      const business = await ownBusiness(organizationId, businessId);
      const { updated } = await update(organizationId, business, GOOGLE_PUSHED_FIELDS);
      return updated.length === 0 ? 'Already up to date on Google' : `Updated on Google: ${updated.join(', ')}`;
    },

    /** The organization's API client and the business's link, when it has both; what scans and analytics read. */
    async linked(organizationId: string, businessId: string): Promise<{ client: GoogleBusinessClient; link: GoogleLocationLinkRecord } | null> {
      const [connection, link] = await Promise.all([
        repositories.googleConnections.find(organizationId),
        repositories.googleLocationLinks.findByBusiness(organizationId, businessId),
      ]);
      if (!connection || connection.needsReconnect || !link || deps.desktop || !(await credentials())) return null;
      const client = await clientOf(organizationId);
      // A scan's read of the location is an outside call like any other source's; a spent allowance fails it as Google's.
      const location = async (locationName: string) => {
        await refusedAsProviderError(() => deps.quota(organizationId));
        return client.location(locationName);
      };
      return { client: { ...client, location }, link };
    },
  };

  async function revokeStored(organizationId: string, stored: string): Promise<void> {
    let token: string;
    try {
      token = decryptSetting(key(), googleRefreshTokenContext(organizationId), stored);
    } catch (error) {
      if (error instanceof SettingDecryptionError) return;
      throw error;
    }
    await providerCall(async () => (await oauthClient()).revoke(token));
  }
}

export type GoogleBusinessService = ReturnType<typeof createGoogleBusinessService>;
