import type { BusinessHours } from '../../shared/domain/business-hours';
import type { ProviderBusiness } from '../providers/provider';

// The businesses the citation sources' tests look up, as their stand-ins and fixtures list them.

/** Known to the Yelp, Foursquare and Google Places stand-ins. */
export const LINCOLN_SQUARE_BAKERY: ProviderBusiness = {
  id: 'b-bakery',
  name: 'Lincoln Square Bakery',
  address: '201 Lincoln Sq.',
  city: 'Urbana',
  state: 'IL',
  zipCode: '61801',
  phone: '(217) 555-0100',
  email: null,
  website: 'https://lincolnsquarebakery.example',
  category: 'restaurant',
  description: null,
  hours: {},
};

/** The Roadhouse Diner's name, address and phone, as its profile and its page (fixtures/jsonld-restaurant.html) give them. */
export const ROADHOUSE_DINER_NAP = {
  name: 'Roadhouse Diner',
  address: '405 Memorial Dr',
  city: 'Plano',
  state: 'TX',
  zipCode: '75074',
  phone: '(206) 405-9181',
};

/** On the Nominatim stand-in and on listing pages (fixtures/jsonld-restaurant.html). */
export const ROADHOUSE_DINER: ProviderBusiness = {
  id: 'b1',
  ...ROADHOUSE_DINER_NAP,
  email: null,
  website: 'https://roadhousediner.example/',
  category: 'restaurant',
  description: null,
  hours: {},
};

/** Its hours as both list them: weekdays 07:00 to 21:00, weekends 08:00 to 22:00. */
export const ROADHOUSE_DINER_HOURS: BusinessHours = {
  monday: { open: '07:00', close: '21:00' },
  tuesday: { open: '07:00', close: '21:00' },
  wednesday: { open: '07:00', close: '21:00' },
  thursday: { open: '07:00', close: '21:00' },
  friday: { open: '07:00', close: '21:00' },
  saturday: { open: '08:00', close: '22:00' },
  sunday: { open: '08:00', close: '22:00' },
};
