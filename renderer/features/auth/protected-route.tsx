import { useDeferredValue, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { UserRole } from '../../../shared/domain/enums';
import { LoadingState } from '../../components/ui/spinner';
import { getStoredToken } from '../../lib/session-storage';
import { useAuth } from './auth-context';
import { withNextPath } from './next-path';

interface ProtectedRouteProps {
  /** When given, other roles are sent to the dashboard. */
  roles?: readonly UserRole[];
  children: ReactNode;
}

/** No session to show a screen with: no stored user or token, or the server refused the token. */
export function isSignedOut({ user, sessionCheck }: Pick<ReturnType<typeof useAuth>, 'user' | 'sessionCheck'>): boolean {
  return !user || !getStoredToken() || sessionCheck?.status === 'invalid';
}

/** To /login, coming back to this address after signing in. */
export function SignInRedirect() {
  const [path] = useLocation();
  const search = useSearch();
  // The home page needs no next: signing in lands on the role's own home.
  const next = path === '/' ? undefined : `${path}${search ? `?${search}` : ''}`;
  return <Redirect to={withNextPath('/login', next)} replace />;
}

/**
 * The route guard: a stored user and token, confirmed by the server's check of the token (an
 * unreachable server keeps the cached user), and an optional list of allowed roles. Without them it
 * sends the person to /login; a role not allowed goes to the dashboard.
 * A signed-out person comes back to the same address, query and all, after signing in: Google's
 * answer to a consent arrives in the query of /google-business/callback.
 */
export function ProtectedRoute({ roles, children }: ProtectedRouteProps) {
  const auth = useAuth();
  const { user, sessionCheck } = auth;
  // The check's answer lets the whole shell and screen render. Its store update is a blocking one;
  // taken as a deferred value, React builds them in slices instead of in one long task.
  const settledCheck = useDeferredValue(sessionCheck);
  if (!user || isSignedOut(auth)) return <SignInRedirect />;
  if (!settledCheck) return <LoadingState label="Checking your session" fullScreen />;
  if (roles && !roles.includes(user.role)) return <Redirect to="/" replace />;
  return children;
}
