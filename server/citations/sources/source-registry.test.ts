import { describe, expect, it } from 'vitest';
import type { ProviderEnvironment } from '../../services/integrations/integration-status';
import { createCitationSourceRegistry, type CitationSourceRegistryDeps } from './source-registry';

const USER_AGENT = 'Citewise/0.1.0 (+https://app.example.com; ops@example.com)';

function registry(options: { env?: Record<string, string>; settings?: Record<string, string>; environment?: ProviderEnvironment } = {}) {
  const settings = new Map(Object.entries(options.settings ?? {}));
  let environment = options.environment ?? 'sandbox';
  const deps: CitationSourceRegistryDeps = {
    settings: { value: async (key) => settings.get(key) },
    env: options.env ?? {},
    environment: async () => environment,
    userAgent: USER_AGENT,
    directoryOfHost: () => null,
  };
  return {
    sources: createCitationSourceRegistry(deps),
    settings,
    setEnvironment: (next: ProviderEnvironment) => {
      environment = next;
    },
  };
}

const ids = async (r: ReturnType<typeof registry>) => (await r.sources.enabled()).map((source) => source.id);

describe('which citation sources a scan asks', () => {
  it('asks none in a fresh sandbox, so the simulator answers offline', async () => {
    expect(await ids(registry())).toEqual([]);
  });

  it('turns OpenStreetMap and listing pages on by default in production, and lets an admin switch either', async () => {
    const r = registry({ environment: 'production' });
    expect(await ids(r)).toEqual(['openstreetmap', 'listing_pages']);
    r.settings.set('openstreetmap_enabled', 'false');
    expect(await ids(r)).toEqual(['listing_pages']);
    r.setEnvironment('sandbox');
    r.settings.set('listing_pages_enabled', 'true');
    expect(await ids(r)).toEqual(['listing_pages']);
  });

  it('enables a keyed source by its key, from the environment first, then from Admin Settings', async () => {
    const r = registry({ env: { YELP_API_KEY: 'yelp-key-from-env' }, settings: { google_places_api_key: 'google-key-from-settings' } });
    expect(await ids(r)).toEqual(['yelp', 'google']);
    const statuses = await r.sources.statuses();
    expect(statuses.find((status) => status.id === 'yelp')).toMatchObject({ enabled: true, configuredBy: 'environment', retention: 'ids_only' });
    expect(statuses.find((status) => status.id === 'google')).toMatchObject({ enabled: true, configuredBy: 'settings' });
    expect(statuses.find((status) => status.id === 'foursquare')).toMatchObject({ enabled: false, configuredBy: null, health: null });
    expect(statuses.find((status) => status.id === 'openstreetmap')).toMatchObject({ enabled: false, configuredBy: 'default' });
  });

  it('keeps a client, with its breaker and quota, while its configuration stays, and builds a new one when the key changes', async () => {
    const r = registry({ settings: { foursquare_api_key: 'first-key-123' } });
    const first = await r.sources.source('foursquare');
    expect(await r.sources.source('foursquare')).toBe(first);
    r.settings.set('foursquare_api_key', 'second-key-456');
    const second = await r.sources.source('foursquare');
    expect(second).not.toBe(first);
    r.settings.delete('foursquare_api_key');
    expect(await r.sources.source('foursquare')).toBeNull();
  });

  it('says OpenStreetMap is set by the environment when NOMINATIM_URL moves it', async () => {
    const r = registry({ env: { NOMINATIM_URL: 'http://127.0.0.1:8088' }, environment: 'production' });
    expect((await r.sources.statuses()).find((status) => status.id === 'openstreetmap')).toMatchObject({
      enabled: true,
      configuredBy: 'environment',
      attribution: '© OpenStreetMap contributors (ODbL)',
    });
  });
});
