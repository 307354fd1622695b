// Words of spec section 8 that more than one screen shows.

/** Shown wherever business enhancement is offered while the integration is not enabled. */
export const ENHANCEMENT_DISABLED_MESSAGE =
  'Business enhancement features are not configured. Contact your administrator to enable business data enrichment.';
