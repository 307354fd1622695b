import type { AdminSetting } from '../../../shared/contract/admin-settings';
import { SETTING_CATEGORIES, type SettingCategory } from '../../../shared/domain/enums';

export const SETTING_CATEGORY_LABELS: Record<SettingCategory, { title: string; description: string }> = {
  integrations: { title: 'Integrations', description: 'The business-data provider, social sign-in and Google Business Profile.' },
  email: { title: 'Email', description: 'The outgoing mail server and sender.' },
  general: { title: 'General', description: 'Settings for the whole product.' },
  security: { title: 'Security', description: 'Sessions and other protections.' },
};

export interface SettingGroup {
  category: SettingCategory;
  settings: AdminSetting[];
}

/** Every category in a fixed order, empty ones too, each with its settings sorted by key. */
export function groupSettings(settings: readonly AdminSetting[]): SettingGroup[] {
  return SETTING_CATEGORIES.map((category) => ({
    category,
    settings: settings.filter((s) => s.category === category).sort((a, b) => a.key.localeCompare(b.key)),
  }));
}
