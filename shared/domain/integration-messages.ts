// The exact words about business enhancement that both the server and the screens say.

/** Wherever business enhancement is offered or asked for while the integration is not enabled. */
export const ENHANCEMENT_DISABLED_MESSAGE =
  'Business enhancement features are not configured. Contact your administrator to enable business data enrichment.';
