import { describe, expect, it } from 'vitest';
import { sampleBusiness } from '../../testing/fixtures';
import { businessFormValues, checkBusinessForm, firstFieldErrors, type BusinessFormValues } from './business-form-values';

const business = sampleBusiness({
  website: 'https://bluedoor.example',
  hours: { monday: { open: '07:00', close: '15:00' }, sunday: { closed: true } },
});

const valid: BusinessFormValues = businessFormValues(business);

describe('businessFormValues', () => {
  it('starts a new business empty, with no category and no hours', () => {
    const values = businessFormValues();
    expect(values).toMatchObject({ name: '', category: '', phone: '', email: '' });
    expect(Object.values(values.hours).every((day) => day.mode === 'unset')).toBe(true);
  });

  it('fills an existing business, empty text for missing optional fields', () => {
    expect(valid).toMatchObject({ name: 'Blue Door Bakery', category: 'restaurant', email: '', description: '' });
    expect(valid.hours.monday).toEqual({ mode: 'open', open: '07:00', close: '15:00' });
    expect(valid.hours.sunday.mode).toBe('closed');
  });
});

describe('checkBusinessForm', () => {
  it('passes a complete form and sends the normalised body', () => {
    const result = checkBusinessForm({ ...valid, website: 'bluedoor.example', email: '  ' });
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        name: 'Blue Door Bakery',
        website: 'https://bluedoor.example',
        email: null,
        hours: { monday: { open: '07:00', close: '15:00' }, sunday: { closed: true } },
      }),
    });
  });

  it.each<[string, Partial<BusinessFormValues>, string, string]>([
    ['a blank name', { name: '   ' }, 'name', 'Business name is required'],
    ['no category', { category: '' }, 'category', 'Choose a category'],
    ['a blank address', { address: '' }, 'address', 'Address is required'],
    ['a blank city', { city: '' }, 'city', 'City is required'],
    ['a blank state', { state: '' }, 'state', 'State is required'],
    ['a short ZIP code', { zipCode: '123' }, 'zipCode', 'Enter a 5-digit ZIP code, like 94107 or 94107-1234'],
    ['a short phone number', { phone: '555-01' }, 'phone', 'Enter a phone number with 10 to 15 digits, like (415) 555-0132'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['a bad website', { website: 'not a site' }, 'website', 'Enter a website address, like https://example.com'],
  ])('refuses %s with the contract’s message', (_, change, field, message) => {
    const result = checkBusinessForm({ ...valid, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('keys an opening-hours problem by its day and time, as the server does', () => {
    const result = checkBusinessForm({
      ...valid,
      hours: { ...valid.hours, friday: { mode: 'open', open: '18:00', close: '09:00' } },
    });
    expect(result).toEqual({ ok: false, errors: { 'hours.friday.close': 'Closing time must be after opening time' } });
  });
});

describe('firstFieldErrors', () => {
  it.each<[string, Record<string, string[] | undefined> | undefined, Record<string, string>]>([
    ['nothing', undefined, {}],
    ['the first message of each field', { name: ['Too long', 'Other'], 'hours.monday.open': ['Use a time like 09:00'] }, { name: 'Too long', 'hours.monday.open': 'Use a time like 09:00' }],
    ['skips fields without messages', { name: [], city: undefined }, {}],
  ])('%s', (_, fieldErrors, expected) => {
    expect(firstFieldErrors(fieldErrors)).toEqual(expected);
  });
});
