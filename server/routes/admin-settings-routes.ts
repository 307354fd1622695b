import { SECRET_MASK, type AdminSetting, type adminSettingsContract } from '../../shared/contract/admin-settings';
import type { Handlers } from '../http/contract-router';
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

export function adminSettingsHandlers(settings: SettingsService): Handlers<typeof adminSettingsContract> {
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
  };
}
