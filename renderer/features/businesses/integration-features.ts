import type { IntegrationStatus } from '../../../shared/contract/provider';

export type IntegrationFeature = keyof IntegrationStatus['features'];

/** The business-data integration's features, by name, in the order every screen lists them. */
export const INTEGRATION_FEATURES: readonly { key: IntegrationFeature; label: string }[] = [
  { key: 'businessMatching', label: 'Business Matching' },
  { key: 'listingSubmission', label: 'Directory Submission' },
  { key: 'citationScanning', label: 'Citation Scanning' },
  { key: 'analytics', label: 'Analytics' },
];
