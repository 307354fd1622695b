import { lazy, Suspense, useState, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch, useLocation } from 'wouter';
import { Toaster } from './components/ui/toaster';
import { LoadingState } from './components/ui/spinner';
import { AuthProvider, useAuth } from './features/auth/auth-context';
import { isSignedOut, SignInRedirect } from './features/auth/protected-route';
import { BrandEffects } from './features/branding/brand-effects';
import { AppPrompts } from './features/pwa/app-prompts';
import { OfflineBanner } from './features/pwa/offline-banner';
import { createQueryClient } from './lib/query-client';
import { getStoredUser } from './lib/session-storage';
import { isAppPath, PUBLIC_PATHS, type PublicPath } from './app-routes';

// Public pages and the signed-in shell are separate chunks: the login page loads no protected screen.
const PUBLIC_PAGES: Record<PublicPath, ComponentType> = {
  '/login': lazy(() => import('./pages/login')),
  '/register': lazy(() => import('./pages/register')),
  '/verify-email': lazy(() => import('./pages/verify-email')),
  '/forgot-password': lazy(() => import('./pages/forgot-password')),
  '/reset-password': lazy(() => import('./pages/reset-password')),
  '/auth/callback': lazy(() => import('./pages/auth-callback')),
  '/invitations/accept': lazy(() => import('./pages/invitation-accept')),
  '/report-recipients': lazy(() => import('./pages/report-recipients')),
};
const NotFoundPage = lazy(() => import('./pages/not-found'));
let protectedApp: ReturnType<typeof importProtectedApp> | undefined;
const importProtectedApp = () => import('./protected-app');
const loadProtectedApp = () => (protectedApp ??= importProtectedApp());
// Someone signed in opening a screen: fetch the shell now, outside React's render (see screen-preloads).
if (typeof window !== 'undefined' && isAppPath(window.location.pathname) && getStoredUser() !== null) {
  loadProtectedApp().catch(() => undefined);
}
const ProtectedApp = lazy(loadProtectedApp);

/**
 * Known screens go to the guarded shell; unknown paths show not-found, in the shell when signed in.
 * Someone with no session goes to /login before the shell or the screen is fetched.
 */
function SignedInOrNotFound() {
  const [path] = useLocation();
  const auth = useAuth();
  const { user } = auth;
  if (isAppPath(path) && isSignedOut(auth)) return <SignInRedirect />;
  if (isAppPath(path) || user) return <ProtectedApp />;
  return <NotFoundPage standalone />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <OfflineBanner />
        <Suspense fallback={<LoadingState fullScreen />}>
          <Switch>
            {PUBLIC_PATHS.map((path) => (
              <Route key={path} path={path} component={PUBLIC_PAGES[path]} />
            ))}
            <Route>
              <SignedInOrNotFound />
            </Route>
          </Switch>
        </Suspense>
        <Toaster />
        <AppPrompts />
        <BrandEffects />
      </AuthProvider>
    </QueryClientProvider>
  );
}
