// The PDF report's neutral colours (the app's slate shades); brand colours come from the brand, type
// from pdf-text.ts.

export const INK = '#0f172a';
export const MUTED_INK = '#64748b';
export const RULE = '#e2e8f0';
/** Notices a reader must not miss, such as simulated figures (amber-700). */
export const NOTICE_INK = '#b45309';
