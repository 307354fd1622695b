import type { IntegrationStatus } from '../../../shared/contract/provider';

// Texts of the Reports screen that depend on settings.

export const ANALYTICS_INTEGRATION_OFF_MESSAGE =
  'Analytics come from the business-data provider, which is not configured. Contact your administrator to enable it.';
export const ANALYTICS_FEATURE_OFF_MESSAGE = 'Analytics are turned off. Contact your administrator to enable analytics.';
export const ANALYTICS_NONE_MESSAGE =
  'The provider has no analytics for this period yet. They appear once listings are published and seen.';
const ANALYTICS_UNKNOWN_MESSAGE = 'Analytics are turned off, or the provider has none for this period.';

/** The provider failed to answer for this report's analytics: why, in its client's words, and what stands. */
export const analyticsFailedMessage = (error: string) =>
  `${error} The rest of the report is up to date; open it again later for the analytics.`;

/** Why the report has no analytics: the integration is off, its analytics are, or there are none yet. */
export function analyticsUnavailableMessage(status: IntegrationStatus | undefined): string {
  if (!status) return ANALYTICS_UNKNOWN_MESSAGE;
  if (!status.enabled) return ANALYTICS_INTEGRATION_OFF_MESSAGE;
  if (!status.features.analytics) return ANALYTICS_FEATURE_OFF_MESSAGE;
  return ANALYTICS_NONE_MESSAGE;
}
