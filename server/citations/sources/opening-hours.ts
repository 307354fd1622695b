import { TIME_OF_DAY, WEEKDAYS, type BusinessHours, type DayHours, type Weekday } from '../../../shared/domain/business-hours';

// Opening hours as OpenStreetMap's opening_hours tag and schema.org's openingHours text write them
// share one simple form: "Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off". Only that form is read, one
// time range a day; anything richer (split shifts, holidays, months, sunrise) gives null rather than
// a guess, since a wrong day is worse than none.

const DAY_CODES: Record<string, Weekday> = {
  mo: 'monday',
  tu: 'tuesday',
  we: 'wednesday',
  th: 'thursday',
  fr: 'friday',
  sa: 'saturday',
  su: 'sunday',
};

const RULE = /^([a-z]{2}(?:\s*-\s*[a-z]{2})?(?:\s*,\s*[a-z]{2}(?:\s*-\s*[a-z]{2})?)*)\s+(?:(off|closed)|(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2}))$/i;

/** The hours in the simple form, or null when the text says more than one range a day can hold. */
export function parseSimpleOpeningHours(text: string | readonly string[]): BusinessHours | null {
  const rules = (typeof text === 'string' ? [text] : text)
    .flatMap((part) => part.split(';'))
    .map((rule) => rule.trim())
    .filter(Boolean);
  if (rules.length === 0) return null;
  if (rules.length === 1 && rules[0] === '24/7') return Object.fromEntries(WEEKDAYS.map((day) => [day, { open: '00:00', close: '23:59' }]));

  const hours: BusinessHours = {};
  for (const rule of rules) {
    const match = RULE.exec(rule);
    if (!match) return null;
    const days = readDays(match[1]!);
    const dayHours = match[2] ? ({ closed: true } as const) : timeRange(match[3]!, match[4]!);
    if (!days || !dayHours) return null;
    // As in OSM, a later rule overrides an earlier one for the same day.
    for (const day of days) hours[day] = dayHours;
  }
  return hours;
}

function readDays(text: string): Weekday[] | null {
  const days: Weekday[] = [];
  for (const part of text.split(',')) {
    const [from, to] = part.split('-').map((code) => DAY_CODES[code.trim().toLowerCase()]);
    if (!from || (part.includes('-') && !to)) return null;
    const start = WEEKDAYS.indexOf(from);
    const end = to ? WEEKDAYS.indexOf(to) : start;
    // "Sa-Mo" wraps past Sunday.
    for (let index = start; ; index = (index + 1) % 7) {
      days.push(WEEKDAYS[index]!);
      if (index === end) break;
    }
  }
  return days;
}

/** A same-day range in 24-hour HH:MM; "24:00" closes at 23:59, the last minute a day has. */
export function timeRange(openText: string, closeText: string): DayHours | null {
  const open = clockTime(openText);
  const close = clockTime(closeText === '24:00' ? '23:59' : closeText);
  if (!open || !close || open >= close) return null;
  return { open, close };
}

/** "9:00", "09:00" or "09:00:00" as "09:00"; null for anything else. */
export function clockTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const time = `${match[1]!.padStart(2, '0')}:${match[2]}`;
  return TIME_OF_DAY.test(time) ? time : null;
}

export function weekdayNamed(name: string): Weekday | null {
  const day = name.trim().toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(day) ? (day as Weekday) : null;
}
