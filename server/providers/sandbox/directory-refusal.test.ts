import { describe, expect, it } from 'vitest';
import type { DirectoryInfo, ProviderBusiness } from '../provider';
import { directoryRefusal, isPoBoxAddress } from './directory-refusal';

const business: ProviderBusiness = {
  id: 'b1',
  name: 'Sunrise Dental',
  address: '12 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  phone: '217-555-0100',
  email: 'hello@sunrise.example',
  website: 'https://sunrise.example',
  category: 'healthcare',
  description: 'Family dentistry',
  hours: { monday: { open: '09:00', close: '17:00' } },
};

const directory: DirectoryInfo = {
  id: 'clinics',
  name: 'Clinic Finder',
  logo: null,
  tier: 'pro',
  categories: null,
  requires: [],
  url: 'https://clinics.example/',
  regions: ['US'],
  aggregator: false,
};

describe('directoryRefusal', () => {
  it.each<[string, Partial<DirectoryInfo>, Partial<ProviderBusiness>, string | null]>([
    ['any category, nothing required', {}, {}, null],
    ['category accepted', { categories: ['healthcare', 'beauty'] }, {}, null],
    ['category not accepted', { categories: ['restaurant'] }, {}, 'Clinic Finder does not list Healthcare businesses'],
    ['category label, not value', { categories: ['restaurant'] }, { category: 'home_services' }, 'Clinic Finder does not list Home Services businesses'],
    ['website missing', { requires: ['website'] }, { website: null }, 'Clinic Finder requires a website'],
    ['website blank', { requires: ['website'] }, { website: '  ' }, 'Clinic Finder requires a website'],
    ['email missing', { requires: ['email'] }, { email: null }, 'Clinic Finder requires an email address'],
    ['description missing', { requires: ['description'] }, { description: '' }, 'Clinic Finder requires a description'],
    ['hours missing', { requires: ['hours'] }, { hours: {} }, 'Clinic Finder requires opening hours'],
    ['closed days are hours', { requires: ['hours'] }, { hours: { sunday: { closed: true } } }, null],
    ['P.O. Box refused', { requires: ['street_address'] }, { address: 'P.O. Box 42' }, 'Clinic Finder requires a street address; P.O. Boxes are not accepted'],
    ['street address accepted', { requires: ['street_address'] }, {}, null],
    ['P.O. Box fine where no street address is needed', { requires: ['website'] }, { address: 'PO Box 42' }, null],
    ['all requirements met', { requires: ['street_address', 'website', 'email', 'description', 'hours'] }, {}, null],
    ['first unmet requirement named', { requires: ['email', 'website'] }, { email: null, website: null }, 'Clinic Finder requires an email address'],
    ['a Canadian directory, a business in Illinois', { regions: ['CA'] }, {}, 'Clinic Finder lists only businesses in Canada'],
    ['a state directory, a business of another state', { regions: ['NY'] }, {}, 'Clinic Finder lists only businesses in NY'],
    ['a state directory, a business of that state', { regions: ['IL'] }, {}, null],
    ['region before requirements', { regions: ['CA'], requires: ['website'] }, { website: null }, 'Clinic Finder lists only businesses in Canada'],
    ['category before requirements', { categories: ['restaurant'], requires: ['website'] }, { website: null }, 'Clinic Finder does not list Healthcare businesses'],
  ])('%s', (_case, directoryChange, businessChange, expected) => {
    expect(directoryRefusal({ ...directory, ...directoryChange }, { ...business, ...businessChange })).toBe(expected);
  });
});

describe('isPoBoxAddress', () => {
  it.each([
    ['PO Box 12', true],
    ['P.O. Box 12', true],
    ['p.o.box 12', true],
    ['P O Box 12', true],
    ['Post Office Box 12', true],
    ['POB 12', true],
    ['Suite 4, PO Box 9', true],
    ['12 Main Street', false],
    ['1 Boxwood Lane', false],
    ['8 Shop Box Road', false],
    ['40 Apollo Boxing Avenue', false],
    ['3 Pobble Way', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPoBoxAddress(address)).toBe(expected);
  });
});
