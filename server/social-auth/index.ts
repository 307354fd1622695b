// Social sign-in (Google, Facebook, LinkedIn) through passport, without server sessions.
export { createSocialAuthRouter, type SocialAuthDeps } from './social-auth-router';
export { configuredProviders } from './provider-settings';
