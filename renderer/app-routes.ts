import type { UserRole } from '../shared/domain/enums';

interface AppRouteSpec {
  path: string;
  /** Absent: any signed-in role. */
  roles?: readonly UserRole[];
}

const ADMIN_ONLY = ['admin'] as const satisfies readonly UserRole[];
// The navigation offers partner tools to partners only; the screens follow it.
const PARTNER_ONLY = ['partner'] as const satisfies readonly UserRole[];

/** The screens behind sign-in; the shell maps each path to its lazily loaded screen. */
export const APP_ROUTES = [
  { path: '/' },
  { path: '/businesses' },
  { path: '/matching' },
  { path: '/submissions' },
  { path: '/scanner' },
  { path: '/directory-explorer' },
  { path: '/listings' },
  { path: '/google-business' },
  // Where Google's consent comes back to; the guard keeps its query through a sign-in.
  { path: '/google-business/callback' },
  { path: '/citations' },
  { path: '/directories' },
  { path: '/reports' },
  { path: '/settings' },
  { path: '/partner', roles: PARTNER_ONLY },
  { path: '/partner/clients', roles: PARTNER_ONLY },
  { path: '/admin', roles: ADMIN_ONLY },
  { path: '/admin/users', roles: ADMIN_ONLY },
  { path: '/admin/partners', roles: ADMIN_ONLY },
  { path: '/admin/organizations', roles: ADMIN_ONLY },
  { path: '/admin/settings', roles: ADMIN_ONLY },
  { path: '/admin/billing', roles: ADMIN_ONLY },
] as const satisfies readonly AppRouteSpec[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];

/** The pages anyone may open, outside the signed-in shell; any other path is not found when signed out. */
export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
  '/invitations/accept',
  '/report-recipients',
] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

export function isAppPath(path: string): boolean {
  return APP_ROUTES.some((route) => route.path === path);
}
