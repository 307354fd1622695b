import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../../../shared/domain/business-hours';
import { hoursFormValues, hoursFromFormValues, type DayHoursFormValue } from './hours-form-values';

const unset: DayHoursFormValue = { mode: 'unset', open: '09:00', close: '17:00' };

describe('hoursFormValues', () => {
  it.each<[string, BusinessHours, Partial<Record<string, DayHoursFormValue>>]>([
    ['no hours leave every day unset', {}, { monday: unset, sunday: unset }],
    ['an open day keeps its times', { tuesday: { open: '08:30', close: '18:00' } }, { tuesday: { mode: 'open', open: '08:30', close: '18:00' } }],
    ['a closed day offers default times for reopening', { sunday: { closed: true } }, { sunday: { mode: 'closed', open: '09:00', close: '17:00' } }],
  ])('%s', (_, hours, expected) => {
    expect(hoursFormValues(hours)).toMatchObject(expected);
  });
});

describe('hoursFromFormValues', () => {
  it.each<[string, BusinessHours]>([
    ['nothing set', {}],
    ['weekdays open, sunday closed', { monday: { open: '09:00', close: '17:00' }, friday: { open: '10:00', close: '22:00' }, sunday: { closed: true } }],
  ])('reads back what hoursFormValues was given: %s', (_, hours) => {
    expect(hoursFromFormValues(hoursFormValues(hours))).toEqual(hours);
  });

  it('drops the times of a closed or unset day', () => {
    const values = hoursFormValues({});
    values.monday = { mode: 'closed', open: '07:00', close: '12:00' };
    values.tuesday = { mode: 'unset', open: '07:00', close: '12:00' };
    expect(hoursFromFormValues(values)).toEqual({ monday: { closed: true } });
  });
});
