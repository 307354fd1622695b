import type { ReactNode } from 'react';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/domain/enums';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { desktopBridge } from '../../lib/desktop';
import { useHydrated } from '../../lib/hydration';
import { SOCIAL_PROVIDER_NAMES } from './auth-messages';

// Brand marks drawn inline: the icon set carries no brand logos.
const PROVIDER_ICONS: Record<SocialProvider, ReactNode> = {
  google: (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09Z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84Z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53Z" />
    </svg>
  ),
  facebook: (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#1877F2" d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.09 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.69.24 2.69.24v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.09 24 18.1 24 12.07Z" />
    </svg>
  ),
  linkedin: (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#0A66C2" d="M22.23 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.23 0ZM7.12 20.45H3.56V9h3.56v11.45ZM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12Zm15.11 13.02h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28Z" />
    </svg>
  ),
};

/**
 * Social sign-in leaves the app: the server's provider route takes over the browser. The desktop
 * app's server answers its own window only, so a provider could never send the browser back to it:
 * there the form says so instead of offering buttons that cannot work.
 */
export function SocialSignIn() {
  // A prerendered page's buttons do nothing until the app has loaded: they say so by being disabled.
  const hydrated = useHydrated();
  if (desktopBridge().isDesktop) {
    return (
      <Alert data-testid="social-desktop-note">
        Google, Facebook and LinkedIn sign-in are available on a hosted Citewise in the browser. In the desktop app,
        sign in with your email or username and password.
      </Alert>
    );
  }
  return (
    <>
      <div className="relative flex items-center gap-3 text-xs text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid grid-cols-3 gap-3">
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            aria-label={`Sign in with ${SOCIAL_PROVIDER_NAMES[provider]}`}
            data-testid={`social-${provider}`}
            disabled={!hydrated}
            onClick={() => {
              window.location.href = `/api/auth/${provider}`;
            }}
          >
            {PROVIDER_ICONS[provider]}
            <span className="hidden sm:inline">{SOCIAL_PROVIDER_NAMES[provider]}</span>
          </Button>
        ))}
      </div>
    </>
  );
}
