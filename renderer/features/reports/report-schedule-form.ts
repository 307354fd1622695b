import type { z } from 'zod';
import { contract as contractSchemas } from '../../../shared/contract';
import type { ReportSchedule } from '../../../shared/contract/reports';
import type { ReportFrequency } from '../../../shared/domain/reports';

// The scheduled-report form: its values as typed, checked by the contract's own rules, so the
// screen and the server give the same messages.

export interface ScheduleFormValues {
  enabled: boolean;
  frequency: ReportFrequency;
  recipients: string[];
  /** The address being typed, not yet added to the recipients. */
  draft: string;
}

export type ScheduleFormErrors = Partial<Record<'enabled' | 'frequency' | 'recipients' | 'draft', string>>;

type ScheduleBody = z.output<typeof contractSchemas.reports.updateSchedule.body>;

const ENTER_EMAIL = 'Enter an email address';

export function scheduleFormValues(schedule: ReportSchedule): ScheduleFormValues {
  return { enabled: schedule.enabled, frequency: schedule.frequency, recipients: schedule.recipients, draft: '' };
}

export function scheduleFormChanged(schedule: ReportSchedule, values: ScheduleFormValues): boolean {
  return (
    values.enabled !== schedule.enabled ||
    values.frequency !== schedule.frequency ||
    values.draft.trim() !== '' ||
    values.recipients.join('\n') !== schedule.recipients.join('\n')
  );
}

/** A field's messages keyed by its dotted path ('recipients.2'), as the server sends them. */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  return fieldErrors;
}

/**
 * The first message of each field, from the contract or from the server's answer. A message about
 * one recipient names it; one about the address being typed (the last, when there is one) goes under its box.
 */
export function scheduleFormErrors(
  fieldErrors: Record<string, string[] | undefined> | undefined,
  values: ScheduleFormValues,
): ScheduleFormErrors {
  const errors: ScheduleFormErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages?.[0];
    if (!message) continue;
    const [field, index] = key.split('.');
    if (field === 'enabled' || field === 'frequency') errors[field] ??= message;
    if (field !== 'recipients') continue;
    if (index === undefined) errors.recipients ??= message;
    else if (Number(index) === values.recipients.length) errors.draft ??= message;
    else errors.recipients ??= `${values.recipients[Number(index)] ?? 'A recipient'}: ${message}`;
  }
  return errors;
}

function parse(values: ScheduleFormValues, recipients: string[]) {
  return contractSchemas.reports.updateSchedule.body.safeParse({ enabled: values.enabled, frequency: values.frequency, recipients });
}

/** The recipients with the typed address added (trimmed, lower-cased), or why it cannot be. */
export function addDraftRecipient(values: ScheduleFormValues): { recipients: string[] } | { error: string } {
  if (values.draft.trim() === '') return { error: ENTER_EMAIL };
  const parsed = parse({ ...values, enabled: false }, [...values.recipients, values.draft]);
  if (parsed.success) return { recipients: parsed.data.recipients };
  const errors = scheduleFormErrors(fieldErrorsOf(parsed.error), values);
  return { error: errors.draft ?? errors.recipients ?? ENTER_EMAIL };
}

/** The PUT body, or why it cannot be sent; an address typed but not added is saved with the others. */
export function scheduleRequest(values: ScheduleFormValues): { body: ScheduleBody } | { errors: ScheduleFormErrors } {
  const recipients = values.draft.trim() === '' ? values.recipients : [...values.recipients, values.draft];
  const parsed = parse(values, recipients);
  if (!parsed.success) return { errors: scheduleFormErrors(fieldErrorsOf(parsed.error), values) };
  return { body: parsed.data };
}
