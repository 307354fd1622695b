import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/domain/enums';
import { ERROR_CODES } from '../../../shared/domain/error-codes';
import { ApiRequestError } from '../../lib/api-client';

// Shown when a link's token is malformed, before the server is asked; the server says the same.
export const INVALID_VERIFICATION_LINK_MESSAGE = 'This verification link is invalid or has expired.';
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.';

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** A login refusal whose message asks the person to verify their email first; it leads to /verify-email. */
export function mentionsEmailVerification(message: string | undefined): boolean {
  if (!message) return false;
  return /\bverif(y|ied|ication)\b/i.test(message) && /\be-?mail\b/i.test(message);
}

/** A failed sign-in that should send the person to /verify-email. */
export function asksForEmailVerification(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.code === ERROR_CODES.emailNotVerified || mentionsEmailVerification(error.serverMessage);
}

/** Where a person goes to confirm their address, keeping what they typed when it is an email. */
export function verifyEmailPath(email: string): string {
  const trimmed = email.trim();
  return trimmed.includes('@') ? `/verify-email?${new URLSearchParams({ email: trimmed }).toString()}` : '/verify-email';
}

function isSocialProvider(value: string | null): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly (string | null)[]).includes(value);
}

/** The login page's text for a social sign-in that came back with ?error= (and maybe ?provider=). */
export function socialSignInErrorMessage(error: string, provider: string | null): string {
  const name = isSocialProvider(provider) ? SOCIAL_PROVIDER_NAMES[provider] : undefined;
  switch (error) {
    case 'provider_not_configured':
      return name ? `${name} sign-in is not configured on this server.` : 'This sign-in method is not configured on this server.';
    case 'access_denied':
      return 'Sign-in was cancelled.';
    case 'no_token':
      return 'Sign-in did not complete: no sign-in details came back. Please try again.';
    case 'invalid_token':
      return 'Your sign-in link is invalid or has expired. Please sign in again.';
    case 'validation_failed':
      return 'We could not confirm your sign-in. Please check your connection and try again.';
    case 'email_required':
      return `${name ? `Your ${name}` : 'That'} account did not share a verified email address, so it cannot sign you in here. Sign in with your email and password, or use another provider.`;
    case 'invalid_state':
      return 'Sign-in expired or was started in another window. Please try again.';
    case 'sign_in_failed':
      return `${name ?? 'Social'} sign-in failed on the provider's side. Please try again in a moment.`;
    default: {
      // The value comes from the address bar: keep it short and plain.
      const code = error.replace(/[^\w.-]/g, '').slice(0, 60);
      return `${name ?? 'Social'} sign-in did not complete${code ? ` (${code})` : ''}. Please try again.`;
    }
  }
}
