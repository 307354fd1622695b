// The code of each kind of refusal the API answers with, in its error body's `code`.

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  notFound: 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  unauthenticated: 'UNAUTHENTICATED',
  invalidToken: 'INVALID_TOKEN',
  sessionNotFound: 'SESSION_NOT_FOUND',
  sessionExpired: 'SESSION_EXPIRED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountDisabled: 'ACCOUNT_DISABLED',
  invalidLink: 'INVALID_TOKEN_LINK',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  /** The database cannot be reached for now; try again after Retry-After. */
  unavailable: 'SERVICE_UNAVAILABLE',
  /** Hosted without SETTINGS_ENCRYPTION_KEY, or an unusable key file. */
  settingsKeyUnavailable: 'SETTINGS_KEY_UNAVAILABLE',
  /** The business-data provider failed or refused the call. */
  providerFailed: 'PROVIDER_FAILED',
  /** The integration or one of its features is switched off by an administrator. */
  featureDisabled: 'FEATURE_DISABLED',
  /** A stored secret does not decrypt under the current key. */
  settingUnreadable: 'SETTING_UNREADABLE',
  /** The custom domain's DNS does not (yet) hold the TXT record that proves it. */
  domainNotVerified: 'DOMAIN_NOT_VERIFIED',
} as const;
