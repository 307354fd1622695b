// Opening hours as stored in a business's `hours` JSON: one entry a day, open-close or closed.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export type DayHours = { open: string; close: string } | { closed: true };
export type BusinessHours = Partial<Record<Weekday, DayHours>>;

/** 24-hour HH:MM. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Completeness counts hours when at least one day says something. */
export function hasOpeningHours(hours: BusinessHours | null | undefined): boolean {
  return !!hours && WEEKDAYS.some((day) => hours[day] !== undefined);
}

/** '09:00-17:00' or 'Closed', as CSV files and summaries show a day. */
export function formatDayHours(day: DayHours | undefined): string {
  if (!day) return '';
  return 'closed' in day ? 'Closed' : `${day.open}-${day.close}`;
}

/** Reads formatDayHours's text back; undefined for an empty cell, null for text it cannot read. */
export function parseDayHours(text: string): DayHours | undefined | null {
  const value = text.trim();
  if (value === '') return undefined;
  if (/^closed$/i.test(value)) return { closed: true };
  const match = /^(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(value);
  if (!match) return null;
  const [open, close] = [match[1]!.padStart(5, '0'), match[2]!.padStart(5, '0')];
  if (!TIME_OF_DAY.test(open) || !TIME_OF_DAY.test(close) || open >= close) return null;
  return { open, close };
}
