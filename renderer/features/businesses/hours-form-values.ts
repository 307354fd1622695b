import { WEEKDAYS, type BusinessHours, type DayHours, type Weekday } from '../../../shared/domain/business-hours';

// The opening-hours editor's state: every weekday, each either not given, open between two times, or closed.

export const DAY_MODES = ['unset', 'open', 'closed'] as const;
export type DayMode = (typeof DAY_MODES)[number];

export const DAY_MODE_LABELS: Record<DayMode, string> = {
  unset: 'Not set',
  open: 'Open',
  closed: 'Closed',
};

export interface DayHoursFormValue {
  mode: DayMode;
  /** Kept while the day is closed or unset, so switching back does not lose what was typed. */
  open: string;
  close: string;
}

export type HoursFormValues = Record<Weekday, DayHoursFormValue>;

const DEFAULT_OPEN = '09:00';
const DEFAULT_CLOSE = '17:00';

function dayFormValue(day: DayHours | undefined): DayHoursFormValue {
  if (!day) return { mode: 'unset', open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
  if ('closed' in day) return { mode: 'closed', open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
  return { mode: 'open', open: day.open, close: day.close };
}

export function hoursFormValues(hours: BusinessHours): HoursFormValues {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, dayFormValue(hours[day])])) as HoursFormValues;
}

/** The hours JSON the API takes: only the days the user set. */
export function hoursFromFormValues(values: HoursFormValues): BusinessHours {
  const hours: BusinessHours = {};
  for (const day of WEEKDAYS) {
    const { mode, open, close } = values[day];
    if (mode === 'closed') hours[day] = { closed: true };
    else if (mode === 'open') hours[day] = { open, close };
  }
  return hours;
}
