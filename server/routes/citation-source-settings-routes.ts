import {
  CONFIGURABLE_CITATION_SOURCES,
  KEYED_CITATION_SOURCES,
  type CitationSourceSettings,
  type citationSourceSettingsContract,
  type ConfigurableCitationSource,
} from '../../shared/contract/admin-settings';
import { ERROR_CODES } from '../../shared/contract/errors';
import {
  KEYED_SOURCE_CONFIG,
  OPEN_SOURCE_SETTINGS,
  SOURCE_NAMES,
  type CitationSourceRegistry,
  type KeyedSourceId,
  type OpenSourceId,
  type RealSourceId,
  type SourceStatus,
} from '../citations/sources/source-registry';
import { ApiError } from '../http/api-error';
import type { Handlers } from '../http/routing/handlers';
import { ProviderError } from '../providers/provider';
import type { SettingsService } from '../settings/settings-service';

// Admin Settings for the citation sources: a keyed source's key (stored encrypted, unless the
// environment sets it), an open source's switch, a live test, and how each stands.

// The contract and the registry name the same sources; a source added to one must be added to the other.
const SAME_SOURCES: [ConfigurableCitationSource, RealSourceId] extends [RealSourceId, ConfigurableCitationSource] ? true : never = true;
void SAME_SOURCES;

const isKeyed = (id: RealSourceId): id is KeyedSourceId => (KEYED_CITATION_SOURCES as readonly string[]).includes(id);

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, message, ERROR_CODES.validation, { [field]: [message] });
}

export function citationSourceSettingsHandlers(deps: {
  settings: Pick<SettingsService, 'set' | 'list'>;
  citationSources: Pick<CitationSourceRegistry, 'statuses' | 'source'>;
}): Handlers<typeof citationSourceSettingsContract> {
  const { settings, citationSources } = deps;

  /** The keyed sources whose key is stored in Admin Settings, read without decrypting any. */
  async function storedKeys(): Promise<Set<KeyedSourceId>> {
    const stored = new Set((await settings.list()).filter((setting) => setting.hasValue).map((setting) => setting.key));
    return new Set(KEYED_CITATION_SOURCES.filter((id) => stored.has(KEYED_SOURCE_CONFIG[id].setting)));
  }

  function present(status: SourceStatus, keys: Set<KeyedSourceId>): CitationSourceSettings {
    const { health } = status;
    const quota = health?.quota ?? null;
    return {
      id: status.id,
      name: status.name,
      enabled: status.enabled,
      configuredBy: status.configuredBy,
      keySet: isKeyed(status.id) ? keys.has(status.id) : null,
      keyEnvironmentVariable: isKeyed(status.id) ? KEYED_SOURCE_CONFIG[status.id].keyEnv : null,
      retention: status.retention,
      attribution: status.attribution,
      circuit: health?.circuit ?? null,
      lastError: health?.lastError ?? null,
      lastErrorAt: health?.lastErrorAt?.toISOString() ?? null,
      quota: quota && { limit: quota.limit, remaining: quota.remaining, resetsAt: quota.resetsAt?.toISOString() ?? null },
    };
  }

  async function list(): Promise<CitationSourceSettings[]> {
    const [statuses, keys] = await Promise.all([citationSources.statuses(), storedKeys()]);
    const byId = new Map(statuses.map((status) => [status.id, status]));
    return CONFIGURABLE_CITATION_SOURCES.flatMap((id) => {
      const status = byId.get(id);
      return status ? [present(status, keys)] : [];
    });
  }

  async function one(id: RealSourceId): Promise<CitationSourceSettings> {
    const found = (await list()).find((source) => source.id === id);
    if (!found) throw new ApiError(404, 'No such citation source', ERROR_CODES.notFound);
    return found;
  }

  async function updateKeyed(actorUserId: string, id: KeyedSourceId, body: { apiKey?: string | null; enabled?: boolean }) {
    const name = SOURCE_NAMES[id];
    const { keyEnv, setting } = KEYED_SOURCE_CONFIG[id];
    if (body.enabled !== undefined) {
      throw invalid('enabled', `${name} is on while it has an API key: save a key to switch it on, remove it to switch it off.`);
    }
    if (body.apiKey === undefined) throw invalid('apiKey', `Give ${name} an API key, or null to remove the stored one.`);
    const current = (await citationSources.statuses()).find((status) => status.id === id);
    if (current?.configuredBy === 'environment') {
      throw new ApiError(
        409,
        `${name}'s API key is set by ${keyEnv} in the server environment, which takes precedence; change or remove it there.`,
        ERROR_CODES.conflict,
      );
    }
    // Through the settings service, so the key is stored encrypted and the change audited.
    await settings.set(actorUserId, setting, { value: body.apiKey });
  }

  async function updateOpen(actorUserId: string, id: OpenSourceId, body: { apiKey?: string | null; enabled?: boolean }) {
    const name = SOURCE_NAMES[id];
    if (body.apiKey !== undefined) throw invalid('apiKey', `${name} needs no API key; switch it on or off instead.`);
    if (body.enabled === undefined) throw invalid('enabled', `Say whether ${name} is on (true) or off (false).`);
    await settings.set(actorUserId, OPEN_SOURCE_SETTINGS[id], { value: String(body.enabled) });
  }

  return {
    citationSources: async () => ({ sources: await list() }),
    updateCitationSource: async ({ params, body }, { auth }) => {
      const { id } = params;
      if (isKeyed(id)) await updateKeyed(auth.user.id, id, body);
      else await updateOpen(auth.user.id, id, body);
      return { source: await one(id) };
    },
    testCitationSource: async ({ params }) => {
      const { id } = params;
      const name = SOURCE_NAMES[id];
      const source = await citationSources.source(id);
      if (!source) {
        return {
          ok: false,
          message: isKeyed(id) ? `${name} has no API key yet: save one, then test it.` : `${name} is switched off: switch it on, then test it.`,
        };
      }
      try {
        return { ok: true, message: await source.testConnection() };
      } catch (error) {
        // A refusal is the answer to the question asked, not a failure of this call; its message is safe to show.
        if (error instanceof ProviderError) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}
