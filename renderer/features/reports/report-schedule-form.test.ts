import { describe, expect, it } from 'vitest';
import { REPORT_MAX_RECIPIENTS } from '../../../shared/domain/reports';
import { sampleReportSchedule } from './report-fixtures';
import {
  addDraftRecipient,
  scheduleFormChanged,
  scheduleFormErrors,
  scheduleFormValues,
  scheduleRequest,
  type ScheduleFormValues,
} from './report-schedule-form';

const values = (overrides: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  ...scheduleFormValues(sampleReportSchedule()),
  ...overrides,
});

describe('adding a recipient', () => {
  it('adds the typed address trimmed and in lower case', () => {
    expect(addDraftRecipient(values({ draft: '  Team@Acme.example ' }))).toEqual({
      recipients: ['owner@acme.example', 'team@acme.example'],
    });
  });

  it.each([
    ['nothing is typed', '  ', 'Enter an email address'],
    ['it is not an address', 'team@', 'Invalid email address'],
    ['it is already there', 'OWNER@acme.example', 'Each recipient only once'],
  ])('refuses when %s', (_, draft, error) => {
    expect(addDraftRecipient(values({ draft }))).toEqual({ error });
  });

  it('refuses more than the most recipients', () => {
    const recipients = Array.from({ length: REPORT_MAX_RECIPIENTS }, (_, index) => `r${index}@acme.example`);
    expect(addDraftRecipient(values({ recipients, draft: 'one.more@acme.example' }))).toEqual({
      error: `At most ${REPORT_MAX_RECIPIENTS} recipients`,
    });
  });
});

describe('saving the schedule', () => {
  it('sends the recipients with an address typed but not added', () => {
    expect(scheduleRequest(values({ frequency: 'weekly', draft: 'team@acme.example' }))).toEqual({
      body: { enabled: true, frequency: 'weekly', recipients: ['owner@acme.example', 'team@acme.example'] },
    });
  });

  it('asks for a recipient when reports are switched on without one', () => {
    expect(scheduleRequest(values({ recipients: [] }))).toEqual({ errors: { recipients: 'Add at least one recipient' } });
    expect(scheduleRequest(values({ enabled: false, recipients: [] }))).toEqual({
      body: { enabled: false, frequency: 'monthly', recipients: [] },
    });
  });

  it('puts a bad typed address under its box', () => {
    expect(scheduleRequest(values({ draft: 'nope' }))).toEqual({ errors: { draft: 'Invalid email address' } });
  });

  it('names the recipient a server message is about', () => {
    const form = values({ recipients: ['owner@acme.example', 'old@acme.example'] });
    expect(scheduleFormErrors({ 'recipients.1': ['Mail to this address bounced'] }, form)).toEqual({
      recipients: 'old@acme.example: Mail to this address bounced',
    });
    expect(scheduleFormErrors({ frequency: ['Invalid option'], recipients: ['Too many'] }, form)).toEqual({
      frequency: 'Invalid option',
      recipients: 'Too many',
    });
  });

  it('knows when nothing has changed', () => {
    const schedule = sampleReportSchedule();
    expect(scheduleFormChanged(schedule, values())).toBe(false);
    expect(scheduleFormChanged(schedule, values({ draft: 'x' }))).toBe(true);
    expect(scheduleFormChanged(schedule, values({ recipients: [] }))).toBe(true);
    expect(scheduleFormChanged(schedule, values({ frequency: 'weekly' }))).toBe(true);
  });
});
