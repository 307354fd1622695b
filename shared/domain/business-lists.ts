// Constants of the business lists and forms that both sides use (the contract checks them against its schemas).

export const BUSINESS_SORTS = ['updated', 'name', 'created'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];

/** The largest CSV file an import takes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most businesses one publish request may name. */
export const PUBLISH_MANY_MAX = 500;

/** The form's fields in the order the dialog and CSV files use them. */
export const BUSINESS_FIELDS = [
  'name',
  'category',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'email',
  'website',
  'description',
] as const;
