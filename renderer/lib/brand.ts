import type { Brand } from '../../shared/contract/organizations';

/** The product's name as the shell shows it when no white-label brand replaces it. */
export const PRODUCT_NAME = 'Citewise';

/** Where people write when they are stuck; the original product's address is not known, so this is ours. */
export const SUPPORT_EMAIL = 'support@citewise.app';

/** The name to show: a white-label brand's, else the product's. */
export function brandName(brand: Brand | null | undefined): string {
  return brand?.name || PRODUCT_NAME;
}
