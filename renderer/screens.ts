import type { AppPath } from './app-routes';
import { screenPreloads } from './lib/screen-preloads';

// Each screen is its own chunk, fetched the first time it is shown or pointed at. Imported from the
// shell's chunk (not the entry), so the bundler reuses the shell's modules instead of splitting them out.
export const { screens: SCREENS, preload: preloadScreen } = screenPreloads<AppPath>({
  '/': () => import('./pages/dashboard'),
  '/businesses': () => import('./pages/businesses'),
  '/matching': () => import('./pages/matching'),
  '/submissions': () => import('./pages/submissions'),
  '/scanner': () => import('./pages/scanner'),
  '/directory-explorer': () => import('./pages/directory-explorer'),
  '/listings': () => import('./pages/listings'),
  '/google-business': () => import('./pages/google-business'),
  '/google-business/callback': () => import('./pages/google-business-callback'),
  '/citations': () => import('./pages/citations'),
  '/directories': () => import('./pages/directories'),
  '/reports': () => import('./pages/reports'),
  '/settings': () => import('./pages/settings'),
  '/partner': () => import('./pages/partner/dashboard'),
  '/partner/clients': () => import('./pages/partner/clients'),
  '/admin': () => import('./pages/admin/dashboard'),
  '/admin/users': () => import('./pages/admin/users'),
  '/admin/partners': () => import('./pages/admin/partners'),
  '/admin/organizations': () => import('./pages/admin/organizations'),
  '/admin/settings': () => import('./pages/admin/settings'),
  '/admin/billing': () => import('./pages/admin/billing'),
});
