// The PDF report's type and neutral colours (the app's slate shades); brand colours come from the brand.

export const FONT = 'Helvetica';
export const BOLD_FONT = 'Helvetica-Bold';

export const INK = '#0f172a';
export const MUTED_INK = '#64748b';
export const RULE = '#e2e8f0';

/** The text cut to fit `width` points in the document's current font, with an ellipsis when cut. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end).trimEnd()}…`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
