// White-label branding: what an organization may set, checked the same way on both sides.

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const CUSTOM_CSS_MAX_LENGTH = 20_000;

/**
 * Why custom CSS is refused, or undefined when it is acceptable. The renderer puts it in a <style>
 * element as text, so it can never become markup; these rules also keep it from loading anything
 * outside the page or reaching script through legacy CSS features.
 */
export function customCssProblem(css: string): string | undefined {
  if (css.length > CUSTOM_CSS_MAX_LENGTH) return `Custom CSS must be at most ${CUSTOM_CSS_MAX_LENGTH} characters`;
  if (/[<>]/.test(css)) return 'Custom CSS may not contain < or >';
  if (/@import/i.test(css)) return 'Custom CSS may not use @import';
  if (/expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i.test(css)) {
    return 'Custom CSS may not use script features';
  }
  return undefined;
}
