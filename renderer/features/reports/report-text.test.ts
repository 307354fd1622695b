import { describe, expect, it } from 'vitest';
import { sampleIntegrationStatus } from '../../testing/fixtures';
import {
  ANALYTICS_FEATURE_OFF_MESSAGE,
  ANALYTICS_INTEGRATION_OFF_MESSAGE,
  ANALYTICS_NONE_MESSAGE,
  analyticsUnavailableMessage,
} from './report-text';

describe('why a report has no analytics', () => {
  it.each([
    ['the integration is off', sampleIntegrationStatus({ enabled: false }), ANALYTICS_INTEGRATION_OFF_MESSAGE],
    [
      'its analytics are off',
      sampleIntegrationStatus({ features: { ...sampleIntegrationStatus().features, analytics: false } }),
      ANALYTICS_FEATURE_OFF_MESSAGE,
    ],
    ['the provider has none', sampleIntegrationStatus(), ANALYTICS_NONE_MESSAGE],
  ])('says so when %s', (_, status, message) => {
    expect(analyticsUnavailableMessage(status)).toBe(message);
  });

  it('gives both reasons while the settings are unknown', () => {
    expect(analyticsUnavailableMessage(undefined)).toContain('turned off, or the provider has none');
  });
});
