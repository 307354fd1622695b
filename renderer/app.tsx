import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch, useLocation } from 'wouter';
import { Toaster } from './components/ui/toaster';
import { LoadingState } from './components/ui/spinner';
import { AuthProvider, useAuth } from './features/auth/auth-context';
import { BrandEffects } from './features/branding/brand-effects';
import { AppPrompts } from './features/pwa/app-prompts';
import { OfflineBanner } from './features/pwa/offline-banner';
import { createQueryClient } from './lib/query-client';
import { isAppPath } from './app-routes';

// Public pages and the signed-in shell are separate chunks: the login page loads no protected screen.
const LoginPage = lazy(() => import('./pages/login'));
const RegisterPage = lazy(() => import('./pages/register'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password'));
const AuthCallbackPage = lazy(() => import('./pages/auth-callback'));
const InvitationAcceptPage = lazy(() => import('./pages/invitation-accept'));
const ReportRecipientsPage = lazy(() => import('./pages/report-recipients'));
const NotFoundPage = lazy(() => import('./pages/not-found'));
const ProtectedApp = lazy(() => import('./protected-app'));

/** Known screens go to the guarded shell; unknown paths show not-found, in the shell when signed in. */
function SignedInOrNotFound() {
  const [path] = useLocation();
  const { user } = useAuth();
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
            <Route path="/login" component={LoginPage} />
            <Route path="/register" component={RegisterPage} />
            <Route path="/verify-email" component={VerifyEmailPage} />
            <Route path="/forgot-password" component={ForgotPasswordPage} />
            <Route path="/reset-password" component={ResetPasswordPage} />
            <Route path="/auth/callback" component={AuthCallbackPage} />
            <Route path="/invitations/accept" component={InvitationAcceptPage} />
            <Route path="/report-recipients" component={ReportRecipientsPage} />
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
