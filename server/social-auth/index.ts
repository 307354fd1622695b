// Social sign-in (Google, Facebook, LinkedIn) through passport, without server sessions.
export { createSocialAuthRouter, SIGN_IN_ERRORS, type SocialAuthDeps } from './social-auth-router';
export { configuredProviders } from './provider-settings';
