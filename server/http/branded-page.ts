import type { Brand } from '../../shared/contract/organizations';
import { brandColorProperties, normalizeHexColor } from '../../shared/domain/brand-colors';
import { BRAND_CSS_ELEMENT_ID, DEFAULT_THEME_COLOR, customCssProblem } from '../../shared/domain/branding';

// A custom domain's brand put into the app's HTML, so its first paint (before any script asks
// /api/branding) has the brand's colours, custom CSS and name in the tab, never the product's.
// The renderer's brand effects later set the same things in the same places.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A tag or element of the page, replaced by a function: a replacement string would read $& and $` in the brand. */
function replaceOnce(html: string, pattern: RegExp, replacement: (found: string) => string): string {
  if (!pattern.test(html)) throw new Error(`The page has no ${pattern.source}`);
  return html.replace(pattern, replacement);
}

/** The toolbar colour for a brand: its primary colour when well formed, else the product's. */
export function brandThemeColor(brand: Brand): string {
  return normalizeHexColor(brand.primaryColor) ?? DEFAULT_THEME_COLOR;
}

/**
 * The web app manifest on a custom domain: installed, the app carries the brand's name and colour.
 * The icons stay the product's: a logo address may be any size, and not the domain's own.
 */
export function brandedManifest(manifest: string, brand: Brand): string {
  const parsed = JSON.parse(manifest) as Record<string, unknown>;
  return JSON.stringify({ ...parsed, name: brand.name, short_name: brand.name, theme_color: brandThemeColor(brand) });
}

export function brandedPage(html: string, brand: Brand): string {
  let page = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(brand.name)}</title>`);

  const colors = Object.entries(brandColorProperties(brand.primaryColor, brand.secondaryColor))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  // On <html> itself, where the renderer sets and removes them, so a later brand replaces these.
  if (colors) page = replaceOnce(page, /<html\b/, (tag) => `${tag} style="${escapeHtml(colors)}"`);
  // The phone's toolbar in the brand's colour from the first paint.
  page = page.replace(/<meta name="theme-color" content="[^"]*"/, () => `<meta name="theme-color" content="${brandThemeColor(brand)}"`);

  // The shared rules refuse < and > (so no </style>) and anything that loads or runs; saved CSS
  // passed them, and is checked again rather than trusted.
  const css = brand.customCss;
  if (css?.trim() && !customCssProblem(css)) {
    page = replaceOnce(page, /<\/head>/, (end) => `<style id="${BRAND_CSS_ELEMENT_ID}">${css}</style>\n  ${end}`);
  }
  return page;
}
