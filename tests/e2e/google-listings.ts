import type { GoogleLocation } from '../../server/google-business/location-fields';

// The Google account the local Google stand-in (google-site.ts) manages for google-business.spec.ts: one
// location of the journey's business, under another name and without the website, so an update has work.

export const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 5326);
export const GOOGLE_ORIGIN = `http://127.0.0.1:${GOOGLE_PORT}`;

export const GOOGLE_ACCOUNT = { name: 'accounts/7001', accountName: 'Harbor Light Holdings' };

/** As Citewise keeps it. */
export const GOOGLE_LISTED_BUSINESS = {
  name: 'Harbor Light Dental',
  category: 'healthcare',
  address: '18 Wharf Street',
  city: 'Portland',
  state: 'ME',
  zipCode: '04101',
  phone: '(207) 555-0148',
  website: 'https://harborlightdental.example',
} as const;

/** As Google shows it. */
export const GOOGLE_LOCATION: GoogleLocation = {
  name: 'locations/88001',
  title: 'Harbor Light Family Dentistry',
  storefrontAddress: { regionCode: 'US', postalCode: '04101', administrativeArea: 'ME', locality: 'Portland', addressLines: ['18 Wharf St'] },
  phoneNumbers: { primaryPhone: '(207) 555-0148' },
  categories: { primaryCategory: { name: 'categories/gcid:dentist', displayName: 'Dentist' } },
  metadata: { mapsUri: 'https://maps.google.com/?cid=88001', placeId: 'place-88001' },
} as GoogleLocation;

/** The Google settings of the app instance that talks to the stand-in. */
export function googleStandInEnvironment(): Record<string, string> {
  return {
    GOOGLE_BUSINESS_CLIENT_ID: 'citewise-e2e.apps.googleusercontent.com',
    GOOGLE_BUSINESS_CLIENT_SECRET: 'GOCSPX-e2e-stand-in-secret',
    GOOGLE_BUSINESS_AUTH_URL: `${GOOGLE_ORIGIN}/o/oauth2/v2/auth`,
    GOOGLE_BUSINESS_TOKEN_URL: `${GOOGLE_ORIGIN}/token`,
    GOOGLE_BUSINESS_REVOKE_URL: `${GOOGLE_ORIGIN}/revoke`,
    GOOGLE_BUSINESS_ACCOUNTS_URL: GOOGLE_ORIGIN,
    GOOGLE_BUSINESS_INFORMATION_URL: GOOGLE_ORIGIN,
    GOOGLE_BUSINESS_PERFORMANCE_URL: GOOGLE_ORIGIN,
  };
}
