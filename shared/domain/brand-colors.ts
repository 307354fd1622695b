import { HEX_COLOR } from './branding';

// A brand's two colours turned into the theme's custom properties (renderer/styles.css): set by the
// renderer, and by the server on a custom domain's pages so they never show the product's colours first.

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** slate-900, the app's text colour, for text on a light brand colour. */
const DARK_TEXT = '#0f172a';
/** WCAG AA for normal text. */
const READABLE_CONTRAST = 4.5;

/** Every custom property a brand may set; removing them restores the stylesheet's defaults. */
export const BRAND_COLOR_PROPERTIES = [
  '--color-primary',
  '--color-primary-hover',
  '--color-primary-foreground',
  '--color-primary-soft',
  '--color-primary-soft-foreground',
  '--color-secondary',
] as const;
export type BrandColorProperty = (typeof BRAND_COLOR_PROPERTIES)[number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` moved towards `toward` by `amount` (0 keeps it, 1 replaces it). */
function mix(color: Rgb, toward: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i]! + (toward[i]! - color[i]!) * amount) as unknown as Rgb;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(parseHex(a)), relativeLuminance(parseHex(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A well-formed colour in lowercase, or undefined for anything else (empty, a name, 3 digits). */
export function normalizeHexColor(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR.test(withHash) ? withHash.toLowerCase() : undefined;
}

/** The colour a brand's text sits on best: white, or dark text on light colours. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, DARK_TEXT) ? '#ffffff' : DARK_TEXT;
}

/** The brand colour darkened just enough to be read on `background`. */
function readableShade(color: Rgb, background: string): string {
  for (let step = 0; step <= 10; step += 1) {
    const shade = toHex(mix(color, BLACK, step / 10));
    if (contrastRatio(shade, background) >= READABLE_CONTRAST) return shade;
  }
  return DARK_TEXT;
}

/**
 * The theme properties for a brand's colours; properties it does not set are absent, so the
 * stylesheet's defaults stay in force for them.
 */
export function brandColorProperties(
  primaryColor: string | null | undefined,
  secondaryColor: string | null | undefined,
): Partial<Record<BrandColorProperty, string>> {
  const properties: Partial<Record<BrandColorProperty, string>> = {};
  const primary = normalizeHexColor(primaryColor);
  if (primary) {
    const rgb = parseHex(primary);
    const soft = toHex(mix(rgb, WHITE, 0.9));
    properties['--color-primary'] = primary;
    properties['--color-primary-hover'] = toHex(mix(rgb, BLACK, 0.12));
    properties['--color-primary-foreground'] = readableTextOn(primary);
    properties['--color-primary-soft'] = soft;
    properties['--color-primary-soft-foreground'] = readableShade(rgb, soft);
  }
  // Without its own secondary, a brand's gradients run between shades of its primary.
  const secondary = normalizeHexColor(secondaryColor) ?? properties['--color-primary-hover'];
  if (secondary) properties['--color-secondary'] = secondary;
  return properties;
}
