import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { APP_ROUTES } from './app-routes';
import { AppLayout } from './components/layout/app-layout';
import { LoadingState } from './components/ui/spinner';
import { ProtectedRoute } from './features/auth/protected-route';
import { getStoredUser } from './lib/session-storage';
import { preloadOnNavigationIntent } from './lib/screen-preloads';
import NotFoundPage from './pages/not-found';
import { preloadScreen, SCREENS } from './screens';

// This chunk evaluates outside React's render: start the first screen's load here, not when it renders.
if (typeof window !== 'undefined' && getStoredUser() !== null) preloadScreen(window.location.pathname)?.catch(() => undefined);

/** Everything behind sign-in: the guard, the shell and the screens. */
export default function ProtectedApp() {
  useEffect(() => preloadOnNavigationIntent(document, preloadScreen), []);
  return (
    <ProtectedRoute>
      <AppLayout>
        <Suspense fallback={<LoadingState />}>
          <Switch>
            {APP_ROUTES.map((route) => {
              const Screen = SCREENS[route.path];
              return (
                <Route key={route.path} path={route.path}>
                  {'roles' in route ? (
                    <ProtectedRoute roles={route.roles}>
                      <Screen />
                    </ProtectedRoute>
                  ) : (
                    <Screen />
                  )}
                </Route>
              );
            })}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </AppLayout>
    </ProtectedRoute>
  );
}
