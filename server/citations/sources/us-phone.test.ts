import { describe, expect, it } from 'vitest';
import { usNationalFormat, usPhoneE164 } from './us-phone';

describe('US phones', () => {
  it.each([
    ['(217) 555-0100', '+12175550100'],
    ['217.555.0100', '+12175550100'],
    ['217-555-0100', '+12175550100'],
    ['1-217-555-0100', '+12175550100'],
    ['+1 217 555 0100', '+12175550100'],
    [' 2175550100 ', '+12175550100'],
  ])('writes %s as %s', (phone, e164) => {
    expect(usPhoneE164(phone)).toBe(e164);
  });

  it.each([[''], ['555-0100'], ['+44 20 7946 0000'], ['(017) 555-0100'], ['not a phone']])('has no US number for %j', (phone) => {
    expect(usPhoneE164(phone)).toBeNull();
  });

  it('prints the national form', () => {
    expect(usNationalFormat('+12175550100')).toBe('(217) 555-0100');
  });
});
