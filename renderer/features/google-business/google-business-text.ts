import { GOOGLE_PUSHED_FIELD_LABELS, type GooglePushedField } from '../../../shared/domain/google-business';

// Words of the Google Business Profile screens that depend on numbers or fields.

const businesses = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'business' : 'businesses'}`;

/** '3 businesses linked', 'No business linked'. */
export function linkedCountText(count: number): string {
  return count === 0 ? 'No business linked' : `${businesses(count)} linked`;
}

/** 'Updated on Google: Name, Phone'; the fields in the order Google's form lists them. */
export function updatedFieldsText(fields: readonly GooglePushedField[]): string {
  return `Updated on Google: ${fields.map((field) => GOOGLE_PUSHED_FIELD_LABELS[field]).join(', ')}`;
}

