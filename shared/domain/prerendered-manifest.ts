// What the build's prerender step (renderer/prerender) writes beside the pages it renders, and the
// server reads to pick the HTML for a navigation.

/** The folder of the built renderer the prerendered pages are written to. */
export const PRERENDERED_FOLDER = 'prerendered';
export const PRERENDERED_MANIFEST_FILE = 'manifest.json';

export interface PrerenderedManifest {
  /** A page's file by the path it stands for, whatever the query. */
  pages: Record<string, string>;
  /** The page for a path the app does not route. */
  notFound: string;
  /** Every path the app routes, lowercase; such a path without a page of its own gets index.html. */
  routedPaths: string[];
}

/** How the app matches a path: letter case and one trailing slash aside. */
function routeKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** The prerendered file for a navigation to `pathname`, or undefined for index.html. */
export function prerenderedFileFor(manifest: PrerenderedManifest, pathname: string): string | undefined {
  if (Object.hasOwn(manifest.pages, pathname)) return manifest.pages[pathname];
  return manifest.routedPaths.includes(routeKey(pathname)) ? undefined : manifest.notFound;
}
