import { withoutTrailingSlash } from '../citations/sources/keyed-source-client';

// Where Google Business Profile lives: Google's OAuth 2.0 endpoints for web server apps and the origins
// of the three APIs used (Account Management, Business Information, Performance). Each can be moved
// by an environment variable, so tests and the local stand-in can take Google's place.

export interface GoogleBusinessEndpoints {
  /** The consent page the browser is sent to. */
  authorization: string;
  token: string;
  revoke: string;
  /** API origins, without a path: calls add /v1/... */
  accounts: string;
  businessInformation: string;
  performance: string;
}

export const GOOGLE_BUSINESS_ENDPOINTS: GoogleBusinessEndpoints = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
  accounts: 'https://mybusinessaccountmanagement.googleapis.com',
  businessInformation: 'https://mybusinessbusinessinformation.googleapis.com',
  performance: 'https://businessprofileperformance.googleapis.com',
};

export const GOOGLE_BUSINESS_ENDPOINT_ENV: Record<keyof GoogleBusinessEndpoints, string> = {
  authorization: 'GOOGLE_BUSINESS_AUTH_URL',
  token: 'GOOGLE_BUSINESS_TOKEN_URL',
  revoke: 'GOOGLE_BUSINESS_REVOKE_URL',
  accounts: 'GOOGLE_BUSINESS_ACCOUNTS_URL',
  businessInformation: 'GOOGLE_BUSINESS_INFORMATION_URL',
  performance: 'GOOGLE_BUSINESS_PERFORMANCE_URL',
};

/** The one scope asked for: read and manage the Business Profiles the person has access to. */
export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** Google's addresses, each replaced by its variable when set (blank counts as unset). */
export function googleBusinessEndpoints(env: Readonly<Record<string, string | undefined>>): GoogleBusinessEndpoints {
  const endpoints = { ...GOOGLE_BUSINESS_ENDPOINTS };
  for (const key of Object.keys(GOOGLE_BUSINESS_ENDPOINT_ENV) as (keyof GoogleBusinessEndpoints)[]) {
    const value = env[GOOGLE_BUSINESS_ENDPOINT_ENV[key]]?.trim();
    endpoints[key] = withoutTrailingSlash(value || GOOGLE_BUSINESS_ENDPOINTS[key]);
  }
  return endpoints;
}
