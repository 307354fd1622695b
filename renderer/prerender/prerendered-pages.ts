import type { PublicPath } from '../app-routes';

// The public pages the build renders to HTML (./write-prerendered-pages.ts), and how the browser
// tells that the markup it got is the one its first render would make, so it may hydrate it.

export interface PrerenderedPage {
  /** Its file's name, and the mark on #root the browser reads. */
  name: string;
  /** The path it is served for (with any query); absent: any path the app does not route. */
  path?: PublicPath;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'verify-email', path: '/verify-email' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password' },
  { name: 'not-found' },
];

/** The path the not-found page is rendered at: one no route takes. */
export const NOT_FOUND_RENDER_PATH = '/not-found';

/** On #root: the name of the page its markup is. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On a stylesheet a prerendered page loads after its first paint, which its inline CSS covers. */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/**
 * Whether #root holds a prerendered page the app's first render at `pathname` makes again. Signed
 * in, an unknown path shows not-found inside the shell instead of on its own.
 */
export function hydratesPrerenderedPage(root: Element, pathname: string, signedIn: boolean): boolean {
  const page = PRERENDERED_PAGES.find(({ name }) => name === root.getAttribute(PRERENDERED_ATTRIBUTE));
  if (!page) return false;
  return page.path === undefined ? !signedIn : page.path === pathname;
}
