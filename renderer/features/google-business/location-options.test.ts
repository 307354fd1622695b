import { describe, expect, it } from 'vitest';
import { sampleGoogleLink, sampleGoogleLinkRow, sampleGoogleLocation } from './google-business-fixtures';
import { locationChoice, locationOptionText } from './location-options';

describe('locationChoice', () => {
  it('groups locations by account in Google’s order and knows which business holds each linked one', () => {
    const first = sampleGoogleLocation();
    const other = sampleGoogleLocation({ name: 'locations/3', accountName: 'accounts/9', accountLabel: 'Harbor Group' });
    const second = sampleGoogleLocation({ name: 'locations/2' });
    const choice = locationChoice([first, other, second], [sampleGoogleLinkRow({ link: sampleGoogleLink() }), sampleGoogleLinkRow({ businessId: 'b2' })]);
    expect(choice.groups.map((group) => [group.accountLabel, group.locations.map((location) => location.name)])).toEqual([
      ['Ada Lovelace', ['locations/1001', 'locations/2']],
      ['Harbor Group', ['locations/3']],
    ]);
    expect(choice.byName.get('locations/3')).toBe(other);
    expect([...choice.owners]).toEqual([['locations/1001', 'Blue Door Bakery']]);
  });

  it.each([
    [{ title: 'Harbor Cafe', address: '1 Dock Road' }, 'Harbor Cafe, 1 Dock Road'],
    [{ title: 'Harbor Cafe', address: '' }, 'Harbor Cafe'],
  ])('words an option %#', (location, expected) => {
    expect(locationOptionText(location)).toBe(expected);
  });
});
