// The local "directory" of the citation-sources journey (directory-site.ts serves it): two listing pages
// of one bakery with schema.org LocalBusiness data, the second showing another phone number.

export const DIRECTORY_PORT = Number(process.env.E2E_DIRECTORY_PORT ?? 5324);
export const DIRECTORY_ORIGIN = `http://127.0.0.1:${DIRECTORY_PORT}`;

/** The business the pages describe, as the journey creates it. */
export const LISTED_BUSINESS = {
  name: 'Lantern Street Bakery',
  category: 'restaurant',
  address: '27 Lantern Street',
  city: 'Galena',
  state: 'IL',
  zipCode: '61036',
  phone: '(815) 555-0142',
} as const;

/** Path -> the phone number the page shows. */
export const LISTING_PAGES = {
  '/biz/lantern-street-bakery': LISTED_BUSINESS.phone,
  '/biz/lantern-street-bakery-2': '(815) 555-0199',
} as const;

export type ListingPath = keyof typeof LISTING_PAGES;

export const listingUrl = (path: ListingPath) => `${DIRECTORY_ORIGIN}${path}`;

/** A listing page as a directory publishes it: the business in JSON-LD, and in words for people. */
export function listingPageHtml(phone: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: LISTED_BUSINESS.name,
    telephone: phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: LISTED_BUSINESS.address,
      addressLocality: LISTED_BUSINESS.city,
      addressRegion: LISTED_BUSINESS.state,
      postalCode: LISTED_BUSINESS.zipCode,
    },
  };
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${LISTED_BUSINESS.name} - Local Directory</title>`,
    `<script type="application/ld+json">${JSON.stringify(data)}</script>`,
    `</head><body><h1>${LISTED_BUSINESS.name}</h1><p>${LISTED_BUSINESS.address}, ${LISTED_BUSINESS.city}</p><p>${phone}</p></body></html>`,
  ].join('');
}
