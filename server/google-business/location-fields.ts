import { z } from 'zod';
import {
  formatDayHours,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type BusinessHours,
  type DayHours,
  type Weekday,
} from '../../shared/domain/business-hours';
import { GOOGLE_PUSHED_FIELD_LABELS, GOOGLE_PUSHED_FIELDS } from '../../shared/domain/google-business';
import { formatPostalAddress, normalizePostalAddress } from '../citations/address-normalizer';
import { normalizePhone } from '../citations/phone-normalizer';
import { usPhoneE164 } from '../citations/sources/us-phone';

/*
 * A Business Information API v1 Location, as far as Citewise reads and writes it, and its mapping to a
 * profile's fields:
 *   name               'locations/{locationId}'
 *   title              the business's name
 *   storefrontAddress  google.type.PostalAddress {regionCode, postalCode, administrativeArea, locality, addressLines[]}
 *   phoneNumbers       {primaryPhone, additionalPhones[]}
 *   websiteUri
 *   regularHours       {periods: [{openDay: 'MONDAY', openTime: {hours, minutes}, closeDay, closeTime}]}; a day
 *                      without a period is closed; closeTime may be {hours: 24} and closeDay the next day
 *   profile            {description} (at most 750 characters)
 *   categories         {primaryCategory: {name: 'categories/gcid:bakery', displayName}, additionalCategories[]}
 *   metadata           {mapsUri, placeId, ...} (read only)
 * Google leaves out fields without a value, and proto3 JSON leaves out zeros ({hours: 9} is 09:00,
 * {} midnight). A PATCH changes only the fields its updateMask names; a named field missing from the
 * body is cleared, so a mask names sub-fields (phoneNumbers.primaryPhone, profile.description,
 * categories.primaryCategory) to leave the others (additional phones and categories) as they are.
 */

/**
 * Longer than any profile field (a description has at most 2,000 characters), so a cut text still differs where
 * the whole did; what Google sends past it is not kept in links, scans and previews.
 */
export const GOOGLE_TEXT_MAX = 2_048;
const text = z.string().transform((value) => value.slice(0, GOOGLE_TEXT_MAX));
/** A Maps address becomes a link: only a whole http(s) one is kept (not javascript: or data:). */
const webAddress = z
  .string()
  .transform((value) => (value.length <= GOOGLE_TEXT_MAX && /^https?:\/\//i.test(value) && URL.canParse(value) ? value : null));

const timeOfDaySchema = z.object({ hours: z.number().int().nullish(), minutes: z.number().int().nullish() });
const periodSchema = z.object({
  openDay: z.string(),
  openTime: timeOfDaySchema.nullish(),
  closeDay: z.string(),
  closeTime: timeOfDaySchema.nullish(),
});
const categorySchema = z.object({ name: z.string(), displayName: text.nullish() });

export const googleLocationSchema = z.object({
  name: z.string(),
  title: text.nullish(),
  storefrontAddress: z
    .object({
      regionCode: z.string().nullish(),
      languageCode: z.string().nullish(),
      postalCode: text.nullish(),
      administrativeArea: text.nullish(),
      locality: text.nullish(),
      // Google keeps at most five lines.
      addressLines: z
        .array(text)
        .transform((lines) => lines.slice(0, 5))
        .nullish(),
    })
    .nullish(),
  phoneNumbers: z.object({ primaryPhone: text.nullish(), additionalPhones: z.array(z.string()).nullish() }).nullish(),
  websiteUri: text.nullish(),
  regularHours: z.object({ periods: z.array(periodSchema).nullish() }).nullish(),
  profile: z.object({ description: text.nullish() }).nullish(),
  categories: z.object({ primaryCategory: categorySchema.nullish(), additionalCategories: z.array(categorySchema).nullish() }).nullish(),
  metadata: z.object({ mapsUri: webAddress.nullish(), placeId: z.string().nullish() }).nullish(),
});
export type GoogleLocation = z.infer<typeof googleLocationSchema>;
type GooglePeriod = z.infer<typeof periodSchema>;

/** The top-level fields read; Google requires a read mask and answers only the fields it names. */
export const LOCATION_READ_MASK = 'name,title,storefrontAddress,phoneNumbers,websiteUri,regularHours,profile,categories,metadata';

export const PUSHED_FIELDS = GOOGLE_PUSHED_FIELDS;
export type PushedField = (typeof PUSHED_FIELDS)[number];
export const PUSHED_FIELD_LABELS: Record<PushedField, string> = GOOGLE_PUSHED_FIELD_LABELS;

/** A profile as Google compares with it; category is the Google category's display name ('Bakery'). */
export interface ProfileFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string | null;
  hours: BusinessHours;
  description: string | null;
  category: string;
}

/** One field that differs, as people read it; `google` is '' when Google has no value. */
export interface FieldDifference {
  field: PushedField;
  label: string;
  google: string;
  profile: string;
}

const GOOGLE_DAYS: Record<Weekday, string> = {
  monday: 'MONDAY',
  tuesday: 'TUESDAY',
  wednesday: 'WEDNESDAY',
  thursday: 'THURSDAY',
  friday: 'FRIDAY',
  saturday: 'SATURDAY',
  sunday: 'SUNDAY',
};

/** The update mask path each pushed field writes. */
const UPDATE_MASK_PATHS: Record<PushedField, string> = {
  name: 'title',
  address: 'storefrontAddress',
  phone: 'phoneNumbers.primaryPhone',
  website: 'websiteUri',
  hours: 'regularHours',
  description: 'profile.description',
  category: 'categories.primaryCategory',
};

export function profileFieldsOfLocation(location: GoogleLocation): ProfileFields {
  const address = location.storefrontAddress;
  return {
    name: location.title ?? '',
    address: streetOf(location),
    city: address?.locality ?? '',
    state: address?.administrativeArea ?? '',
    zipCode: address?.postalCode ?? '',
    phone: location.phoneNumbers?.primaryPhone ?? '',
    website: location.websiteUri || null,
    hours: hoursOfLocation(location),
    description: location.profile?.description || null,
    category: location.categories?.primaryCategory?.displayName ?? '',
  };
}

/**
 * The fields where the profile has a value and Google shows another. A field the profile leaves empty
 * (no website, description, hours or category) is never a difference: Citewise fills Google in, it does
 * not clear what the owner put there.
 */
export function locationDifferences(profile: ProfileFields, location: GoogleLocation): FieldDifference[] {
  const google = profileFieldsOfLocation(location);
  const differences: FieldDifference[] = [];
  const differ = (field: PushedField, googleText: string, profileText: string) =>
    differences.push({ field, label: PUSHED_FIELD_LABELS[field], google: googleText, profile: profileText });

  if (hasText(profile.name) && !sameText(profile.name, google.name)) differ('name', google.name, profile.name.trim());
  if (hasText(profile.address) && !sameAddress(profile, google)) {
    differ('address', formatPostalAddress(google), formatPostalAddress(profile));
  }
  if (hasText(profile.phone) && normalizePhone(profile.phone.trim()) !== normalizePhone(google.phone.trim())) {
    differ('phone', google.phone, profile.phone.trim());
  }
  if (profile.website && hasText(profile.website) && websiteKey(profile.website) !== websiteKey(google.website ?? '')) {
    differ('website', google.website ?? '', profile.website.trim());
  }
  if (hasHours(profile.hours)) {
    const googleText = googleHoursText(location);
    const profileText = hoursText(profile.hours);
    if (googleText !== profileText) differ('hours', googleText ?? '', profileText);
  }
  if (profile.description && hasText(profile.description) && !sameText(profile.description, google.description ?? '')) {
    differ('description', google.description ?? '', profile.description.trim());
  }
  if (hasText(profile.category) && !sameText(profile.category, google.category)) {
    differ('category', google.category, profile.category.trim());
  }
  return differences;
}

/**
 * The PATCH body and update mask for the chosen fields. A field the profile has no value for is left out,
 * as is the category when the caller found no Google category (`category` null): compare the mask with
 * the fields asked for to tell. Hours replace Google's whole week: a day the profile does not mention
 * gets no period, which Google shows as closed.
 */
export function locationPatch(
  profile: ProfileFields,
  fields: readonly PushedField[],
  category: { name: string; displayName: string } | null,
): { location: Partial<GoogleLocation>; updateMask: string[] } {
  const location: Partial<GoogleLocation> = {};
  const pushed = new Set<PushedField>();
  const chosen = new Set(fields);

  if (chosen.has('name') && hasText(profile.name)) {
    location.title = profile.name.trim();
    pushed.add('name');
  }
  if (chosen.has('address') && hasText(profile.address)) {
    location.storefrontAddress = {
      regionCode: 'US',
      postalCode: profile.zipCode.trim(),
      administrativeArea: profile.state.trim(),
      locality: profile.city.trim(),
      addressLines: [profile.address.trim()],
    };
    pushed.add('address');
  }
  if (chosen.has('phone') && hasText(profile.phone)) {
    location.phoneNumbers = { primaryPhone: usPhoneE164(profile.phone) ?? profile.phone.trim() };
    pushed.add('phone');
  }
  if (chosen.has('website') && profile.website && hasText(profile.website)) {
    location.websiteUri = profile.website.trim();
    pushed.add('website');
  }
  if (chosen.has('hours') && hasHours(profile.hours)) {
    location.regularHours = { periods: periodsOf(profile.hours) };
    pushed.add('hours');
  }
  if (chosen.has('description') && profile.description && hasText(profile.description)) {
    location.profile = { description: profile.description.trim() };
    pushed.add('description');
  }
  if (chosen.has('category') && category) {
    location.categories = { primaryCategory: { name: category.name, displayName: category.displayName } };
    pushed.add('category');
  }
  // In PUSHED_FIELDS order, so the same choice always gives the same mask.
  return { location, updateMask: PUSHED_FIELDS.filter((field) => pushed.has(field)).map((field) => UPDATE_MASK_PATHS[field]) };
}

/** 'Monday 09:00-17:00; Tuesday Closed; ...': the whole week, a day the hours do not mention being closed. */
function hoursText(hours: BusinessHours): string {
  return WEEKDAYS.map((day) => `${WEEKDAY_LABELS[day]} ${formatDayHours(hours[day] ?? { closed: true })}`).join('; ');
}

function hasText(text: string): boolean {
  return text.trim() !== '';
}

function hasHours(hours: BusinessHours): boolean {
  return WEEKDAYS.some((day) => hours[day] !== undefined);
}

/** Case and runs of white space do not count. */
function sameText(a: string, b: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(a) === plain(b);
}

function sameAddress(profile: ProfileFields, google: ProfileFields): boolean {
  const [a, b] = [profile, google].map((fields) => normalizePostalAddress(fields));
  return a!.address === b!.address && a!.city === b!.city && a!.state === b!.state && a!.zipCode === b!.zipCode;
}

/**
 * Scheme and host in lower case, without a trailing slash. http and https stay apart: Google showing
 * the insecure address is worth correcting; www stays too, as another host may not redirect.
 */
function websiteKey(website: string): string {
  const text = website.trim();
  try {
    const url = new URL(text);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}${url.hash}`;
  } catch {
    return text.toLowerCase().replace(/\/+$/, '');
  }
}

function streetOf(location: GoogleLocation): string {
  return (location.storefrontAddress?.addressLines ?? []).map((line) => line.trim()).filter(Boolean).join(', ');
}

function clock(time: { hours?: number | null; minutes?: number | null } | null | undefined): string {
  const hours = time?.hours ?? 0;
  const minutes = time?.minutes ?? 0;
  // Google closes a day at 24:00; a profile's last minute is 23:59.
  if (hours >= 24) return '23:59';
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function periodsOfDay(location: GoogleLocation, day: Weekday): GooglePeriod[] {
  return (location.regularHours?.periods ?? []).filter((period) => period.openDay === GOOGLE_DAYS[day]);
}

/** Whether a period ends on the day after it opens at midnight, which is the end of its own day. */
function closesAtMidnight(period: GooglePeriod): boolean {
  return period.closeDay !== period.openDay && (period.closeTime?.hours ?? 0) === 0 && (period.closeTime?.minutes ?? 0) === 0;
}

/** One period's range as Google shows it: '09:00-17:00', or '18:00-02:00' past midnight. */
function periodRange(period: GooglePeriod): string {
  return `${clock(period.openTime)}-${closesAtMidnight(period) ? '23:59' : clock(period.closeTime)}`;
}

/** Google's week as hoursText writes a profile's, a day with split hours as '09:00-12:00, 13:00-17:00'; null without hours. */
function googleHoursText(location: GoogleLocation): string | null {
  if ((location.regularHours?.periods ?? []).length === 0) return null;
  return WEEKDAYS.map((day) => {
    const ranges = periodsOfDay(location, day).map(periodRange).sort();
    return `${WEEKDAY_LABELS[day]} ${ranges.length === 0 ? 'Closed' : ranges.join(', ')}`;
  }).join('; ');
}

/**
 * A profile holds one range a day: split hours become first opening to last closing, and a period past
 * midnight closes at 23:59. Without periods Google does not know the hours, so no day is closed.
 */
function hoursOfLocation(location: GoogleLocation): BusinessHours {
  const hours: BusinessHours = {};
  if ((location.regularHours?.periods ?? []).length === 0) return hours;
  for (const day of WEEKDAYS) {
    const periods = periodsOfDay(location, day);
    if (periods.length === 0) {
      hours[day] = { closed: true };
      continue;
    }
    const opens = periods.map((period) => clock(period.openTime)).sort();
    const closes = periods.map((period) => (period.closeDay === period.openDay ? clock(period.closeTime) : '23:59')).sort();
    const dayHours: DayHours = { open: opens[0]!, close: closes.at(-1)! };
    hours[day] = dayHours;
  }
  return hours;
}

function periodsOf(hours: BusinessHours): GooglePeriod[] {
  return WEEKDAYS.flatMap((day) => {
    const dayHours = hours[day];
    if (!dayHours || 'closed' in dayHours) return [];
    const googleDay = GOOGLE_DAYS[day];
    return [{ openDay: googleDay, openTime: timeOfDay(dayHours.open), closeDay: googleDay, closeTime: timeOfDay(dayHours.close) }];
  });
}

function timeOfDay(text: string): { hours: number; minutes: number } {
  const [hours, minutes] = text.split(':').map(Number);
  return { hours: hours ?? 0, minutes: minutes ?? 0 };
}
