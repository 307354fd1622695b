import type { IntegrationStatus } from '../../shared/contract/provider';
import { SECRET_MASK, type AdminSetting, type adminSettingsContract, type DataAxleConfig } from '../../shared/contract/admin-settings';
import { ApiError } from '../http/api-error';
import type { Handlers } from '../http/routing/handlers';
import { ProviderError } from '../providers/provider';
import type { SwitchingProvider } from '../providers/provider-switch';
import {
  dataAxleApiKeySet,
  readDataAxleSettings,
  readProviderEnvironment,
  updateDataAxleSettings,
} from '../services/integrations/integration-status';
import type { SettingsService, SettingView } from '../settings/settings-service';

function toAdminSetting(setting: SettingView): AdminSetting {
  return {
    key: setting.key,
    value: setting.encrypted ? null : setting.value,
    encrypted: setting.encrypted,
    hasValue: setting.hasValue,
    mask: setting.encrypted && setting.hasValue ? SECRET_MASK : null,
    description: setting.description,
    category: setting.category,
    updatedAt: setting.updatedAt.toISOString(),
  };
}

export function adminSettingsHandlers(
  settings: SettingsService,
  provider: Pick<SwitchingProvider, 'checkCredentials' | 'health'>,
  /** As every feature check reads it: citation sources offer scanning too. */
  integrationStatus: () => Promise<IntegrationStatus>,
): Handlers<typeof adminSettingsContract> {
  async function dataAxleConfig(): Promise<DataAxleConfig> {
    const [config, apiKeySet] = await Promise.all([readDataAxleSettings(settings), dataAxleApiKeySet(settings)]);
    return { ...config, apiKeySet, apiKeyMask: apiKeySet ? SECRET_MASK : null };
  }

  return {
    listSettings: async () => ({ settings: (await settings.list()).map(toAdminSetting) }),
    listSettingsByCategory: async ({ params }) => ({ settings: (await settings.list(params.category)).map(toAdminSetting) }),
    updateSetting: async ({ params, body }, { auth }) => ({
      setting: toAdminSetting(await settings.set(auth.user.id, params.key, body)),
    }),
    deleteSetting: async ({ params }, { auth }) => {
      await settings.remove(auth.user.id, params.key);
      return { success: true as const };
    },
    initializeSettings: async (_request, { auth }) => ({
      created: (await settings.initialize(auth.user.id)).map(toAdminSetting),
    }),
    dataAxleConfig: async () => ({ config: await dataAxleConfig() }),
    updateDataAxleConfig: async ({ body }, { auth }) => {
      await updateDataAxleSettings(settings, auth.user.id, body);
      return { config: await dataAxleConfig() };
    },
    testDataAxle: async () => {
      const environment = await readProviderEnvironment(settings);
      try {
        return { ok: true, environment, message: await provider.checkCredentials() };
      } catch (error) {
        // A refusal is the answer to the question asked, not a failure of this call.
        if (error instanceof ProviderError || error instanceof ApiError) return { ok: false, environment, message: error.message };
        throw error;
      }
    },
    dataAxleStatus: async () => {
      const [status, apiKeySet, health] = await Promise.all([
        integrationStatus(),
        dataAxleApiKeySet(settings),
        provider.health(),
      ]);
      return { status, apiKeySet, ...health, lastErrorAt: health.lastErrorAt?.toISOString() ?? null };
    },
  };
}
