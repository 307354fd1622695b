import { describe, expect, it } from 'vitest';
import { parseSimpleOpeningHours } from './opening-hours';

const NINE_TO_FIVE = { open: '09:00', close: '17:00' };

describe('parseSimpleOpeningHours', () => {
  it('reads day ranges, lists and days off', () => {
    expect(parseSimpleOpeningHours('Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off')).toEqual({
      monday: NINE_TO_FIVE,
      tuesday: NINE_TO_FIVE,
      wednesday: NINE_TO_FIVE,
      thursday: NINE_TO_FIVE,
      friday: NINE_TO_FIVE,
      saturday: { open: '10:00', close: '14:00' },
      sunday: { closed: true },
    });
    expect(parseSimpleOpeningHours(['Mo,We 9:00 - 17:00', 'Tu closed'])).toEqual({ monday: NINE_TO_FIVE, wednesday: NINE_TO_FIVE, tuesday: { closed: true } });
  });

  it('wraps a range past Sunday, lets a later rule win, and reads 24:00 and 24/7', () => {
    expect(parseSimpleOpeningHours('Sa-Mo 10:00-24:00')).toEqual({
      saturday: { open: '10:00', close: '23:59' },
      sunday: { open: '10:00', close: '23:59' },
      monday: { open: '10:00', close: '23:59' },
    });
    expect(parseSimpleOpeningHours('Mo-Fr 09:00-17:00; Fr 09:00-12:00')?.friday).toEqual({ open: '09:00', close: '12:00' });
    expect(parseSimpleOpeningHours('24/7')?.sunday).toEqual({ open: '00:00', close: '23:59' });
  });

  it.each([
    ['two ranges a day', 'Mo-Fr 08:00-12:00,13:00-17:00'],
    ['public holidays', 'Mo-Fr 09:00-17:00; PH off'],
    ['months', 'Jan-Mar Mo-Fr 09:00-17:00'],
    ['past midnight', 'Fr 20:00-02:00'],
    ['sunrise', 'Mo sunrise-sunset'],
    ['days alone', 'Mo-Fr'],
    ['nonsense', 'by appointment'],
    ['nothing', ''],
  ])('gives null for %s', (_case, text) => {
    expect(parseSimpleOpeningHours(text)).toBeNull();
  });
});
