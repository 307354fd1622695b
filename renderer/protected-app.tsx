import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { APP_ROUTES, type AppPath } from './app-routes';
import { AppLayout } from './components/layout/app-layout';
import { LoadingState } from './components/ui/spinner';
import { TooltipProvider } from './components/ui/tooltip';
import { ProtectedRoute } from './features/auth/protected-route';
import NotFoundPage from './pages/not-found';

// Each screen is its own chunk, fetched the first time it is shown. Importing them from this
// chunk (not the entry) lets the bundler reuse the shell's modules instead of splitting them out.
const SCREENS: Record<AppPath, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./pages/dashboard')),
  '/businesses': lazy(() => import('./pages/businesses')),
  '/matching': lazy(() => import('./pages/matching')),
  '/submissions': lazy(() => import('./pages/submissions')),
  '/scanner': lazy(() => import('./pages/scanner')),
  '/directory-explorer': lazy(() => import('./pages/directory-explorer')),
  '/listings': lazy(() => import('./pages/listings')),
  '/google-business': lazy(() => import('./pages/google-business')),
  '/google-business/callback': lazy(() => import('./pages/google-business-callback')),
  '/citations': lazy(() => import('./pages/citations')),
  '/directories': lazy(() => import('./pages/directories')),
  '/reports': lazy(() => import('./pages/reports')),
  '/settings': lazy(() => import('./pages/settings')),
  '/partner': lazy(() => import('./pages/partner/dashboard')),
  '/partner/clients': lazy(() => import('./pages/partner/clients')),
  '/admin': lazy(() => import('./pages/admin/dashboard')),
  '/admin/users': lazy(() => import('./pages/admin/users')),
  '/admin/partners': lazy(() => import('./pages/admin/partners')),
  '/admin/organizations': lazy(() => import('./pages/admin/organizations')),
  '/admin/settings': lazy(() => import('./pages/admin/settings')),
  '/admin/billing': lazy(() => import('./pages/admin/billing')),
};

/**
 * Everything behind sign-in: the guard, the shell and the screens. The tooltip provider lives
 * here because only the shell has tooltips, which keeps them out of the login bundle.
 */
export default function ProtectedApp() {
  return (
    <TooltipProvider>
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
    </TooltipProvider>
  );
}
