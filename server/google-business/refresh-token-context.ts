/**
 * The associated data of an organization's encrypted Google refresh token, shared by the service and the
 * settings key rotation: the organization id is authenticated, so a token copied to another row does not decrypt.
 */
export const googleRefreshTokenContext = (organizationId: string) => `google_refresh_token:${organizationId}`;
