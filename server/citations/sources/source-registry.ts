import type { ProviderEnvironment } from '../../services/integrations/integration-status';
import type { SettingsReader } from '../../settings/settings-reader';
import type { CitationSource, CitationSourceId, SourceHealth } from './citation-source';
import { createFoursquareSource } from './foursquare-source';
import { createGooglePlacesSource } from './google-places-source';
import type { KeyedSourceOptions } from './keyed-source-client';
import { createListingPagesSource, type ListingPagesSourceOptions } from './listing-pages-source';
import { createOpenStreetMapSource, type OpenStreetMapSourceOptions } from './openstreetmap-source';
import { createYelpSource } from './yelp-source';

// Which citation sources a scan asks, and how each is configured. A keyed source is on when it has a
// key, from the environment (which needs no further step) or from Admin Settings (stored encrypted).
// OpenStreetMap and listing pages need no key: on by default in production, off in the sandbox so a
// newcomer offline gets the simulator; an admin's switch overrides either default.

/** The sources an instance configures; a linked Google location is the organization's own (google-business-service). */
export type RealSourceId = Exclude<CitationSourceId, 'simulated' | 'google_business_profile'>;
export const KEYED_SOURCES = ['yelp', 'foursquare', 'google'] as const;
export type KeyedSourceId = (typeof KEYED_SOURCES)[number];
export const OPEN_SOURCES = ['openstreetmap', 'listing_pages'] as const;
export type OpenSourceId = (typeof OPEN_SOURCES)[number];
export const REAL_SOURCES: readonly RealSourceId[] = [...KEYED_SOURCES, ...OPEN_SOURCES];

export const SOURCE_NAMES: Record<RealSourceId, string> = {
  yelp: 'Yelp',
  foursquare: 'Foursquare',
  google: 'Google Places',
  openstreetmap: 'OpenStreetMap',
  listing_pages: 'Listing pages',
};

/** Where each keyed source's key and base address come from. */
export const KEYED_SOURCE_CONFIG: Record<KeyedSourceId, { keyEnv: string; urlEnv: string; setting: string }> = {
  yelp: { keyEnv: 'YELP_API_KEY', urlEnv: 'YELP_API_URL', setting: 'yelp_api_key' },
  foursquare: { keyEnv: 'FOURSQUARE_API_KEY', urlEnv: 'FOURSQUARE_API_URL', setting: 'foursquare_api_key' },
  google: { keyEnv: 'GOOGLE_PLACES_API_KEY', urlEnv: 'GOOGLE_PLACES_API_URL', setting: 'google_places_api_key' },
};
export const OPEN_SOURCE_SETTINGS: Record<OpenSourceId, string> = {
  openstreetmap: 'openstreetmap_enabled',
  listing_pages: 'listing_pages_enabled',
};
export const NOMINATIM_URL_ENV = 'NOMINATIM_URL';

export type SourceConfiguredBy = 'environment' | 'settings' | 'default';

export interface SourceStatus {
  id: RealSourceId;
  name: string;
  enabled: boolean;
  /** Where the key or the switch came from; null for a keyed source without a key. */
  configuredBy: SourceConfiguredBy | null;
  retention: CitationSource['retention'] | null;
  attribution: string | null;
  /** Of the source as this instance has used it; null while it is off. */
  health: SourceHealth | null;
}

export interface CitationSourceRegistryDeps {
  settings: SettingsReader;
  env: Readonly<Record<string, string | undefined>>;
  environment: () => Promise<ProviderEnvironment>;
  /** Identifies this instance to services and sites (citewiseUserAgent). */
  userAgent: string;
  directoryOfHost: (host: string) => string | null;
  /** For tests: what each client is built with besides its configuration (fetch, lookups, clocks). */
  keyed?: Omit<KeyedSourceOptions, 'apiKey' | 'baseUrl'>;
  openStreetMap?: Omit<OpenStreetMapSourceOptions, 'userAgent' | 'baseUrl'>;
  listingPages?: Omit<ListingPagesSourceOptions, 'userAgent' | 'directoryOfHost'>;
}

interface Configured {
  id: RealSourceId;
  configuredBy: SourceConfiguredBy | null;
  /** What the client is built from, a change building a new one; null while the source is off. */
  client: { identity: string; build: () => CitationSource } | null;
}

export function createCitationSourceRegistry(deps: CitationSourceRegistryDeps) {
  const env = (name: string) => deps.env[name]?.trim() || undefined;
  // A client lives as long as its configuration, so its breaker and the quota it saw outlast one scan.
  const clients = new Map<RealSourceId, { identity: string; source: CitationSource }>();

  async function keyedConfiguration(id: KeyedSourceId): Promise<Configured> {
    const { keyEnv, urlEnv, setting } = KEYED_SOURCE_CONFIG[id];
    const fromEnv = env(keyEnv);
    const apiKey = fromEnv ?? (await deps.settings.value(setting))?.trim();
    const baseUrl = env(urlEnv);
    if (!apiKey) return { id, configuredBy: null, client: null };
    const options: KeyedSourceOptions = { ...deps.keyed, apiKey, ...(baseUrl ? { baseUrl } : {}) };
    const factory = { yelp: createYelpSource, foursquare: createFoursquareSource, google: createGooglePlacesSource }[id];
    return {
      id,
      configuredBy: fromEnv ? 'environment' : 'settings',
      client: { identity: `${apiKey}\n${baseUrl ?? ''}`, build: () => factory(options) },
    };
  }

  async function openConfiguration(id: OpenSourceId): Promise<Configured> {
    const chosen = (await deps.settings.value(OPEN_SOURCE_SETTINGS[id]))?.trim();
    const on = chosen === 'true' || chosen === 'false' ? chosen === 'true' : (await deps.environment()) === 'production';
    const configuredBy: SourceConfiguredBy = chosen === 'true' || chosen === 'false' ? 'settings' : 'default';
    if (!on) return { id, configuredBy, client: null };
    if (id === 'openstreetmap') {
      const baseUrl = env(NOMINATIM_URL_ENV);
      return {
        id,
        configuredBy: baseUrl ? 'environment' : configuredBy,
        client: {
          identity: baseUrl ?? '',
          build: () => createOpenStreetMapSource({ ...deps.openStreetMap, userAgent: deps.userAgent, ...(baseUrl ? { baseUrl } : {}) }),
        },
      };
    }
    return {
      id,
      configuredBy,
      client: {
        identity: '',
        build: () => createListingPagesSource({ ...deps.listingPages, userAgent: deps.userAgent, directoryOfHost: deps.directoryOfHost }),
      },
    };
  }

  const configurationOf = (id: RealSourceId) =>
    (KEYED_SOURCES as readonly string[]).includes(id) ? keyedConfiguration(id as KeyedSourceId) : openConfiguration(id as OpenSourceId);

  /** The client for a configuration, kept while the configuration stays the same. */
  function clientOf(configured: Configured): CitationSource | null {
    const { id, client } = configured;
    if (!client) {
      clients.delete(id);
      return null;
    }
    const kept = clients.get(id);
    if (kept?.identity === client.identity) return kept.source;
    const source = client.build();
    clients.set(id, { identity: client.identity, source });
    return source;
  }

  return {
    /** The sources a scan asks now, in a fixed order. */
    async enabled(): Promise<CitationSource[]> {
      const configured = await Promise.all(REAL_SOURCES.map(configurationOf));
      return configured.map(clientOf).filter((source): source is CitationSource => source !== null);
    },
    async source(id: RealSourceId): Promise<CitationSource | null> {
      return clientOf(await configurationOf(id));
    },
    async statuses(): Promise<SourceStatus[]> {
      return Promise.all(
        REAL_SOURCES.map(async (id) => {
          const configured = await configurationOf(id);
          const source = clientOf(configured);
          return {
            id,
            name: SOURCE_NAMES[id],
            enabled: source !== null,
            configuredBy: configured.configuredBy,
            retention: source?.retention ?? null,
            attribution: source?.attribution ?? null,
            health: source?.health() ?? null,
          };
        }),
      );
    },
  };
}

export type CitationSourceRegistry = ReturnType<typeof createCitationSourceRegistry>;

