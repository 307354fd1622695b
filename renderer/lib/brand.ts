/** The product's name as the shell shows it; a partner's white-label brand replaces it later. */
export const PRODUCT_NAME = 'Citewise';

/** Where people write when they are stuck; the spec does not reproduce the original address. */
export const SUPPORT_EMAIL = 'support@citewise.app';
