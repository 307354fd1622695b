import type {
  GoogleBusinessStatus,
  GoogleLink,
  GoogleLinkRow,
  GoogleLocationView,
  GoogleUpdatePreview,
} from '../../../shared/contract/google-business';

// Sample answers of the Google Business Profile API for the renderer's tests: complete, valid objects
// that a test changes only where it matters.

export const BAKERY_ID = '6f1c2f4e-1b43-4d7e-9a55-0d3c1c8e2a10';
export const GYM_ID = '7a2d3e4f-5b6c-4d7e-8f90-a1b2c3d4e5f6';

/** Connected by Ada an hour ago, in production, one business linked. */
export function sampleGoogleStatus(overrides: Partial<GoogleBusinessStatus> = {}): GoogleBusinessStatus {
  return {
    available: true,
    unavailableReason: null,
    redirectUri: 'https://app.citewise.example/google-business/callback',
    configuredBy: 'environment',
    connection: { connectedAt: '2025-06-01T10:00:00.000Z', connectedBy: 'Ada Lovelace', needsReconnect: false },
    linkedBusinesses: 1,
    note: null,
    ...overrides,
  };
}

/** The bakery's location in Ada's own Google account. */
export function sampleGoogleLocation(overrides: Partial<GoogleLocationView> = {}): GoogleLocationView {
  return {
    name: 'locations/1001',
    accountName: 'accounts/501',
    accountLabel: 'Ada Lovelace',
    title: 'Blue Door Bakery',
    address: '12 Main Street, Springfield, IL 62701',
    phone: '(217) 555-0132',
    website: null,
    mapsUrl: 'https://maps.google.com/?cid=1001',
    ...overrides,
  };
}

/** The bakery linked to its location. */
export function sampleGoogleLink(overrides: Partial<GoogleLink> = {}): GoogleLink {
  return {
    businessId: BAKERY_ID,
    accountName: 'accounts/501',
    locationName: 'locations/1001',
    title: 'Blue Door Bakery',
    address: '12 Main Street, Springfield, IL 62701',
    mapsUrl: 'https://maps.google.com/?cid=1001',
    linkedAt: '2025-06-01T10:05:00.000Z',
    ...overrides,
  };
}

export function sampleGoogleLinkRow(overrides: Partial<GoogleLinkRow> = {}): GoogleLinkRow {
  return {
    businessId: BAKERY_ID,
    businessName: 'Blue Door Bakery',
    businessAddress: '12 Main Street, Springfield, IL 62701',
    link: null,
    suggestion: null,
    ...overrides,
  };
}

/** Google has an old phone and no website; Google would accept the update. */
export function sampleGooglePreview(overrides: Partial<GoogleUpdatePreview> = {}): GoogleUpdatePreview {
  return {
    link: sampleGoogleLink(),
    differences: [
      { field: 'phone', label: 'Phone', google: '(217) 555-0100', profile: '(217) 555-0132' },
      { field: 'website', label: 'Website', google: '', profile: 'https://bluedoor.example' },
    ],
    validation: { accepted: true, message: null, fieldViolations: [] },
    ...overrides,
  };
}
