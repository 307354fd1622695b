import { describe, expect, it } from 'vitest';
import type { AdminSetting } from '../../../shared/contract/admin-settings';
import { groupSettings } from './settings-groups';

function setting(key: string, category: AdminSetting['category']): AdminSetting {
  return { key, category, value: 'x', encrypted: false, hasValue: true, mask: null, description: null, updatedAt: '2025-05-01T00:00:00.000Z' };
}

describe('groupSettings', () => {
  it('lists every category in order, empty ones too', () => {
    expect(groupSettings([]).map((g) => [g.category, g.settings.length])).toEqual([
      ['integrations', 0],
      ['email', 0],
      ['general', 0],
      ['security', 0],
    ]);
  });

  it('puts each setting in its category, sorted by key', () => {
    const groups = groupSettings([
      setting('smtp_url', 'email'),
      setting('session_max_hours', 'security'),
      setting('data_axle_enabled', 'integrations'),
      setting('mail_from', 'email'),
      setting('data_axle_api_key', 'integrations'),
    ]);
    expect(groups.map((g) => g.settings.map((s) => s.key))).toEqual([
      ['data_axle_api_key', 'data_axle_enabled'],
      ['mail_from', 'smtp_url'],
      [],
      ['session_max_hours'],
    ]);
  });
});
