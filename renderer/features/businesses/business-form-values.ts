import type { Business } from '../../../shared/contract/businesses';
import { businessInputSchema, type ValidBusinessInput } from '../../../shared/contract/business-fields';
import type { BusinessCategory } from '../../../shared/domain/enums';
import { hoursFormValues, hoursFromFormValues, type HoursFormValues } from './hours-form-values';

// The Add/Edit Business dialog's values, checked by the contract's own schema so messages match the server's.

export interface BusinessFormValues {
  name: string;
  /** Empty until the user chooses one. */
  category: BusinessCategory | '';
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  hours: HoursFormValues;
}

export type BusinessTextField = Exclude<keyof BusinessFormValues, 'hours'>;

/** One message per field, keyed as the server keys fieldErrors: 'name', 'hours.monday.close'. */
export type BusinessFormErrors = Partial<Record<string, string>>;

/** A new business's empty form, or an existing one's profile to edit. */
export function businessFormValues(business?: Business): BusinessFormValues {
  return {
    name: business?.name ?? '',
    category: business?.category ?? '',
    address: business?.address ?? '',
    city: business?.city ?? '',
    state: business?.state ?? '',
    zipCode: business?.zipCode ?? '',
    phone: business?.phone ?? '',
    email: business?.email ?? '',
    website: business?.website ?? '',
    description: business?.description ?? '',
    hours: hoursFormValues(business?.hours ?? {}),
  };
}

/** The first message of each field; the server's fieldErrors and the schema's issues read alike. */
export function firstFieldErrors(fieldErrors: Record<string, string[] | undefined> | undefined): BusinessFormErrors {
  const errors: BusinessFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

export type BusinessFormCheck = { ok: true; input: ValidBusinessInput } | { ok: false; errors: BusinessFormErrors };

/** Checks the form with businessInputSchema; on success, the normalised body to send. */
export function checkBusinessForm(values: BusinessFormValues): BusinessFormCheck {
  const parsed = businessInputSchema.safeParse({ ...values, hours: hoursFromFormValues(values.hours) });
  if (parsed.success) return { ok: true, input: parsed.data };
  const byField: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (byField[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  }
  return { ok: false, errors: firstFieldErrors(byField) };
}
