import { describe, expect, it } from 'vitest';
import { sampleCitationSchedule } from './citation-fixtures';
import { scheduleChanged, scheduleErrorsFromFieldErrors, scheduleRequest, scheduleValues } from './schedule-changes';

describe('scheduleRequest', () => {
  it('sends the switch and the whole number of days', () => {
    expect(scheduleRequest({ enabled: false, intervalDays: ' 14 ' })).toEqual({ body: { enabled: false, intervalDays: 14 } });
  });

  it.each([
    ['', 'Enter a number of days'],
    ['abc', 'Enter a number of days'],
    ['0', 'Rescan at most every 1 day'],
    ['91', 'Rescan at least every 90 days'],
    ['2.5', 'Choose a whole number of days'],
  ])('refuses %j', (intervalDays, message) => {
    expect(scheduleRequest({ enabled: true, intervalDays })).toEqual({ errors: { intervalDays: message } });
  });
});

describe('scheduleChanged', () => {
  const schedule = sampleCitationSchedule();

  it('is false for the saved values, true once either changes', () => {
    expect(scheduleChanged(schedule, scheduleValues(schedule))).toBe(false);
    expect(scheduleChanged(schedule, { enabled: false, intervalDays: '7' })).toBe(true);
    expect(scheduleChanged(schedule, { enabled: true, intervalDays: '30' })).toBe(true);
  });
});

describe('scheduleErrorsFromFieldErrors', () => {
  it('keeps the first message of the form’s fields and ignores others', () => {
    expect(scheduleErrorsFromFieldErrors({ intervalDays: ['Too often', 'Really'], other: ['x'] })).toEqual({ intervalDays: 'Too often' });
    expect(scheduleErrorsFromFieldErrors(undefined)).toEqual({});
  });
});
