import { describe, expect, it } from 'vitest';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import { ApiError } from '../../http/api-error';
import type { SettingsReader } from '../../settings/settings-reader';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import { assertFeatureOn, readIntegrationStatus, updateDataAxleSettings } from './integration-status';

const settingsOf = (values: Record<string, string>): SettingsReader => ({ value: async (key) => values[key] });

const allFeatures = (on: boolean) => ({ businessMatching: on, listingSubmission: on, citationScanning: on, analytics: on });

describe('readIntegrationStatus', () => {
  it.each<{ stored: Record<string, string>; expected: IntegrationStatus }>([
    { stored: {}, expected: { enabled: true, environment: 'sandbox', features: allFeatures(true) } },
    { stored: { data_axle_enabled: 'false' }, expected: { enabled: false, environment: 'sandbox', features: allFeatures(false) } },
    {
      stored: { data_axle_enabled: 'false', data_axle_environment: 'production' },
      expected: { enabled: false, environment: 'production', features: allFeatures(false) },
    },
    {
      // Data Axle has no citation scanning or analytics API: production offers neither, whatever the flags.
      stored: { data_axle_environment: 'production' },
      expected: {
        enabled: true,
        environment: 'production',
        features: { businessMatching: true, listingSubmission: true, citationScanning: false, analytics: false },
      },
    },
    {
      stored: { data_axle_feature_business_matching: 'false', data_axle_feature_analytics: 'false' },
      expected: {
        enabled: true,
        environment: 'sandbox',
        features: { businessMatching: false, listingSubmission: true, citationScanning: true, analytics: false },
      },
    },
    {
      // A flag on cannot switch a feature on while the integration is off.
      stored: { data_axle_enabled: 'false', data_axle_feature_listing_submission: 'true' },
      expected: { enabled: false, environment: 'sandbox', features: allFeatures(false) },
    },
  ])('$stored', async ({ stored, expected }) => {
    expect(await readIntegrationStatus(settingsOf(stored))).toEqual(expected);
  });
});

describe('assertFeatureOn', () => {
  const refusal = (status: IntegrationStatus, feature: keyof IntegrationStatus['features']) => {
    try {
      assertFeatureOn(status, feature);
      return undefined;
    } catch (error) {
      return error instanceof ApiError ? { status: error.status, message: error.message } : error;
    }
  };
  const off = { enabled: false, environment: 'sandbox', features: allFeatures(false) } as const;
  const production = {
    enabled: true,
    environment: 'production',
    features: { businessMatching: true, listingSubmission: true, citationScanning: false, analytics: false },
  } as const;

  it.each<{ status: IntegrationStatus; feature: keyof IntegrationStatus['features']; expected: unknown }>([
    { status: production, feature: 'businessMatching', expected: undefined },
    { status: off, feature: 'businessMatching', expected: { status: 409, message: ENHANCEMENT_DISABLED_MESSAGE } },
    {
      status: off,
      feature: 'listingSubmission',
      expected: { status: 409, message: 'Directory submission is switched off. Contact your administrator.' },
    },
    {
      status: off,
      feature: 'analytics',
      expected: { status: 409, message: 'Listing analytics are switched off. Contact your administrator.' },
    },
    {
      status: production,
      feature: 'analytics',
      expected: { status: 409, message: 'Data Axle offers no listing analytics; they work in the sandbox environment only.' },
    },
    {
      status: production,
      feature: 'citationScanning',
      expected: {
        status: 409,
        message:
          'Citation scans need a citation source: an administrator adds a Yelp, Foursquare or Google Places key, or switches on OpenStreetMap or listing pages, in Admin Settings.',
      },
    },
  ])('$feature in $status.environment (enabled $status.enabled)', ({ status, feature, expected }) => {
    expect(refusal(status, feature)).toEqual(expected);
  });
});

describe('updateDataAxleSettings', () => {
  it('writes only what changed, the API key first', async () => {
    const writes: [string, string | null | undefined][] = [];
    await updateDataAxleSettings(
      {
        set: async (_actor, key, change) => {
          writes.push([key, change.value]);
          return { key, value: null, encrypted: false, hasValue: true, description: null, category: 'integrations', updatedAt: new Date() };
        },
      },
      'admin-id',
      { apiKey: 'da-key-123456', environment: 'production', features: { analytics: false } },
    );
    expect(writes).toEqual([
      ['data_axle_api_key', 'da-key-123456'],
      ['data_axle_environment', 'production'],
      ['data_axle_feature_analytics', 'false'],
    ]);
  });
});
