import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { directionOf, fitText, runsOf, widthOf, writeText } from './pdf-text';

const fonts = (text: string) => runsOf(text, 'regular').map((run) => [run.font, run.text]);

describe('runsOf', () => {
  it('keeps text Helvetica can set in Helvetica, in one run', () => {
    expect(fonts('Blue Door Bakery – Café “Crème” 10 €')).toEqual([['Helvetica', 'Blue Door Bakery – Café “Crème” 10 €']]);
    expect(runsOf('Page 1 of 3', 'bold')).toEqual([{ font: 'Helvetica-Bold', text: 'Page 1 of 3' }]);
  });

  it('sets Latin beyond Windows-1252, Greek and Cyrillic in Noto Sans, the whole text in it', () => {
    expect(fonts('Łódź Café')).toEqual([['NotoSans-regular', 'Łódź Café']]);
    expect(fonts('Αθήνα · Москва · Phở Hà Nội')).toEqual([['NotoSans-regular', 'Αθήνα · Москва · Phở Hà Nội']]);
    expect(runsOf('Łódź', 'bold')).toEqual([{ font: 'NotoSans-bold', text: 'Łódź' }]);
  });

  it('gives each script the face that has its glyphs, and keeps spaces and digits in the run they are in', () => {
    expect(fonts('北京烤鸭 2 Café · 서울 식당 · ร้าน')).toEqual([
      ['NotoSansSC-regular', '北京烤鸭 2 '],
      ['NotoSans-regular', 'Café · '],
      ['NotoSansKR-regular', '서울 식당 · '],
      ['NotoSansThai-regular', 'ร้าน'],
    ]);
    expect(fonts('ラーメン')).toEqual([['NotoSansSC-regular', 'ラーメン']]);
  });

  it('orders right-to-left text for display, its numbers left to right', () => {
    // "Restaurant 24 hours": the first word is drawn rightmost, the number reads 24.
    expect(fonts('مطعم 24 ساعة')).toEqual([
      ['NotoSansArabic-regular', 'ساعة'],
      ['NotoSans-regular', ' '],
      ['NotoSans-regular', '24'],
      ['NotoSansArabic-regular', 'مطعم '],
    ]);
    expect(directionOf('مطعم 24 ساعة')).toBe('rtl');
  });

  it('keeps a left-to-right paragraph in order around a right-to-left name', () => {
    expect(fonts('Łódź מסעדה גדולה Kraków')).toEqual([
      ['NotoSans-regular', 'Łódź '],
      ['NotoSansHebrew-regular', 'מסעדה גדולה'],
      ['NotoSans-regular', ' Kraków'],
    ]);
    expect(directionOf('Łódź מסעדה')).toBe('ltr');
  });

  it('mirrors brackets at a right-to-left level, and turns around punctuation standing there alone', () => {
    // Shown as "(24) مطعم": fontkit turns the Arabic run around, so its bracket ends up on the left.
    expect(fonts('مطعم (24)')).toEqual([
      ['NotoSans-regular', '('],
      ['NotoSans-regular', '24'],
      ['NotoSansArabic-regular', 'مطعم )'],
    ]);
    expect(fonts('مطعم 24 !? ب')[1]).toEqual(['NotoSans-regular', ' ?! ']);
  });

  it('follows the paragraph’s direction on a line that starts with the other script', () => {
    expect(runsOf('מסעדה · Москва', 'regular', 'ltr').map((run) => run.text)).toEqual(['מסעדה', ' · Москва']);
    expect(runsOf('מסעדה · Москва', 'regular', 'rtl').map((run) => run.text)).toEqual(['Москва', 'מסעדה · ']);
  });
});

describe('measuring and writing', () => {
  const newDoc = () => new PDFDocument({ size: 'A4', margin: 50 }).fontSize(10);

  it('measures Helvetica text as PDFKit does', () => {
    const doc = newDoc();
    expect(widthOf(doc, 'Blue Door Bakery', 'regular')).toBeCloseTo(doc.font('Helvetica').widthOfString('Blue Door Bakery'), 5);
  });

  it('cuts any script to the width with an ellipsis', () => {
    const doc = newDoc();
    const cut = fitText(doc, '北京烤鸭北京烤鸭北京烤鸭北京烤鸭', 60, 'regular');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThan(16);
    expect(widthOf(doc, cut, 'regular')).toBeLessThanOrEqual(60);
    expect(fitText(doc, 'Łódź', 60, 'regular')).toBe('Łódź');
  });

  it('wraps text beyond Helvetica within the width, on Helvetica’s line height, and leaves the position below it', () => {
    const doc = newDoc();
    const lineHeight = doc.font('Helvetica').currentLineHeight(true);
    writeText(doc, '北京烤鸭 '.repeat(12).trim(), { x: 50, y: 100, width: 120 });
    const lines = Math.round((doc.y - 100) / lineHeight);
    expect(lines).toBeGreaterThan(3);
    expect(doc.y - 100).toBeCloseTo(lines * lineHeight, 5);
    expect(doc.x).toBe(50);
  });

  it('places a single line by its alignment', () => {
    const doc = newDoc();
    writeText(doc, 'Łódź', { x: 50, y: 100, width: 200, align: 'right', lineBreak: false });
    expect(doc.y).toBeCloseTo(100 + doc.currentLineHeight(true), 5);
  });
});
