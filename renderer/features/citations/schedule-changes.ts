import { z } from 'zod';
import { contract as contractSchemas } from '../../../shared/contract';
import type { CitationSchedule } from '../../../shared/contract/citations';

// The scheduled-rescans form: its values as typed, checked by the contract's own rules.

export interface ScheduleValues {
  enabled: boolean;
  /** As typed in the number box. */
  intervalDays: string;
}

export type ScheduleErrors = Partial<Record<keyof ScheduleValues, string>>;

type ScheduleBody = z.output<typeof contractSchemas.citations.updateSchedule.body>;

const ENTER_DAYS = 'Enter a number of days';

export function scheduleValues(schedule: CitationSchedule): ScheduleValues {
  return { enabled: schedule.enabled, intervalDays: String(schedule.intervalDays) };
}

export function scheduleChanged(schedule: CitationSchedule, values: ScheduleValues): boolean {
  return values.enabled !== schedule.enabled || values.intervalDays.trim() !== String(schedule.intervalDays);
}

/** The first message of each field that has one, from the contract or from the server's answer. */
export function scheduleErrorsFromFieldErrors(fieldErrors: Record<string, string[] | undefined> | undefined): ScheduleErrors {
  const errors: ScheduleErrors = {};
  for (const field of ['enabled', 'intervalDays'] as const) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The PUT body, or why it cannot be sent; a blank or non-numeric box gets a plain message. */
export function scheduleRequest(values: ScheduleValues): { body: ScheduleBody } | { errors: ScheduleErrors } {
  const days = values.intervalDays.trim();
  if (days === '' || Number.isNaN(Number(days))) return { errors: { intervalDays: ENTER_DAYS } };
  const parsed = contractSchemas.citations.updateSchedule.body.safeParse({ enabled: values.enabled, intervalDays: days });
  if (!parsed.success) return { errors: scheduleErrorsFromFieldErrors(z.flattenError(parsed.error).fieldErrors) };
  return { body: parsed.data };
}
