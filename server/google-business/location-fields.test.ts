import { describe, expect, it } from 'vitest';
import {
  locationDifferences,
  locationPatch,
  profileFieldsOfLocation,
  PUSHED_FIELDS,
  type GoogleLocation,
  type ProfileFields,
} from './location-fields';

const NINE_TO_FIVE = { openTime: { hours: 9 }, closeTime: { hours: 17 } };

const SPLIT_FRIDAY = [
  { openDay: 'FRIDAY', closeDay: 'FRIDAY', openTime: { hours: 13 }, closeTime: { hours: 18, minutes: 45 } },
  { openDay: 'FRIDAY', closeDay: 'FRIDAY', openTime: { hours: 7, minutes: 30 }, closeTime: { hours: 12 } },
];

const bakeryLocation: GoogleLocation = {
  name: 'locations/4455',
  title: 'Lincoln Square Bakery',
  storefrontAddress: {
    regionCode: 'US',
    postalCode: '61801',
    administrativeArea: 'IL',
    locality: 'Urbana',
    addressLines: ['201 Lincoln Square', 'Suite 2'],
  },
  phoneNumbers: { primaryPhone: '(217) 555-0100', additionalPhones: ['(217) 555-0199'] },
  websiteUri: 'https://lincolnsquarebakery.example/',
  regularHours: {
    periods: [
      { openDay: 'MONDAY', closeDay: 'MONDAY', ...NINE_TO_FIVE },
      { openDay: 'TUESDAY', closeDay: 'TUESDAY', ...NINE_TO_FIVE },
      { openDay: 'WEDNESDAY', closeDay: 'WEDNESDAY', ...NINE_TO_FIVE },
      { openDay: 'THURSDAY', closeDay: 'THURSDAY', ...NINE_TO_FIVE },
      { openDay: 'FRIDAY', closeDay: 'FRIDAY', openTime: { hours: 7, minutes: 30 }, closeTime: { hours: 18, minutes: 45 } },
      // Proto3 JSON leaves midnight's zeros out, and Google closes a day at 24:00.
      { openDay: 'SATURDAY', closeDay: 'SATURDAY', openTime: {}, closeTime: { hours: 24 } },
    ],
  },
  profile: { description: 'Bread and pastries baked every morning.' },
  categories: { primaryCategory: { name: 'categories/gcid:bakery', displayName: 'Bakery' } },
  metadata: { mapsUri: 'https://maps.google.com/maps?cid=123', placeId: 'ChIJ123' },
};

/** The profile that agrees with bakeryLocation, written the way people type it. */
const bakeryProfile: ProfileFields = {
  name: '  lincoln square   BAKERY ',
  address: '201 Lincoln Sq., Ste 2',
  city: 'URBANA',
  state: 'Illinois',
  zipCode: '61801-2233',
  phone: '+1 217.555.0100',
  website: 'HTTPS://LincolnSquareBakery.example',
  hours: {
    monday: { open: '09:00', close: '17:00' },
    tuesday: { open: '09:00', close: '17:00' },
    wednesday: { open: '09:00', close: '17:00' },
    thursday: { open: '09:00', close: '17:00' },
    friday: { open: '07:30', close: '18:45' },
    saturday: { open: '00:00', close: '23:59' },
    sunday: { closed: true },
  },
  description: 'Bread and pastries  baked every morning.',
  category: 'bakery',
};

describe('profileFieldsOfLocation', () => {
  it("reads Google's location as a profile's fields", () => {
    expect(profileFieldsOfLocation(bakeryLocation)).toEqual({
      name: 'Lincoln Square Bakery',
      address: '201 Lincoln Square, Suite 2',
      city: 'Urbana',
      state: 'IL',
      zipCode: '61801',
      phone: '(217) 555-0100',
      website: 'https://lincolnsquarebakery.example/',
      hours: {
        monday: { open: '09:00', close: '17:00' },
        tuesday: { open: '09:00', close: '17:00' },
        wednesday: { open: '09:00', close: '17:00' },
        thursday: { open: '09:00', close: '17:00' },
        friday: { open: '07:30', close: '18:45' },
        saturday: { open: '00:00', close: '23:59' },
        sunday: { closed: true },
      },
      description: 'Bread and pastries baked every morning.',
      category: 'Bakery',
    });
  });

  it('makes split hours one range, first opening to last closing', () => {
    const periods = [...bakeryLocation.regularHours!.periods!.filter(({ openDay }) => openDay !== 'FRIDAY'), ...SPLIT_FRIDAY];
    const { hours } = profileFieldsOfLocation({ ...bakeryLocation, regularHours: { periods } });
    expect(hours.friday).toEqual({ open: '07:30', close: '18:45' });
  });

  it('closes a period past midnight at 23:59', () => {
    const late: GoogleLocation = {
      name: 'locations/1',
      regularHours: { periods: [{ openDay: 'FRIDAY', closeDay: 'SATURDAY', openTime: { hours: 18 }, closeTime: { hours: 2 } }] },
    };
    expect(profileFieldsOfLocation(late).hours.friday).toEqual({ open: '18:00', close: '23:59' });
  });

  it('knows no hours, and no closed day, when Google has none', () => {
    const bare: GoogleLocation = { name: 'locations/2', title: 'Bare' };
    expect(profileFieldsOfLocation(bare)).toEqual({
      name: 'Bare',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      phone: '',
      website: null,
      hours: {},
      description: null,
      category: '',
    });
  });
});

describe('locationDifferences', () => {
  const GOOGLE_ADDRESS = '201 Lincoln Square, Suite 2, Urbana, IL 61801';
  const GOOGLE_WEBSITE = 'https://lincolnsquarebakery.example/';

  it('finds none where only case, spacing, phone format, scheme case, trailing slash or USPS abbreviations differ', () => {
    expect(locationDifferences(bakeryProfile, bakeryLocation)).toEqual([]);
  });

  it.each([
    ['name', { name: 'Lincoln Sq Bakery' }, 'Lincoln Square Bakery', 'Lincoln Sq Bakery'],
    ['address', { address: '203 Lincoln Square' }, GOOGLE_ADDRESS, '203 Lincoln Square, URBANA, Illinois 61801-2233'],
    ['address', { city: 'Champaign' }, GOOGLE_ADDRESS, '201 Lincoln Sq., Ste 2, Champaign, Illinois 61801-2233'],
    ['phone', { phone: '(217) 555-0101' }, '(217) 555-0100', '(217) 555-0101'],
    ['website', { website: 'http://lincolnsquarebakery.example' }, GOOGLE_WEBSITE, 'http://lincolnsquarebakery.example'],
    ['website', { website: 'https://lincolnsquarebakery.example/menu' }, GOOGLE_WEBSITE, 'https://lincolnsquarebakery.example/menu'],
    ['description', { description: 'Bread.' }, 'Bread and pastries baked every morning.', 'Bread.'],
    ['category', { category: 'Coffee shop' }, 'Bakery', 'Coffee shop'],
  ] as const)('finds the %s when it differs', (field, change, google, profile) => {
    expect(locationDifferences({ ...bakeryProfile, ...change }, bakeryLocation)).toEqual([
      { field, label: expect.any(String), google, profile },
    ]);
  });

  it("writes the hours as a week, Google's split hours as they are", () => {
    const periods = [...bakeryLocation.regularHours!.periods!.filter(({ openDay }) => openDay !== 'FRIDAY'), ...SPLIT_FRIDAY];
    const hours = { ...bakeryProfile.hours, sunday: { open: '10:00', close: '14:00' } };
    expect(locationDifferences({ ...bakeryProfile, hours }, { ...bakeryLocation, regularHours: { periods } })).toEqual([
      {
        field: 'hours',
        label: 'Hours',
        google:
          'Monday 09:00-17:00; Tuesday 09:00-17:00; Wednesday 09:00-17:00; Thursday 09:00-17:00; Friday 07:30-12:00, 13:00-18:45; ' +
          'Saturday 00:00-23:59; Sunday Closed',
        profile:
          'Monday 09:00-17:00; Tuesday 09:00-17:00; Wednesday 09:00-17:00; Thursday 09:00-17:00; Friday 07:30-18:45; ' +
          'Saturday 00:00-23:59; Sunday 10:00-14:00',
      },
    ]);
  });

  it('compares hours by content: a day the profile leaves out is closed, the order of periods does not matter', () => {
    const shuffled: GoogleLocation = {
      name: 'locations/3',
      regularHours: {
        periods: [
          { openDay: 'TUESDAY', closeDay: 'TUESDAY', ...NINE_TO_FIVE },
          { openDay: 'MONDAY', closeDay: 'MONDAY', openTime: { hours: 9, minutes: 0 }, closeTime: { hours: 17, minutes: 0 } },
        ],
      },
    };
    const hours = { monday: { open: '09:00', close: '17:00' }, tuesday: { open: '09:00', close: '17:00' } };
    const profile = { ...bakeryProfile, ...profileFieldsOfLocation(shuffled), hours };
    expect(locationDifferences(profile, shuffled)).toEqual([]);
  });

  it('shows what Google lacks as empty', () => {
    const bare: GoogleLocation = { name: 'locations/2' };
    const differences = locationDifferences(bakeryProfile, bare);
    expect(differences.map(({ field }) => field)).toEqual(PUSHED_FIELDS);
    expect(differences.every(({ google }) => google === '')).toBe(true);
    expect(differences.find(({ field }) => field === 'address')!.profile).toBe('201 Lincoln Sq., Ste 2, URBANA, Illinois 61801-2233');
  });

  it("never proposes clearing what Google has when the profile has nothing there", () => {
    const empty: ProfileFields = { ...bakeryProfile, website: null, description: null, hours: {}, category: ' ' };
    expect(locationDifferences(empty, bakeryLocation)).toEqual([]);
  });
});

describe('locationPatch', () => {
  it('writes each chosen field with its update mask path, in a fixed order', () => {
    const patch = locationPatch(bakeryProfile, [...PUSHED_FIELDS].reverse(), { name: 'categories/gcid:bakery', displayName: 'Bakery' });
    expect(patch.updateMask).toEqual([
      'title',
      'storefrontAddress',
      'phoneNumbers.primaryPhone',
      'websiteUri',
      'regularHours',
      'profile.description',
      'categories.primaryCategory',
    ]);
    expect(patch.location).toEqual({
      title: 'lincoln square   BAKERY',
      storefrontAddress: {
        regionCode: 'US',
        postalCode: '61801-2233',
        administrativeArea: 'Illinois',
        locality: 'URBANA',
        addressLines: ['201 Lincoln Sq., Ste 2'],
      },
      phoneNumbers: { primaryPhone: '+12175550100' },
      websiteUri: 'HTTPS://LincolnSquareBakery.example',
      regularHours: {
        periods: [
          { openDay: 'MONDAY', openTime: { hours: 9, minutes: 0 }, closeDay: 'MONDAY', closeTime: { hours: 17, minutes: 0 } },
          { openDay: 'TUESDAY', openTime: { hours: 9, minutes: 0 }, closeDay: 'TUESDAY', closeTime: { hours: 17, minutes: 0 } },
          { openDay: 'WEDNESDAY', openTime: { hours: 9, minutes: 0 }, closeDay: 'WEDNESDAY', closeTime: { hours: 17, minutes: 0 } },
          { openDay: 'THURSDAY', openTime: { hours: 9, minutes: 0 }, closeDay: 'THURSDAY', closeTime: { hours: 17, minutes: 0 } },
          { openDay: 'FRIDAY', openTime: { hours: 7, minutes: 30 }, closeDay: 'FRIDAY', closeTime: { hours: 18, minutes: 45 } },
          { openDay: 'SATURDAY', openTime: { hours: 0, minutes: 0 }, closeDay: 'SATURDAY', closeTime: { hours: 23, minutes: 59 } },
        ],
      },
      profile: { description: 'Bread and pastries  baked every morning.' },
      categories: { primaryCategory: { name: 'categories/gcid:bakery', displayName: 'Bakery' } },
    });
  });

  it('writes only the chosen fields', () => {
    expect(locationPatch(bakeryProfile, ['website'], null)).toEqual({
      location: { websiteUri: 'HTTPS://LincolnSquareBakery.example' },
      updateMask: ['websiteUri'],
    });
  });

  it.each([
    ['(217) 555-0100', '+12175550100'],
    ['217.555.0100', '+12175550100'],
    ['1-217-555-0100', '+12175550100'],
    // Not a US number: sent as typed, for Google to judge.
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('sends the phone %s as %s', (phone, primaryPhone) => {
    expect(locationPatch({ ...bakeryProfile, phone }, ['phone'], null).location).toEqual({ phoneNumbers: { primaryPhone } });
  });

  it('leaves out fields the profile has no value for, and the category without a Google category', () => {
    const empty: ProfileFields = { ...bakeryProfile, website: null, description: '  ', hours: {} };
    expect(locationPatch(empty, ['website', 'description', 'hours', 'category'], null)).toEqual({ location: {}, updateMask: [] });
  });

  it('gives a day the profile leaves out no period, so Google shows it closed', () => {
    const hours = { sunday: { open: '10:00', close: '14:00' }, monday: { closed: true as const } };
    const patch = locationPatch({ ...bakeryProfile, hours }, ['hours'], null);
    expect(patch.location.regularHours).toEqual({
      periods: [{ openDay: 'SUNDAY', openTime: { hours: 10, minutes: 0 }, closeDay: 'SUNDAY', closeTime: { hours: 14, minutes: 0 } }],
    });
  });
});
