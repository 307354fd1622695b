import { describe, expect, it } from 'vitest';
import type { DataAxleConfig } from '../../../shared/contract/admin-settings';
import { sampleIntegrationStatus } from '../../testing/fixtures';
import {
  dataAxleFormChanged,
  dataAxleFormValues,
  dataAxleRequest,
  type DataAxleFormErrors,
  type DataAxleFormValues,
  type DataAxleUpdate,
} from './data-axle-changes';

const { features } = sampleIntegrationStatus();
const config: DataAxleConfig = {
  ...sampleIntegrationStatus({ features: { ...features, analytics: false } }),
  apiKeySet: true,
  apiKeyMask: '••••••••',
};
const noKey: DataAxleConfig = { ...config, apiKeySet: false, apiKeyMask: null };

const untouched = dataAxleFormValues(config);

describe('dataAxleFormValues', () => {
  it('starts from the stored switches and never from the key', () => {
    expect(untouched).toEqual({
      enabled: true,
      environment: 'sandbox',
      features: { businessMatching: true, listingSubmission: true, citationScanning: true, analytics: false },
      apiKey: '',
      removeApiKey: false,
    });
  });
});

describe('dataAxleRequest', () => {
  it.each<[string, Partial<DataAxleFormValues>, DataAxleConfig, DataAxleUpdate, DataAxleFormErrors]>([
    ['nothing changed', {}, config, {}, {}],
    ['switched off', { enabled: false }, config, { enabled: false }, {}],
    ['moved to production', { environment: 'production' }, config, { environment: 'production' }, {}],
    [
      'only the changed features',
      { features: { ...config.features, analytics: true, citationScanning: false } },
      config,
      { features: { citationScanning: false, analytics: true } },
      {},
    ],
    ['a new key, trimmed', { apiKey: '  ffddaa789012345678901234 ' }, config, { apiKey: 'ffddaa789012345678901234' }, {}],
    ['a first key', { apiKey: 'ffddaa789012345678901234' }, noKey, { apiKey: 'ffddaa789012345678901234' }, {}],
    ['a blank key keeps the stored one', { apiKey: '   ' }, config, {}, {}],
    ['a key too short to be one', { apiKey: 'abc' }, config, {}, { apiKey: 'That does not look like an API key' }],
    ['removing the stored key', { removeApiKey: true }, config, { apiKey: null }, {}],
    ['removing wins over a typed key', { removeApiKey: true, apiKey: 'ffddaa789012345678901234' }, config, { apiKey: null }, {}],
    ['removing when none is stored sends nothing', { removeApiKey: true }, noKey, {}, {}],
  ])('%s', (_case, change, stored, body, errors) => {
    expect(dataAxleRequest({ ...untouched, ...change }, stored)).toEqual({ body, errors });
  });
});

describe('dataAxleFormChanged', () => {
  it.each<[Partial<DataAxleFormValues>, boolean]>([
    [{}, false],
    [{ apiKey: ' ' }, false],
    [{ enabled: false }, true],
    [{ apiKey: 'abc' }, true],
    [{ removeApiKey: true }, true],
  ])('%j -> %s', (change, expected) => {
    expect(dataAxleFormChanged({ ...untouched, ...change }, config)).toBe(expected);
  });
});
