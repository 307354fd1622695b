import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { contract } from '../../shared/contract';
import { LoadingState } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';
import { oauthValidationFailurePath, readOAuthCallback } from '../features/auth/oauth-callback';
import { callRoute } from '../lib/api-client';
import { clearStoredSession, storeToken } from '../lib/session-storage';
import { useDocumentTitle } from '../lib/use-document-title';

/** Where a social provider sends the browser back: keep its token, check it, go home. */
export default function AuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const [, navigate] = useLocation();
  useDocumentTitle('Signing in');

  useEffect(() => {
    const start = readOAuthCallback(window.location.search);
    if ('redirectTo' in start) {
      navigate(start.redirectTo, { replace: true });
      return;
    }
    let cancelled = false;
    storeToken(start.token);
    callRoute(contract.auth.validate).then(
      ({ user, organization }) => {
        if (!cancelled) completeSignIn({ user, token: start.token, organization });
      },
      (error: unknown) => {
        if (cancelled) return;
        clearStoredSession();
        navigate(oauthValidationFailurePath(error), { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [completeSignIn, navigate]);

  return <LoadingState label="Signing you in" fullScreen />;
}
