import { describe, expect, it } from 'vitest';
import type { SourceListing } from './citation-source';
import { isSameBusiness } from './same-business';

const business = { name: "Joe's Cafe", address: '12 Market Street', zipCode: '63101', phone: '314-555-0100' };

function listing(overrides: Partial<SourceListing>): SourceListing {
  return {
    source: 'foursquare',
    directory: 'foursquare',
    listingId: 'x',
    url: null,
    name: 'Somewhere Else',
    address: '99 Elm St',
    city: 'St. Louis',
    state: 'MO',
    zipCode: '63101',
    phone: null,
    website: null,
    hours: null,
    ...overrides,
  };
}

describe('isSameBusiness', () => {
  it.each<[string, Partial<SourceListing>]>([
    ['the same name, spelled differently', { name: 'JOES CAFE' }],
    ['a longer name holding it', { name: "Joe's Cafe & Bakery" }],
    ['the same phone', { phone: '(314) 555-0100' }],
    ['the same street and ZIP', { address: '12 Market St' }],
  ])('takes a listing with %s', (_case, overrides) => {
    expect(isSameBusiness(business, listing(overrides))).toBe(true);
  });

  it.each<[string, Partial<SourceListing>]>([
    ['nothing in common', {}],
    ['a name sharing only a word', { name: 'Cafe Roma' }],
    ['the same street in another ZIP', { address: '12 Market St', zipCode: '63102' }],
  ])('leaves a listing with %s', (_case, overrides) => {
    expect(isSameBusiness(business, listing(overrides))).toBe(false);
  });

  it('never matches on an empty profile phone', () => {
    expect(isSameBusiness({ ...business, phone: '' }, listing({ phone: '' }))).toBe(false);
  });
});
