import { z } from 'zod';
import { contract as contractSchemas } from '../../../shared/contract';
import { settingKeyField, type AdminSetting } from '../../../shared/contract/admin-settings';
import type { RouteInput } from '../../../shared/contract/route';
import type { SettingCategory } from '../../../shared/domain/enums';

export type SettingUpdate = RouteInput<typeof contractSchemas.adminSettings.updateSetting>['body'];

export interface SettingFormValues {
  key: string;
  /** A secret's field starts empty: its value is never sent to the browser. */
  value: string;
  description: string;
  category: SettingCategory;
  encrypted: boolean;
}

export type SettingFormErrors = Partial<Record<keyof SettingFormValues, string>>;

const updateBody = contractSchemas.adminSettings.updateSetting.body;

export function newSettingValues(category: SettingCategory = 'general'): SettingFormValues {
  return { key: '', value: '', description: '', category, encrypted: false };
}

export function settingFormValues(setting: AdminSetting): SettingFormValues {
  return {
    key: setting.key,
    value: setting.value ?? '',
    description: setting.description ?? '',
    category: setting.category,
    encrypted: setting.encrypted,
  };
}

function firstMessages(fieldErrors: Record<string, string[] | undefined>): SettingFormErrors {
  const errors: SettingFormErrors = {};
  for (const field of ['value', 'description', 'category', 'encrypted'] as const) {
    const message = fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The server's objections to a saved setting, placed on the form's fields. */
export function settingErrorsFromFieldErrors(fieldErrors: Record<string, string[] | undefined> | undefined): SettingFormErrors {
  return firstMessages(fieldErrors ?? {});
}

/**
 * The PUT for a new setting (no `existing`) or a changed one. A secret keeps its stored value
 * unless a new one is typed, and stays encrypted; an emptied plain value is cleared.
 */
export function settingRequest(
  values: SettingFormValues,
  existing: AdminSetting | undefined,
  takenKeys: readonly string[],
): { key: string; body: SettingUpdate; errors: SettingFormErrors } {
  const errors: SettingFormErrors = {};
  const key = existing ? existing.key : values.key.trim();
  if (!existing) {
    const parsedKey = settingKeyField.safeParse(key);
    if (!parsedKey.success) errors.key = parsedKey.error.issues[0]?.message ?? 'Invalid key';
    else if (takenKeys.includes(key)) errors.key = 'A setting with this key exists. Edit it instead.';
  }

  const body: SettingUpdate = { description: values.description.trim(), category: values.category };
  if (existing?.encrypted) {
    if (values.value) body.value = values.value;
  } else {
    body.value = values.value === '' ? null : values.value;
    body.encrypted = values.encrypted;
  }

  const parsed = updateBody.safeParse(body);
  if (!parsed.success) Object.assign(errors, firstMessages(z.flattenError(parsed.error).fieldErrors));
  return { key, body, errors };
}
