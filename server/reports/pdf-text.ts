import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import { create as openFont, type Font } from 'fontkit';
import LineBreaker from 'linebreak';

// Text in the PDF report in any script a business name may be written in. PDFKit's standard
// Helvetica knows only Windows-1252: 'Łódź' came out as other letters and Chinese as nothing
// readable. Text Helvetica can set stays in it (it is built into every PDF reader, so it costs
// nothing to embed or shape). Other text is set in runs of Noto faces, each character in the first
// face in FACES that has its glyph, and the runs are put in display order by the Unicode
// bidirectional algorithm, so Arabic and Hebrew read right to left with their numbers left to right.
// fontkit shapes each run (Arabic letters join) and lays a right-to-left script out from the right.

export type Weight = 'regular' | 'bold';

const STANDARD: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
/** Helvetica's ascender over its ascender plus descender (718 and 207 in its metrics). */
const STANDARD_ASCENT_SHARE = 718 / 925;

/** What Helvetica can set: Windows-1252's printable characters. */
const WIN_ANSI = /^[\t\n\r\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

interface Face {
  name: string;
  /** The font package, and its file name's start (NotoSans → NotoSans_400Regular.ttf). */
  pkg: string;
  file: string;
}

// Noto Sans first: it also has the digits and punctuation every other text uses. The CJK faces are
// about 10 MB each and only read when a text needs them.
const FACES: readonly Face[] = [
  { name: 'NotoSans', pkg: '@expo-google-fonts/noto-sans', file: 'NotoSans' }, // Latin, Greek, Cyrillic, Devanagari
  { name: 'NotoSansArabic', pkg: '@expo-google-fonts/noto-sans-arabic', file: 'NotoSansArabic' },
  { name: 'NotoSansHebrew', pkg: '@expo-google-fonts/noto-sans-hebrew', file: 'NotoSansHebrew' },
  { name: 'NotoSansThai', pkg: '@expo-google-fonts/noto-sans-thai', file: 'NotoSansThai' },
  { name: 'NotoSansSC', pkg: '@expo-google-fonts/noto-sans-sc', file: 'NotoSansSC' }, // Han, kana
  { name: 'NotoSansKR', pkg: '@expo-google-fonts/noto-sans-kr', file: 'NotoSansKR' }, // Hangul
];

const WEIGHT_DIRECTORIES: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };
const WEIGHTS = Object.keys(WEIGHT_DIRECTORIES) as Weight[];

const resolve = createRequire(import.meta.url).resolve;

/** A face's file, inside its package (which the desktop build ships). */
function fontFile(face: Face, weight: Weight): string {
  const directory = WEIGHT_DIRECTORIES[weight];
  return resolve(`${face.pkg}/${directory}/${face.file}_${directory}.ttf`);
}

/** Every font file the report may read. */
export const reportFontFiles = (): string[] => FACES.flatMap((face) => WEIGHTS.map((weight) => fontFile(face, weight)));

interface Loaded {
  bytes: Buffer;
  font: Font;
}

// Read once per process: every report uses the same few files.
const loaded = new Map<string, Loaded>();

function load(face: Face, weight: Weight): Loaded {
  const key = fontName(face, weight);
  let entry = loaded.get(key);
  if (!entry) {
    const bytes = readFileSync(fontFile(face, weight));
    entry = { bytes, font: openFont(bytes) as Font };
    loaded.set(key, entry);
  }
  return entry;
}

// A face's regular and bold files hold the same characters, so the regular one answers for both.
const hasGlyph = (face: Face, codePoint: number) => load(face, 'regular').font.hasGlyphForCodePoint(codePoint);

/** The face that draws a character: the first with its glyph; the first face draws what none has. */
const faceFor = (codePoint: number): Face => FACES.find((face) => hasGlyph(face, codePoint)) ?? FACES[0]!;

const fontName = (face: Face, weight: Weight) => `${face.name}-${weight}`;

/** Each face's font by the name runs carry, so a document can register it on first use. */
const FACE_FONTS = new Map(FACES.flatMap((face) => WEIGHTS.map((weight) => [fontName(face, weight), { face, weight }] as const)));

const MARK_OR_JOINER = /[\p{M}\u200c\u200d]/u;
// Spaces, digits and punctuation stay in the run they are in when its face has them.
const SHARED = /[\p{Z}\p{N}\p{P}\p{S}\p{Cc}\p{Cf}]/u;

const bidi = bidiFactory();

export interface Run {
  /** The font's name in the document: a standard font, or a face registered on first use. */
  font: string;
  text: string;
}

interface LogicalRun {
  face: Face;
  level: number;
  text: string;
}

/**
 * A line's runs in display order, left to right: each in one face at one bidi level. A run at an
 * odd level is right to left; fontkit lays those out from the right itself (by their script).
 */
export function runsOf(text: string, weight: Weight, direction: Direction = directionOf(text)): Run[] {
  if (text === '') return [];
  if (WIN_ANSI.test(text)) return [{ font: STANDARD[weight], text }];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: LogicalRun[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index]!;
    index += char.length;
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    const staysInLast =
      last !== undefined && last.level === level && (MARK_OR_JOINER.test(char) || (SHARED.test(char) && hasGlyph(last.face, codePoint)));
    const face = staysInLast ? last.face : faceFor(codePoint);
    if (last && last.level === level && last.face === face) last.text += char;
    else runs.push({ face, level, text: char });
  }
  return displayOrder(runs).map((run) => ({ font: fontName(run.face, weight), text: shownText(run) }));
}

type Direction = 'ltr' | 'rtl';

/** A paragraph's direction, from its first letter (rules P2 and P3): each of its lines keeps it. */
export function directionOf(text: string): Direction {
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

const isRightToLeftLetter = (char: string) => ['R', 'AL'].includes(bidi.getBidiCharTypeName(char));

/** What a run at a right-to-left level shows: brackets mirrored, as fontkit does not. fontkit turns a
 * run around only when its script is a right-to-left one, so spaces and punctuation standing there
 * on their own are turned around here. */
function shownText(run: LogicalRun): string {
  if (run.level % 2 === 0) return run.text;
  const chars = [...run.text].map((char) => bidi.getMirroredCharacter(char) ?? char);
  return (chars.some(isRightToLeftLetter) ? chars : chars.reverse()).join('');
}

/** Rule L2 of the bidi algorithm on whole runs: from the highest level down to the lowest odd one,
 * each stretch of runs at that level or above is reversed. */
function displayOrder(runs: LogicalRun[]): LogicalRun[] {
  const ordered = [...runs];
  const highest = Math.max(...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : Number.POSITIVE_INFINITY)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < ordered.length; ) {
      if (ordered[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end += 1;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return ordered;
}

// The faces registered in each document, on first use.
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

function useFont(doc: PDFKit.PDFDocument, name: string): void {
  const faceFont = FACE_FONTS.get(name);
  if (faceFont) {
    let names = registered.get(doc);
    if (!names) {
      names = new Set();
      registered.set(doc, names);
    }
    if (!names.has(name)) {
      doc.registerFont(name, load(faceFont.face, faceFont.weight).bytes);
      names.add(name);
    }
  }
  doc.font(name);
}

/** A run's width in points at the document's font size, with its font in use. */
function runWidth(doc: PDFKit.PDFDocument, run: Run): number {
  useFont(doc, run.font);
  return doc.widthOfString(run.text, shaping(run));
}

// Given features, PDFKit lays a run out whole rather than word by word, which would put the words
// of a right-to-left run in left-to-right order. fontkit still applies each script's own features.
const shaping = (run: Run) => (FACE_FONTS.has(run.font) ? { features: [] } : {});

/** The text's width in points at the document's font size. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, weight: Weight): number {
  return runsOf(text, weight).reduce((sum, run) => sum + runWidth(doc, run), 0);
}

/** The text cut to fit `width` points, with an ellipsis when cut. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number, weight: Weight): string {
  if (widthOf(doc, text, weight) <= width) return text;
  const chars = [...text];
  let end = chars.length;
  while (end > 0 && widthOf(doc, `${chars.slice(0, end).join('').trimEnd()}…`, weight) > width) end -= 1;
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}

/** The text broken into lines of at most `width` points, at the places Unicode allows (UAX #14). */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number, weight: Weight): string[] {
  const lines: string[] = [];
  const breaker = new LineBreaker(text);
  let line = '';
  let last = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const piece = text.slice(last, next.position);
    last = next.position;
    if (line !== '' && widthOf(doc, `${line}${piece}`.trimEnd(), weight) > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += piece;
    // A piece wider than the line on its own is cut where it must be.
    while (widthOf(doc, line.trimEnd(), weight) > width && [...line].length > 1) {
      const cut = fitText(doc, line, width, weight).slice(0, -1) || [...line][0]!;
      lines.push(cut);
      line = line.slice(cut.length);
    }
    if (next.required) {
      lines.push(line.trimEnd());
      line = '';
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

export interface Placement extends PDFKit.Mixins.TextOptions {
  weight?: Weight;
  /** Where the text's top left is; the document's position when left out. */
  x?: number;
  y?: number;
}

/**
 * Writes text as `doc.text` would, at the document's size and colour, and leaves the document's
 * position below it. With `lineBreak: false` it is one line placed by `align` within `width`;
 * otherwise it wraps within `width`.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, { weight = 'regular', x, y, ...options }: Placement = {}): PDFKit.PDFDocument {
  useFont(doc, STANDARD[weight]);
  if (WIN_ANSI.test(text)) return doc.text(text, x, y, options);

  // Every face sits on Helvetica's baseline and line height, so mixed text lines up with the rest.
  const left = x ?? doc.x;
  let top = y ?? doc.y;
  const lineHeight = doc.currentLineHeight(true) + (options.lineGap ?? 0);
  const ascent = doc.currentLineHeight(false) * STANDARD_ASCENT_SHARE;
  const box = options.width ?? doc.page.width - doc.page.margins.right - left;
  const lines = options.lineBreak === false ? [text] : wrap(doc, text, box, weight);
  const direction = directionOf(text);
  for (const line of lines) {
    const runs = runsOf(line, weight, direction);
    const widths = runs.map((run) => runWidth(doc, run));
    const total = widths.reduce((sum, width) => sum + width, 0);
    let at = options.align === 'right' ? left + box - total : options.align === 'center' ? left + (box - total) / 2 : left;
    runs.forEach((run, index) => {
      useFont(doc, run.font);
      doc.text(run.text, at, top + ascent, { lineBreak: false, baseline: 'alphabetic', ...shaping(run) });
      at += widths[index]!;
    });
    top += lineHeight;
  }
  useFont(doc, STANDARD[weight]);
  doc.x = left;
  doc.y = top;
  return doc;
}
