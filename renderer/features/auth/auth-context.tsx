import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { contract } from '../../../shared/contract';
import type { SignedIn } from '../../../shared/contract/auth';
import type { RouteInput, RouteResponse } from '../../../shared/contract/route';
import { homePathForRole } from '../../../shared/domain/roles';
import { callRoute } from '../../lib/api-client';
import {
  clearStoredSession,
  getStoredOrganization,
  getStoredToken,
  getStoredUser,
  storeOrganization,
  storeToken,
  storeUser,
  type SessionOrganization,
  type SessionUser,
} from '../../lib/session-storage';
import { toast } from '../../lib/toast';
import { checkSession, SESSION_CHECK_KEY, type SessionCheck } from './session-check';

export type LoginInput = RouteInput<typeof contract.auth.login>['body'];
export type RegisterInput = RouteInput<typeof contract.auth.register>['body'];
export type RegisterResult = RouteResponse<typeof contract.auth.register>;

interface AuthContextValue {
  user: SessionUser | null;
  organization: SessionOrganization | null;
  /** The server's answer about the stored session; undefined until it arrives. */
  sessionCheck: SessionCheck | undefined;
  login(input: LoginInput): Promise<void>;
  /** Signs the new account in unless the server first wants the email verified. */
  register(input: RegisterInput): Promise<RegisterResult>;
  /** Keeps a sign-in (form or social callback) and goes to the role's home. */
  completeSignIn(result: Pick<SignedIn, 'user' | 'token' | 'organization'>): void;
  /** Keeps the signed-in user's changed profile, e.g. after Settings saved it. */
  updateUser(user: SessionUser): void;
  logout(): Promise<void>;
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
    queryKey: SESSION_CHECK_KEY,
    queryFn: async () => {
      const check = await checkSession();
      if (check.status === 'valid') refreshSession(check.user, check.organization);
      if (check.status === 'invalid') forgetSession();
      return check;
    },
    enabled: hasSession,
  });

  const completeSignIn = useCallback<AuthContextValue['completeSignIn']>(
    (result) => {
      queryClient.clear();
      if (result.token) storeToken(result.token);
      refreshSession(result.user, result.organization);
      // The guard need not ask the server again about a session it just issued.
      const check: SessionCheck = { status: 'valid', user: result.user, organization: result.organization };
      queryClient.setQueryData(SESSION_CHECK_KEY, check);
      // Replacing keeps Back from returning to the login form or the spent callback address.
      navigate(homePathForRole(result.user.role), { replace: true });
    },
    [navigate, queryClient, refreshSession],
  );

  const updateUser = useCallback((nextUser: SessionUser) => {
    storeUser(nextUser);
    setUser(nextUser);
  }, []);

  const login = useCallback(
    async (input: LoginInput) => completeSignIn(await callRoute(contract.auth.login, { body: input })),
    [completeSignIn],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const result = await callRoute(contract.auth.register, { body: input });
      if (!result.requiresVerification) completeSignIn(result);
      return result;
    },
    [completeSignIn],
  );

  const logout = useCallback(async () => {
    try {
      await callRoute(contract.auth.logout);
    } catch {
      // The local session ends regardless; the server's copy expires on its own.
    }
    forgetSession();
    queryClient.clear();
    toast({ title: 'Logged out successfully' });
    navigate('/login');
  }, [forgetSession, navigate, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, organization, sessionCheck, login, register, completeSignIn, updateUser, logout }),
    [user, organization, sessionCheck, login, register, completeSignIn, updateUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
