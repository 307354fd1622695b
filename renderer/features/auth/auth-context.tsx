import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { SignedIn } from '../../../shared/contract/auth';
import type { RouteInput, RouteResponse } from '../../../shared/contract/route';
import { homePathForRole } from '../../../shared/domain/roles';
import { callRoute } from '../../lib/api-client';
import {
  clearStoredSession,
  getStoredOrganization,
  getStoredToken,
  getStoredUser,
  rememberNextAfterVerification,
  storeOrganization,
  storeToken,
  storeUser,
  takeNextAfterVerification,
  type SessionOrganization,
  type SessionUser,
} from '../../lib/session-storage';
import { toast } from '../../lib/toast';
import { safeNextPath, withNextPath } from './next-path';
import { authKeys, checkSession, type SessionCheck } from './queries';

export type LoginInput = RouteInput<typeof contractTypes.auth.login>['body'];
export type RegisterInput = RouteInput<typeof contractTypes.auth.register>['body'];
export type RegisterResult = RouteResponse<typeof contractTypes.auth.register>;

interface AuthContextValue {
  user: SessionUser | null;
  organization: SessionOrganization | null;
  /** The server's answer about the stored session; undefined until it arrives. */
  sessionCheck: SessionCheck | undefined;
  /** `next`: where to go afterwards when it is a path on this site; else the role's home. */
  login(input: LoginInput, next?: string): Promise<void>;
  /** Signs the new account in unless the server first wants the email verified. */
  register(input: RegisterInput, next?: string): Promise<RegisterResult>;
  /** Keeps a sign-in (form or social callback) and goes to `next` or the role's home. */
  completeSignIn(result: Pick<SignedIn, 'user' | 'token' | 'organization'>, next?: string): void;
  /** Keeps the signed-in user's changed profile, e.g. after Settings saved it. */
  updateUser(user: SessionUser): void;
  /**
   * Works in another organization from now on (the server has already switched the session):
   * remembers it and drops every loaded answer, so each screen asks again in the new organization.
   */
  switchOrganization(organization: SessionOrganization | null): void;
  /** Keeps the current organization's changed details, e.g. its new name. */
  updateOrganization(organization: SessionOrganization): void;
  /** `next`: a path to come back to after signing in again, carried to the login page. */
  logout(options?: { next?: string }): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [user, setUser] = useState(getStoredUser);
  const [organization, setOrganization] = useState(getStoredOrganization);

  const refreshSession = useCallback((nextUser: SessionUser, nextOrganization: SessionOrganization | null) => {
    storeUser(nextUser);
    storeOrganization(nextOrganization);
    // Same data keeps the same object, so confirming the stored user re-renders nothing.
    setUser((current) => (sameJson(current, nextUser) ? current : nextUser));
    setOrganization((current) => (sameJson(current, nextOrganization) ? current : nextOrganization));
  }, []);

  const forgetSession = useCallback(() => {
    clearStoredSession();
    setUser(null);
    setOrganization(null);
  }, []);

  // Checked once per load, from the start, so the shell's code and the answer arrive together.
  const hasSession = Boolean(user && getStoredToken());
  const { data: sessionCheck } = useQuery({
    queryKey: authKeys.sessionCheck,
    queryFn: async () => {
      const check = await checkSession();
      if (check.status === 'valid') refreshSession(check.user, check.organization);
      if (check.status === 'invalid') forgetSession();
      return check;
    },
    enabled: hasSession,
  });

  const completeSignIn = useCallback<AuthContextValue['completeSignIn']>(
    (result, next) => {
      queryClient.clear();
      if (result.token) storeToken(result.token);
      refreshSession(result.user, result.organization);
      // The guard need not ask the server again about a session it just issued.
      const check: SessionCheck = { status: 'valid', user: result.user, organization: result.organization };
      queryClient.setQueryData(authKeys.sessionCheck, check);
      // Replacing keeps Back from returning to the login form or the spent callback address.
      const destination = safeNextPath(next) ?? safeNextPath(takeNextAfterVerification());
      navigate(destination ?? homePathForRole(result.user.role), { replace: true });
    },
    [navigate, queryClient, refreshSession],
  );

  const updateUser = useCallback((nextUser: SessionUser) => {
    storeUser(nextUser);
    setUser(nextUser);
  }, []);

  const updateOrganization = useCallback((nextOrganization: SessionOrganization) => {
    storeOrganization(nextOrganization);
    setOrganization(nextOrganization);
  }, []);

  const switchOrganization = useCallback(
    (nextOrganization: SessionOrganization | null) => {
      storeOrganization(nextOrganization);
      setOrganization(nextOrganization);
      // The session itself is unchanged, so its check stays; everything else belonged to the old organization.
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== authKeys.sessionCheck[0] });
    },
    [queryClient],
  );

  const login = useCallback(
    async (input: LoginInput, next?: string) =>
      completeSignIn(await callRoute(contract.auth.login, { body: input }), next),
    [completeSignIn],
  );

  const register = useCallback(
    async (input: RegisterInput, next?: string) => {
      const result = await callRoute(contract.auth.register, { body: input });
      if (!result.requiresVerification) completeSignIn(result, next);
      else if (safeNextPath(next)) rememberNextAfterVerification(next!);
      return result;
    },
    [completeSignIn],
  );

  const logout = useCallback(async (options?: { next?: string }) => {
    try {
      await callRoute(contract.auth.logout);
    } catch {
      // The local session ends regardless; the server's copy expires on its own.
    }
    forgetSession();
    queryClient.clear();
    toast({ title: 'Logged out successfully' });
    navigate(withNextPath('/login', options?.next));
  }, [forgetSession, navigate, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      organization,
      sessionCheck,
      login,
      register,
      completeSignIn,
      updateUser,
      switchOrganization,
      updateOrganization,
      logout,
    }),
    [user, organization, sessionCheck, login, register, completeSignIn, updateUser, switchOrganization, updateOrganization, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
