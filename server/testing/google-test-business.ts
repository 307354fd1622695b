import type { GoogleLocation } from '../google-business/location-fields';
import type { GoogleBusinessStandIn } from './google-business-protocol-server';

// The business the Google Business Profile tests link, and its Google location under another name and
// without the website, so there is a difference to show and push.

export const PRAIRIE_DENTAL = {
  name: 'Prairie Smiles Dental',
  address: '410 Green Street',
  city: 'Champaign',
  state: 'IL',
  zipCode: '61820',
  phone: '(217) 555-0144',
  website: 'https://prairiesmiles.example',
  category: 'healthcare' as const,
};

export const PRAIRIE_STREET = { regionCode: 'US', postalCode: '61820', administrativeArea: 'IL', locality: 'Champaign' };

export function prairieDentalLocation(id: string, overrides: Partial<GoogleLocation> = {}): GoogleLocation {
  return {
    name: `locations/${id}`,
    title: 'Prairie Smiles Family Dentistry',
    storefrontAddress: { ...PRAIRIE_STREET, addressLines: ['410 Green St'] },
    phoneNumbers: { primaryPhone: '(217) 555-0144' },
    categories: { primaryCategory: { name: 'categories/gcid:dentist', displayName: 'Dentist' } },
    metadata: { mapsUri: `https://maps.google.com/?cid=${id}`, placeId: `place-${id}` },
    ...overrides,
  } as GoogleLocation;
}

/** The environment that points an app's Google Business Profile at the stand-in. */
export function googleStandInEnv(google: GoogleBusinessStandIn): Record<string, string> {
  return {
    GOOGLE_BUSINESS_CLIENT_ID: google.clientId,
    GOOGLE_BUSINESS_CLIENT_SECRET: google.clientSecret,
    GOOGLE_BUSINESS_AUTH_URL: google.endpoints.authorization,
    GOOGLE_BUSINESS_TOKEN_URL: google.endpoints.token,
    GOOGLE_BUSINESS_REVOKE_URL: google.endpoints.revoke,
    GOOGLE_BUSINESS_ACCOUNTS_URL: google.endpoints.accounts,
    GOOGLE_BUSINESS_INFORMATION_URL: google.endpoints.businessInformation,
    GOOGLE_BUSINESS_PERFORMANCE_URL: google.endpoints.performance,
  };
}
