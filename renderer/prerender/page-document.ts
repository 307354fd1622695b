import { classNamesIn, criticalCss } from './critical-css';
import { DEFERRED_STYLESHEET_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered-pages';

// A prerendered page's HTML: the build's index.html with the page in #root, the CSS its first paint
// needs inline, and the build's stylesheets loaded without holding that paint back.

export interface Stylesheet {
  href: string;
  css: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;
const MODULE_TAG = /<(?:script type="module"|link rel="modulepreload")(?=[\s>])/g;

/** The addresses of the stylesheets index.html links, in order. */
export function stylesheetHrefs(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map(([, href = '']) => href);
}

/**
 * The page as a document. Its stylesheets become media="print", which the browser fetches without
 * waiting for them; main.tsx turns them on (no inline script runs under the app's CSP). Its scripts
 * only hydrate what is already painted: fetched at low priority, they neither compete with the
 * page's own bytes nor look render-blocking (Lighthouse takes high-priority scripts for such).
 */
export function prerenderedDocument(template: string, page: { name: string; markup: string }, stylesheets: readonly Stylesheet[]): string {
  if (!/^[a-z-]+$/.test(page.name)) throw new Error(`Not a page name: ${page.name}`);
  if (template.split(EMPTY_ROOT).length !== 2) throw new Error(`index.html should have one empty ${EMPTY_ROOT}`);
  const links = [...template.matchAll(STYLESHEET_LINK)];
  if (links.length !== stylesheets.length || links.some(([, href], index) => href !== stylesheets[index]?.href)) {
    throw new Error('The stylesheets given are not the ones index.html links');
  }

  const classNames = classNamesIn(page.markup);
  const critical = stylesheets.map(({ css }) => criticalCss(css, classNames)).join('');
  // Text in <style> ends at the first </style, whatever follows it.
  if (/<\/style/i.test(critical)) throw new Error('The critical CSS would close its <style> element');

  const withScripts = template.replace(MODULE_TAG, (tag) => `${tag} fetchpriority="low"`);
  let linkIndex = 0;
  const withStyles = withScripts.replace(STYLESHEET_LINK, (link) => {
    if (/\smedia=/.test(link)) throw new Error(`A stylesheet with its own media cannot be deferred: ${link}`);
    const deferred = link.replace(/\s*\/?>$/, ` media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}>`);
    return linkIndex++ === 0 ? `<style>${critical}</style>\n    ${deferred}` : deferred;
  });
  return withStyles.replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.name}">${page.markup}</div>`);
}
