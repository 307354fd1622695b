// White-label branding: what an organization may set, checked the same way on both sides.

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** The browser's toolbar colour without a brand: the theme's primary (index.html and the web manifest say the same). */
export const DEFAULT_THEME_COLOR = '#2563eb';
export const CUSTOM_CSS_MAX_LENGTH = 20_000;
/** The <style> element holding a brand's custom CSS, whether the server or the renderer put it there. */
export const BRAND_CSS_ELEMENT_ID = 'brand-css';

/** CSS features that fetch something: each can carry typed values to another server. */
const LOADING_FEATURES = /@font-face|@namespace|(?:-webkit-)?image-set\s*\(|cross-fade\s*\(|\bimage\s*\(|url\s*\(|src\s*\(/i;

/**
 * Why custom CSS is refused, or undefined when it is acceptable. The renderer puts it in a <style>
 * element as text, so it can never become markup; these rules also keep it from loading anything
 * (attribute selectors with a url() would leak what people type) or reaching script.
 */
export function customCssProblem(css: string): string | undefined {
  if (css.length > CUSTOM_CSS_MAX_LENGTH) return `Custom CSS must be at most ${CUSTOM_CSS_MAX_LENGTH} characters`;
  if (/[<>]/.test(css)) return 'Custom CSS may not contain < or >';
  // An escape can spell any word (u\72l( is url(), and plain styles never need one.
  if (css.includes('\\')) return 'Custom CSS may not use backslash escapes';
  // A comment can split a word (u/**/rl(), so the text is also checked without comments; the
  // original is checked too, as a "/*" inside a string would otherwise hide what follows it.
  const texts = [css, css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')];
  if (texts.some((text) => /@import/i.test(text))) return 'Custom CSS may not use @import';
  if (texts.some((text) => /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i.test(text))) {
    return 'Custom CSS may not use script features';
  }
  for (const text of texts) {
    const found = LOADING_FEATURES.exec(text)?.[0];
    if (found) {
      const feature = found.replace(/\s+/g, '').toLowerCase();
      return `Custom CSS may not use ${feature.endsWith('(') ? `${feature})` : feature}: it cannot load images, fonts or other files`;
    }
  }
  return undefined;
}
