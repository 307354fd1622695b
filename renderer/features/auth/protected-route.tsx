import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { UserRole } from '../../../shared/domain/enums';
import { LoadingState } from '../../components/ui/spinner';
import { getStoredToken } from '../../lib/session-storage';
import { useAuth } from './auth-context';

interface ProtectedRouteProps {
  /** When given, other roles are sent to the dashboard. */
  roles?: readonly UserRole[];
  children: ReactNode;
}

/**
 * Spec section 4's route guard: a stored user and token, confirmed by the server's check of the
 * token (an unreachable server keeps the cached user), and an optional list of allowed roles.
 */
export function ProtectedRoute({ roles, children }: ProtectedRouteProps) {
  const { user, sessionCheck } = useAuth();
  if (!user || !getStoredToken() || sessionCheck?.status === 'invalid') return <Redirect to="/login" replace />;
  if (!sessionCheck) return <LoadingState label="Checking your session" fullScreen />;
  if (roles && !roles.includes(user.role)) return <Redirect to="/" replace />;
  return children;
}
