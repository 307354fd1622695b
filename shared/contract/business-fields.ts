import { z } from 'zod';
import { BUSINESS_FIELDS } from '../domain/business-lists.ts';
import { BUSINESS_CATEGORIES } from '../domain/enums.ts';
import { TIME_OF_DAY, WEEKDAYS } from '../domain/business-hours.ts';
import { emailField } from './fields.ts';

// The Add/Edit Business form's rules, shared by the API and the dialog: name, category, address,
// city, state, ZIP code and phone are required; email, website, description and hours are optional.

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text: empty or blank means "not given" and is stored as null. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());

export const PHONE_MESSAGE = 'Enter a phone number with 10 to 15 digits, like (415) 555-0132';
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code, like 94107 or 94107-1234';
export const WEBSITE_MESSAGE = 'Enter a website address, like https://example.com';

export const phoneField = required('Phone', 30).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, '')),
  PHONE_MESSAGE,
);

export const zipCodeField = required('ZIP Code', 10).regex(/^\d{5}(-\d{4})?$/, ZIP_MESSAGE);

/** Accepts example.com as https://example.com; only http(s) addresses with a dotted host. */
export const websiteField = z
  .string()
  .trim()
  .max(500, 'Website must be at most 500 characters')
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
    } catch {
      return false;
    }
  }, WEBSITE_MESSAGE);

const dayHoursSchema = z.union([
  z.object({ closed: z.literal(true) }).strict(),
  z
    .object({
      open: z.string().regex(TIME_OF_DAY, 'Use a time like 09:00'),
      close: z.string().regex(TIME_OF_DAY, 'Use a time like 17:30'),
    })
    .strict()
    .refine((day) => day.open < day.close, { message: 'Closing time must be after opening time', path: ['close'] }),
]);

export const hoursSchema = z.partialRecord(z.enum(WEEKDAYS), dayHoursSchema);

export const businessInputSchema = z.object({
  name: required('Business name', 200),
  category: z.enum(BUSINESS_CATEGORIES, { error: 'Choose a category' }),
  address: required('Address', 300),
  city: required('City', 100),
  state: required('State', 50),
  zipCode: zipCodeField,
  phone: phoneField,
  email: optional(emailField),
  website: optional(websiteField),
  description: optional(z.string().trim().max(2000, 'Description must be at most 2000 characters')),
  hours: hoursSchema.default({}),
});
export type BusinessInput = z.input<typeof businessInputSchema>;
export type ValidBusinessInput = z.output<typeof businessInputSchema>;

// Every field of the form is one of the input's.
BUSINESS_FIELDS satisfies readonly (keyof ValidBusinessInput)[];
export { BUSINESS_FIELDS };
