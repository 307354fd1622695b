import { ERROR_CODES } from '../../shared/contract/errors';
import type { SettingCategory } from '../../shared/domain/enums';
import type { AdminSettingRecord } from '../db/records';
import type { AdminSettingRepository } from '../db/repositories';
import { ApiError, notFound } from '../http/api-error';
import type { AuditService } from '../services/admin/audit-service';
import { SETTING_DEFINITIONS } from './setting-definitions';
import { decryptSetting, encryptSetting, SettingDecryptionError } from './settings-cipher';
import { SettingsKeyUnavailableError, type SettingsKeySource } from './settings-key';
import type { SettingsReader } from './settings-reader';

/** A setting as the admin API may show it: an encrypted one never carries its value. */
export interface SettingView {
  key: string;
  value: string | null;
  encrypted: boolean;
  hasValue: boolean;
  description: string | null;
  category: SettingCategory;
  updatedAt: Date;
}

export interface SettingChange {
  /** Null or empty clears the value; undefined keeps the stored one. */
  value?: string | null;
  encrypted?: boolean;
  description?: string;
  category?: SettingCategory;
}

function toView(record: AdminSettingRecord): SettingView {
  return {
    key: record.key,
    value: record.encrypted ? null : record.value,
    encrypted: record.encrypted,
    hasValue: Boolean(record.value),
    description: record.description,
    category: record.category,
    updatedAt: record.updatedAt,
  };
}

const invalidValue = (message: string) => new ApiError(400, message, ERROR_CODES.validation, { value: [message] });

export function createSettingsService(deps: {
  repository: AdminSettingRepository;
  keys: SettingsKeySource;
  audit: Pick<AuditService, 'record'>;
}) {
  const { repository, audit } = deps;
  const definitionOf = (settingKey: string) => SETTING_DEFINITIONS.find((definition) => definition.key === settingKey);

  function currentKey(): Buffer {
    try {
      return deps.keys.key();
    } catch (error) {
      if (error instanceof SettingsKeyUnavailableError) {
        throw new ApiError(503, error.message, ERROR_CODES.settingsKeyUnavailable);
      }
      throw error;
    }
  }

  /** What to store for a change: the new value encrypted when it must be, or the stored one kept. */
  function storedValue(
    existing: AdminSettingRecord | undefined,
    settingKey: string,
    encrypted: boolean,
    value: string | null | undefined,
  ): string | null {
    if (value === undefined) {
      const kept = existing?.value || null;
      // A plain value that becomes a secret is encrypted in place.
      return kept && encrypted && !existing?.encrypted ? encryptSetting(currentKey(), settingKey, kept) : kept;
    }
    if (!value) return null;
    return encrypted ? encryptSetting(currentKey(), settingKey, value) : value;
  }

  const reader: SettingsReader = {
    async value(settingKey) {
      const record = await repository.get(settingKey);
      if (!record?.value) return undefined;
      if (!record.encrypted) return record.value;
      try {
        return decryptSetting(currentKey(), settingKey, record.value);
      } catch (error) {
        if (error instanceof SettingDecryptionError) {
          throw new ApiError(500, `${error.message} Set it again in the admin settings.`, ERROR_CODES.settingUnreadable);
        }
        throw error;
      }
    },
  };

  return {
    ...reader,

    async list(category?: SettingCategory): Promise<SettingView[]> {
      const all = await repository.list();
      return (category ? all.filter((setting) => setting.category === category) : all).map(toView);
    },

    async set(actorUserId: string | null, settingKey: string, change: SettingChange): Promise<SettingView> {
      const existing = await repository.get(settingKey);
      const definition = definitionOf(settingKey);
      const secret = Boolean(existing?.encrypted || definition?.encrypted);
      if (secret && change.encrypted === false) {
        throw new ApiError(400, `${settingKey} is a secret and stays encrypted`, ERROR_CODES.validation, {
          encrypted: ['A secret stays encrypted'],
        });
      }
      const problem = change.value ? definition?.problem?.(change.value) : undefined;
      if (problem) throw invalidValue(problem);
      const encrypted = secret || change.encrypted === true;
      const category = change.category ?? existing?.category ?? definition?.category ?? 'general';
      const description = change.description ?? existing?.description ?? definition?.description ?? null;
      const saved = await repository.upsert({
        key: settingKey,
        value: storedValue(existing, settingKey, encrypted, change.value),
        encrypted,
        description: description || null,
        category,
      });
      await audit.record({
        actorUserId,
        action: 'settings.updated',
        target: { type: 'admin_setting', id: settingKey },
        details: { key: settingKey, category, encrypted, hasValue: Boolean(saved.value) },
      });
      return toView(saved);
    },

    async remove(actorUserId: string | null, settingKey: string): Promise<void> {
      const existing = await repository.get(settingKey);
      if (!existing || !(await repository.delete(settingKey))) throw notFound('Setting');
      await audit.record({
        actorUserId,
        action: 'settings.deleted',
        target: { type: 'admin_setting', id: settingKey },
        details: { key: settingKey, category: existing.category, encrypted: existing.encrypted },
      });
    },

    /** Writes the default of every known setting that is missing; never touches one that exists. */
    async initialize(actorUserId: string | null): Promise<SettingView[]> {
      const present = new Set((await repository.list()).map((setting) => setting.key));
      const created: SettingView[] = [];
      for (const definition of SETTING_DEFINITIONS) {
        if (present.has(definition.key)) continue;
        const saved = await repository.upsert({
          key: definition.key,
          // Secrets have no default, so this needs no key, even when hosted without one.
          value: storedValue(undefined, definition.key, definition.encrypted, definition.defaultValue),
          encrypted: definition.encrypted,
          description: definition.description,
          category: definition.category,
        });
        created.push(toView(saved));
      }
      if (created.length > 0) {
        await audit.record({
          actorUserId,
          action: 'settings.initialized',
          details: {
            settings: created.map(({ key: settingKey, category, encrypted }) => ({ key: settingKey, category, encrypted })),
          },
        });
      }
      return created;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
