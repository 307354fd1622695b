/** The product's name as the shell shows it; a partner's white-label brand replaces it later. */
export const PRODUCT_NAME = 'Citewise';
