import type { GoogleLinkRow, GoogleLocationView } from '../../../shared/contract/google-business';

// The choice of a business's Google location: every location, grouped by the Google account that holds it.

export interface LocationGroup {
  accountName: string;
  accountLabel: string;
  locations: GoogleLocationView[];
}

/** What every row of the links table chooses from, worked out once for the table. */
export interface LocationChoice {
  groups: LocationGroup[];
  byName: ReadonlyMap<string, GoogleLocationView>;
  /** The business each linked location belongs to: a location links one business only. */
  owners: ReadonlyMap<string, string>;
}

/** One group per account, in the order Google listed them, each with its locations in that order. */
export function locationGroups(locations: readonly GoogleLocationView[]): LocationGroup[] {
  const groups = new Map<string, LocationGroup>();
  for (const location of locations) {
    const group = groups.get(location.accountName) ?? { accountName: location.accountName, accountLabel: location.accountLabel, locations: [] };
    group.locations.push(location);
    groups.set(location.accountName, group);
  }
  return [...groups.values()];
}

export function locationChoice(locations: readonly GoogleLocationView[], rows: readonly GoogleLinkRow[]): LocationChoice {
  return {
    groups: locationGroups(locations),
    byName: new Map(locations.map((location) => [location.name, location])),
    owners: new Map(rows.flatMap((row) => (row.link ? [[row.link.locationName, row.businessName] as const] : []))),
  };
}

/** 'Blue Door Bakery, 12 Main St, Springfield, IL 62701', or the title alone when Google has no address. */
export function locationOptionText(location: Pick<GoogleLocationView, 'title' | 'address'>): string {
  return location.address ? `${location.title}, ${location.address}` : location.title;
}
