import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// For tests: what a PDF says and looks like, read back with pdf.js as a viewer would.

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

function openPdf(bytes: Uint8Array) {
  return getDocument({
    // pdf.js takes the buffer over, so it gets a copy.
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    // The 14 standard fonts' outlines, so text is drawn without any font of the machine.
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`,
    verbosity: 0,
  }).promise;
}

export interface PdfContent {
  /** Each page's text, its pieces joined by single spaces. */
  pages: string[];
  info: Record<string, unknown>;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const pieces = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str.trim()] : []));
      pages.push(pieces.join(' ').replace(/\s+/g, ' '));
    }
    const { info } = await pdf.getMetadata();
    return { pages, info: { ...(info as Record<string, unknown>) } };
  } finally {
    await pdf.destroy();
  }
}

export interface RenderedPage {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8ClampedArray;
  png: Buffer;
}

/** One page (1-based) drawn on a white canvas at `scale` pixels per point. */
export async function renderPdfPage(bytes: Uint8Array, pageNumber: number, scale = 1): Promise<RenderedPage> {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return {
      width: canvas.width,
      height: canvas.height,
      pixels: context.getImageData(0, 0, canvas.width, canvas.height).data,
      png: await canvas.encode('png'),
    };
  } finally {
    await pdf.destroy();
  }
}
