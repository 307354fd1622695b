import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { LoadingState } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';
import { oauthValidationFailurePath, readOAuthCallback, signInFromCallback } from '../features/auth/oauth-callback';
import { clearStoredSession } from '../lib/session-storage';
import { useDocumentTitle } from '../lib/use-document-title';

/** Where a social provider sends the browser back: trade its one-time code for a session, go home. */
export default function AuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const [, navigate] = useLocation();
  const started = useRef(false);
  useDocumentTitle('Signing in');

  useEffect(() => {
    // The code works once: React replaying effects in development must not spend it twice.
    if (started.current) return;
    started.current = true;
    const start = readOAuthCallback(window.location.search);
    // The code leaves the address bar and the history before any request is made.
    window.history.replaceState(null, '', window.location.pathname);
    if (start.kind === 'redirect') {
      navigate(start.to, { replace: true });
      return;
    }
    signInFromCallback(start).then(completeSignIn, (error: unknown) => {
      clearStoredSession();
      navigate(oauthValidationFailurePath(error), { replace: true });
    });
  }, [completeSignIn, navigate]);

  return <LoadingState label="Signing you in" fullScreen />;
}
