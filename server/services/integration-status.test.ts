import { describe, expect, it } from 'vitest';
import type { SettingsReader } from '../settings/settings-reader';
import { readIntegrationStatus } from './integration-status';

const settingsOf = (values: Record<string, string>): SettingsReader => ({ value: async (key) => values[key] });

describe('readIntegrationStatus', () => {
  it.each<{ stored: Record<string, string>; enabled: boolean; environment: string }>([
    { stored: {}, enabled: true, environment: 'sandbox' },
    { stored: { data_axle_enabled: 'true', data_axle_environment: 'production' }, enabled: true, environment: 'production' },
    { stored: { data_axle_enabled: 'false' }, enabled: false, environment: 'sandbox' },
    { stored: { data_axle_enabled: 'false', data_axle_environment: 'production' }, enabled: false, environment: 'production' },
  ])('$stored -> enabled $enabled in $environment', async ({ stored, enabled, environment }) => {
    expect(await readIntegrationStatus(settingsOf(stored))).toEqual({
      enabled,
      environment,
      features: { businessMatching: enabled, listingSubmission: enabled, citationScanning: enabled, analytics: enabled },
    });
  });
});
