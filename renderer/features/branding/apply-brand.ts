import type { Brand } from '../../../shared/contract/organizations';
import { BRAND_CSS_ELEMENT_ID, DEFAULT_THEME_COLOR, customCssProblem } from '../../../shared/domain/branding';
import { BRAND_COLOR_PROPERTIES, brandColorProperties, normalizeHexColor } from '../../../shared/domain/brand-colors';

// Puts a brand on the page and takes it off again; the page's stylesheet holds the defaults.

/** Sets the brand's theme colours on the root element, and removes the ones it does not set. */
export function applyBrandColors(root: HTMLElement, brand: Brand | null): void {
  const properties = brandColorProperties(brand?.primaryColor, brand?.secondaryColor);
  for (const property of BRAND_COLOR_PROPERTIES) {
    const value = properties[property];
    if (value) root.style.setProperty(property, value);
    else root.style.removeProperty(property);
  }
}

/**
 * Keeps one <style id="brand-css"> with the brand's custom CSS, as text so it can never become
 * markup; CSS the shared rules refuse (the server should never send it) is not applied.
 */
export function applyBrandCss(document: Document, css: string | null | undefined): void {
  const existing = document.getElementById(BRAND_CSS_ELEMENT_ID);
  if (!css?.trim() || customCssProblem(css)) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.head.appendChild(document.createElement('style'));
  element.id = BRAND_CSS_ELEMENT_ID;
  element.textContent = css;
}

/** The phone's toolbar in the brand's primary colour, or the product's. */
export function applyThemeColor(document: Document, brand: Brand | null): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = normalizeHexColor(brand?.primaryColor) ?? DEFAULT_THEME_COLOR;
}
