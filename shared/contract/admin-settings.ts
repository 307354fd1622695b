import { z } from 'zod';
import { SETTING_CATEGORIES } from '../domain/enums.ts';
import { isoDateTime } from './fields.ts';
import { integrationStatusSchema, PROVIDER_ENVIRONMENTS } from './provider.ts';
import { defineRoute } from './route.ts';

/** What a secret that has a value shows instead of it; never any of its characters. */
export const SECRET_MASK = '••••••••';

export const SETTING_VALUE_MAX_LENGTH = 10_000;

export const settingKeyField = z
  .string()
  .min(1, 'Setting key is required')
  .max(100, 'Setting key must be at most 100 characters')
  .regex(/^[a-z0-9_.-]+$/, 'Setting key may use lowercase letters, digits, dots, dashes and underscores only');

const categoryField = z.enum(SETTING_CATEGORIES, 'Category must be integrations, email, general or security');

export const adminSettingSchema = z
  .object({
    key: z.string(),
    /** The value of a plain setting; always null for an encrypted one. */
    value: z.string().nullable(),
    encrypted: z.boolean(),
    hasValue: z.boolean(),
    /** SECRET_MASK for an encrypted setting that has a value, else null. */
    mask: z.string().nullable(),
    description: z.string().nullable(),
    category: categoryField,
    updatedAt: isoDateTime,
  })
  // A last guard: an answer carrying an encrypted setting's value fails instead of leaking it.
  .refine((setting) => !setting.encrypted || setting.value === null, 'An encrypted setting is never sent');
export type AdminSetting = z.infer<typeof adminSettingSchema>;

const settingsList = z.object({ settings: z.array(adminSettingSchema) });

const featureFlags = z.object({
  businessMatching: z.boolean(),
  listingSubmission: z.boolean(),
  citationScanning: z.boolean(),
  analytics: z.boolean(),
});

export const dataAxleConfigSchema = z.object({
  enabled: z.boolean(),
  environment: z.enum(PROVIDER_ENVIRONMENTS),
  /** What the admin switched on; a feature also needs `enabled`. */
  features: featureFlags,
  /** Whether an API key is stored; the key itself is never sent. */
  apiKeySet: z.boolean(),
  apiKeyMask: z.string().nullable(),
});
export type DataAxleConfig = z.infer<typeof dataAxleConfigSchema>;

export const adminSettingsContract = {
  listSettings: defineRoute({
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Every admin setting; encrypted values are masked',
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: settingsList,
  }),
  listSettingsByCategory: defineRoute({
    method: 'get',
    path: '/api/admin/settings/category/:category',
    summary: 'The admin settings of one category; encrypted values are masked',
    tag: 'admin',
    access: 'admin',
    params: z.object({ category: categoryField }),
    status: 200,
    response: settingsList,
  }),
  updateSetting: defineRoute({
    method: 'put',
    path: '/api/admin/settings/:key',
    summary: 'Create or change a setting; a secret stays encrypted, and an omitted value keeps the stored one',
    tag: 'admin',
    access: 'admin',
    params: z.object({ key: settingKeyField }),
    body: z.object({
      /** Null or empty clears it; omitted keeps the stored value. */
      value: z
        .string()
        .max(SETTING_VALUE_MAX_LENGTH, `A setting value is at most ${SETTING_VALUE_MAX_LENGTH} characters`)
        .nullable()
        .optional(),
      encrypted: z.boolean().optional(),
      description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
      category: categoryField.optional(),
    }),
    status: 200,
    response: z.object({ setting: adminSettingSchema }),
  }),
  deleteSetting: defineRoute({
    method: 'delete',
    path: '/api/admin/settings/:key',
    summary: 'Remove a setting',
    tag: 'admin',
    access: 'admin',
    params: z.object({ key: settingKeyField }),
    status: 200,
    response: z.object({ success: z.literal(true) }),
  }),
  initializeSettings: defineRoute({
    method: 'post',
    path: '/api/admin/settings/initialize',
    summary: 'Write the default of every known setting that is missing; answers the ones created',
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: z.object({ created: z.array(adminSettingSchema) }),
  }),
  dataAxleConfig: defineRoute({
    method: 'get',
    path: '/api/admin/settings/data-axle/config',
    summary: 'The business-data integration: switch, environment, features and whether a key is stored',
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: z.object({ config: dataAxleConfigSchema }),
  }),
  updateDataAxleConfig: defineRoute({
    method: 'put',
    path: '/api/admin/settings/data-axle/config',
    summary: 'Change the integration; an API key given is stored encrypted, null removes it',
    tag: 'admin',
    access: 'admin',
    body: z.object({
      enabled: z.boolean().optional(),
      environment: z.enum(PROVIDER_ENVIRONMENTS).optional(),
      features: featureFlags.partial().optional(),
      apiKey: z.string().trim().min(8, 'That does not look like an API key').max(500).nullable().optional(),
    }),
    status: 200,
    response: z.object({ config: dataAxleConfigSchema }),
  }),
  testDataAxle: defineRoute({
    method: 'post',
    path: '/api/admin/settings/data-axle/test',
    summary: 'Check the stored credentials against the configured environment with a real call',
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: z.object({ ok: z.boolean(), environment: z.enum(PROVIDER_ENVIRONMENTS), message: z.string() }),
  }),
  dataAxleStatus: defineRoute({
    method: 'get',
    path: '/api/admin/settings/data-axle/status',
    summary: 'How the integration stands: switches, and whether the provider has been failing',
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: z.object({
      status: integrationStatusSchema,
      apiKeySet: z.boolean(),
      /** closed: calls go through; open: calls are refused for a while after repeated failures. */
      circuit: z.enum(['closed', 'open', 'half-open']),
      lastError: z.string().nullable(),
      lastErrorAt: isoDateTime.nullable(),
    }),
  }),
};

/** The citation sources an admin configures: the keyed ones by an API key, the open ones by a switch. */
export const KEYED_CITATION_SOURCES = ['yelp', 'foursquare', 'google'] as const;
export const OPEN_CITATION_SOURCES = ['openstreetmap', 'listing_pages'] as const;
export const CONFIGURABLE_CITATION_SOURCES = [...KEYED_CITATION_SOURCES, ...OPEN_CITATION_SOURCES] as const;
export type ConfigurableCitationSource = (typeof CONFIGURABLE_CITATION_SOURCES)[number];

export const citationSourceSettingsSchema = z.object({
  id: z.enum(CONFIGURABLE_CITATION_SOURCES),
  name: z.string(),
  enabled: z.boolean(),
  /** Where the key (keyed) or the switch or address (open) came from; null for a keyed source without a key. */
  configuredBy: z.enum(['environment', 'settings', 'default']).nullable(),
  /** Keyed sources: whether a key is stored in Admin Settings (the key itself is never sent). Null for open sources. */
  keySet: z.boolean().nullable(),
  /** Keyed sources: the environment variable whose key takes precedence over a stored one. */
  keyEnvironmentVariable: z.string().nullable(),
  /** What the source's terms let us keep; null while it is off. */
  retention: z.enum(['everything', 'ids_only']).nullable(),
  /** Shown wherever its data is shown, when its terms ask for it; null while it is off or when none is asked. */
  attribution: z.string().nullable(),
  /** closed: calls go through; open: paused after repeated failures. Null while the source is off. */
  circuit: z.enum(['closed', 'open', 'half-open']).nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: isoDateTime.nullable(),
  /** The allowance the service reported on its latest answer; null when it reports none or was not asked yet. */
  quota: z
    .object({ limit: z.number().int().nullable(), remaining: z.number().int().nullable(), resetsAt: isoDateTime.nullable() })
    .nullable(),
});
export type CitationSourceSettings = z.infer<typeof citationSourceSettingsSchema>;

const citationSourceParams = z.object({ id: z.enum(CONFIGURABLE_CITATION_SOURCES, 'Unknown citation source') });

export const citationSourceSettingsContract = {
  citationSources: defineRoute({
    method: 'get',
    path: '/api/admin/settings/citation-sources',
    summary: 'Every citation source: on or off, where that is configured, its quota and whether it has been failing',
    tag: 'admin',
    access: 'admin',
    status: 200,
    response: z.object({ sources: z.array(citationSourceSettingsSchema) }),
  }),
  updateCitationSource: defineRoute({
    method: 'put',
    path: '/api/admin/settings/citation-sources/:id',
    summary:
      'Store (encrypted) or remove a keyed source\'s API key, or switch an open source on or off; a key set in the environment cannot be changed here',
    tag: 'admin',
    access: 'admin',
    params: citationSourceParams,
    body: z.object({
      /** Keyed sources only. Null removes the stored key; omitted keeps it. */
      apiKey: z.string().trim().min(8, 'That does not look like an API key').max(500).nullable().optional(),
      /** Open sources only. */
      enabled: z.boolean().optional(),
    }),
    status: 200,
    response: z.object({ source: citationSourceSettingsSchema }),
  }),
  testCitationSource: defineRoute({
    method: 'post',
    path: '/api/admin/settings/citation-sources/:id/test',
    summary: 'One real, cheap call proving the source works as configured; a refusal is answered with ok false',
    tag: 'admin',
    access: 'admin',
    params: citationSourceParams,
    status: 200,
    response: z.object({ ok: z.boolean(), message: z.string() }),
  }),
};
