import { describe, expect, it } from 'vitest';
import type { AdminSetting } from '../../../shared/contract/admin-settings';
import { newSettingValues, settingFormValues, settingRequest, type SettingFormValues } from './setting-changes';

const plain: AdminSetting = {
  key: 'support_email',
  value: 'help@example.com',
  encrypted: false,
  hasValue: true,
  mask: null,
  description: 'Address people can write to',
  category: 'general',
  updatedAt: '2025-05-01T00:00:00.000Z',
};

const secret: AdminSetting = {
  key: 'data_axle_api_key',
  value: null,
  encrypted: true,
  hasValue: true,
  mask: '••••••••',
  description: 'Data Axle API key',
  category: 'integrations',
  updatedAt: '2025-05-01T00:00:00.000Z',
};

const fresh = (changes: Partial<SettingFormValues>): SettingFormValues => ({ ...newSettingValues(), ...changes });

describe('settingFormValues', () => {
  it('never puts a secret in the form', () => {
    expect(settingFormValues(secret).value).toBe('');
    expect(settingFormValues(plain).value).toBe('help@example.com');
  });
});

describe('settingRequest', () => {
  it.each<[string, SettingFormValues, AdminSetting | undefined, object]>([
    [
      'a new plain setting',
      fresh({ key: ' feature_flag ', value: 'on', description: ' A flag ' }),
      undefined,
      { key: 'feature_flag', body: { value: 'on', encrypted: false, description: 'A flag', category: 'general' } },
    ],
    [
      'a new secret',
      fresh({ key: 'webhook_secret', value: 's3cret', encrypted: true, category: 'security' }),
      undefined,
      { key: 'webhook_secret', body: { value: 's3cret', encrypted: true, description: '', category: 'security' } },
    ],
    [
      'a new setting without a value',
      fresh({ key: 'later' }),
      undefined,
      { key: 'later', body: { value: null, encrypted: false, description: '', category: 'general' } },
    ],
    [
      'a plain value changed',
      { ...settingFormValues(plain), value: 'support@example.com' },
      plain,
      { key: 'support_email', body: { value: 'support@example.com', encrypted: false, description: 'Address people can write to', category: 'general' } },
    ],
    [
      'a plain value emptied',
      { ...settingFormValues(plain), value: '' },
      plain,
      { key: 'support_email', body: { value: null, encrypted: false, description: 'Address people can write to', category: 'general' } },
    ],
    [
      'a plain value made secret',
      { ...settingFormValues(plain), encrypted: true },
      plain,
      { key: 'support_email', body: { value: 'help@example.com', encrypted: true, description: 'Address people can write to', category: 'general' } },
    ],
    [
      'a secret with nothing typed keeps its value',
      settingFormValues(secret),
      secret,
      { key: 'data_axle_api_key', body: { description: 'Data Axle API key', category: 'integrations' } },
    ],
    [
      'a secret replaced',
      { ...settingFormValues(secret), value: 'new-key' },
      secret,
      { key: 'data_axle_api_key', body: { value: 'new-key', description: 'Data Axle API key', category: 'integrations' } },
    ],
    [
      "an existing setting's key is not the form's to change",
      { ...settingFormValues(plain), key: 'renamed' },
      plain,
      { key: 'support_email', body: { value: 'help@example.com', encrypted: false, description: 'Address people can write to', category: 'general' } },
    ],
  ])('%s', (_, values, existing, expected) => {
    expect(settingRequest(values, existing, ['support_email'])).toEqual({ ...expected, errors: {} });
  });

  it.each<[string, SettingFormValues, object]>([
    ['no key', fresh({ key: '  ' }), { key: 'Setting key is required' }],
    [
      'a key with capitals and spaces',
      fresh({ key: 'Support Email' }),
      { key: 'Setting key may use lowercase letters, digits, dots, dashes and underscores only' },
    ],
    ['a key that exists', fresh({ key: 'support_email' }), { key: 'A setting with this key exists. Edit it instead.' }],
    ['a long description', fresh({ key: 'x', description: 'd'.repeat(501) }), { description: 'Description must be at most 500 characters' }],
    ['a huge value', fresh({ key: 'x', value: 'v'.repeat(10_001) }), { value: 'A setting value is at most 10000 characters' }],
  ])('refuses %s', (_, values, expected) => {
    expect(settingRequest(values, undefined, ['support_email']).errors).toEqual(expected);
  });
});
