import type { GoogleLocationLinkRecord } from '../../db/records';
import type { GoogleBusinessClient } from '../../google-business/google-business-client';
import { profileFieldsOfLocation } from '../../google-business/location-fields';
import type { CitationSource } from './citation-source';

// A business linked to its Google Business Profile location is compared with the location itself, as
// Google holds it, rather than with what a search finds. The organization manages the location, so its
// values may be kept like the profile's own.

export const GOOGLE_BUSINESS_SOURCE_NAME = 'Google';

export function createGoogleBusinessSource(client: GoogleBusinessClient, link: Pick<GoogleLocationLinkRecord, 'locationName'>): CitationSource {
  return {
    id: 'google_business_profile',
    name: GOOGLE_BUSINESS_SOURCE_NAME,
    retention: 'everything',
    attribution: null,
    async lookUp() {
      const location = await client.location(link.locationName);
      // Gone from the connection (deleted, or access removed): no listing on Google any more.
      if (!location) return [];
      const { name, address, city, state, zipCode, phone, website, hours } = profileFieldsOfLocation(location);
      return [
        {
          source: 'google_business_profile',
          directory: 'google',
          listingId: location.name,
          url: location.metadata?.mapsUri ?? null,
          name,
          address,
          city,
          state,
          zipCode,
          phone: phone || null,
          website,
          hours,
        },
      ];
    },
    async testConnection() {
      return GOOGLE_BUSINESS_SOURCE_NAME;
    },
    health: () => ({ ...client.health(), quota: null }),
  };
}
