import { contract as contractSchemas } from '../../../shared/contract';
import type { DataAxleConfig } from '../../../shared/contract/admin-settings';
import type { RouteInput } from '../../../shared/contract/route';
import { INTEGRATION_FEATURES } from '../businesses/integration-features';

// The business-data integration card's form: what it starts from, and the PUT it sends, which
// carries only what changed. The API key is write-only: the form never holds the stored one.

export type DataAxleUpdate = RouteInput<typeof contractSchemas.adminSettings.updateDataAxleConfig>['body'];
export type DataAxleFeature = keyof DataAxleConfig['features'];

export interface DataAxleFormValues {
  enabled: boolean;
  environment: DataAxleConfig['environment'];
  features: DataAxleConfig['features'];
  /** A new key to store; empty keeps whatever is stored. */
  apiKey: string;
  /** Remove the stored key on save. */
  removeApiKey: boolean;
}

export interface DataAxleFormErrors {
  apiKey?: string;
}

const FEATURE_DETAILS: Record<DataAxleFeature, { description: string; sandboxOnly: boolean }> = {
  businessMatching: { description: 'Find a business in the database, accept and enrich it.', sandboxOnly: false },
  listingSubmission: { description: 'Send businesses to the directory network.', sandboxOnly: false },
  citationScanning: { description: 'Compare how directories cite each business.', sandboxOnly: true },
  analytics: { description: 'Views, searches, clicks, calls and direction requests.', sandboxOnly: true },
};

export const DATA_AXLE_FEATURES = INTEGRATION_FEATURES.map((feature) => ({ ...feature, ...FEATURE_DETAILS[feature.key] }));

export const ENVIRONMENT_LABELS: Record<DataAxleConfig['environment'], string> = {
  sandbox: 'Sandbox (simulated, works offline)',
  production: 'Production (Data Axle)',
};

export function dataAxleFormValues(config: DataAxleConfig): DataAxleFormValues {
  return { enabled: config.enabled, environment: config.environment, features: { ...config.features }, apiKey: '', removeApiKey: false };
}

const apiKeyField = contractSchemas.adminSettings.updateDataAxleConfig.body.shape.apiKey;

/** The PUT body with only the changes, or why the typed key cannot be sent. */
export function dataAxleRequest(values: DataAxleFormValues, config: DataAxleConfig): { body: DataAxleUpdate; errors: DataAxleFormErrors } {
  const body: DataAxleUpdate = {};
  if (values.enabled !== config.enabled) body.enabled = values.enabled;
  if (values.environment !== config.environment) body.environment = values.environment;

  const features = DATA_AXLE_FEATURES.filter(({ key }) => values.features[key] !== config.features[key]);
  if (features.length > 0) body.features = Object.fromEntries(features.map(({ key }) => [key, values.features[key]]));

  const errors: DataAxleFormErrors = {};
  if (values.removeApiKey) {
    if (config.apiKeySet) body.apiKey = null;
  } else if (values.apiKey.trim() !== '') {
    const parsed = apiKeyField.safeParse(values.apiKey);
    if (parsed.success && parsed.data) body.apiKey = parsed.data;
    else errors.apiKey = parsed.error?.issues[0]?.message;
  }
  return { body, errors };
}

/** Whether saving would change anything. */
export function dataAxleFormChanged(values: DataAxleFormValues, config: DataAxleConfig): boolean {
  const { body, errors } = dataAxleRequest(values, config);
  return Object.keys(body).length > 0 || errors.apiKey !== undefined;
}
