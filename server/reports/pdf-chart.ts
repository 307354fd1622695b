import { INK, MUTED_INK, RULE } from './pdf-style';
import { fitText, widthOf, writeText } from './pdf-text';

// Charts drawn with PDF vector primitives: bars and lines over a light grid, with a legend above.

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
  /** Below 1, a lighter shade of the colour (over the white page). */
  opacity?: number;
  /** Dash length of a line; solid without. */
  dash?: number;
}

const LEGEND_HEIGHT = 20;
const TICK_FONT_SIZE = 7.5;
const TICK_ROW_HEIGHT = 14;
const LABEL_GAP = 4;
const SWATCH = 8;

/** Whole-number ticks from 0 to a round top at or above `max`, about four steps apart. */
function valueTicks(max: number, top?: number): number[] {
  const end = top ?? Math.max(max, 1);
  const rough = end / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((multiple) => multiple * magnitude).find((candidate) => candidate >= rough && Number.isInteger(candidate)) ?? 1,
  );
  const ticks = [0];
  while (ticks[ticks.length - 1]! < end) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

const seriesMax = (series: readonly ChartSeries[]) =>
  Math.max(0, ...series.flatMap((one) => one.values.filter((value): value is number => value !== null)));

function drawLegend(doc: PDFKit.PDFDocument, box: ChartBox, series: readonly ChartSeries[], kind: 'swatch' | 'line'): void {
  doc.fontSize(8);
  let x = box.x;
  const middle = box.y + 6;
  for (const one of series) {
    if (kind === 'swatch') {
      doc.rect(x, middle - SWATCH / 2, SWATCH, SWATCH).fillColor(one.color, one.opacity ?? 1).fill();
    } else {
      doc.save().lineWidth(2).strokeColor(one.color, one.opacity ?? 1);
      if (one.dash) doc.dash(one.dash, { space: one.dash * 0.75 });
      doc.moveTo(x, middle).lineTo(x + SWATCH * 2, middle).stroke().restore();
    }
    x += (kind === 'swatch' ? SWATCH : SWATCH * 2) + LABEL_GAP;
    writeText(doc.fillColor(INK, 1), one.label, { x, y: middle - 4, lineBreak: false });
    x += widthOf(doc, one.label, 'regular') + 14;
  }
}

interface ColumnFrame {
  /** The centre of a category's column. */
  xOf: (index: number) => number;
  yOf: (value: number) => number;
  band: number;
}

/** Grid, value axis on the left and category labels below, thinned so they never overlap. */
function drawColumnFrame(doc: PDFKit.PDFDocument, box: ChartBox, categories: readonly string[], ticks: readonly number[]): ColumnFrame {
  doc.fontSize(TICK_FONT_SIZE);
  const axisWidth = Math.max(...ticks.map((tick) => widthOf(doc, tick.toLocaleString('en-US'), 'regular'))) + LABEL_GAP * 2;
  const left = box.x + axisWidth;
  const right = box.x + box.width;
  const top = box.y + LEGEND_HEIGHT;
  const bottom = box.y + box.height - TICK_ROW_HEIGHT;
  const topTick = ticks[ticks.length - 1]!;
  const yOf = (value: number) => bottom - ((bottom - top) * value) / topTick;
  const band = (right - left) / Math.max(categories.length, 1);

  for (const tick of ticks) {
    doc.moveTo(left, yOf(tick)).lineTo(right, yOf(tick)).lineWidth(0.5).strokeColor(tick === 0 ? MUTED_INK : RULE, 1).stroke();
    const label = tick.toLocaleString('en-US');
    writeText(doc.fillColor(MUTED_INK, 1), label, { x: box.x, y: yOf(tick) - 3, width: axisWidth - LABEL_GAP, align: 'right', lineBreak: false });
  }

  const labelWidth = Math.max(0, ...categories.map((category) => widthOf(doc, category, 'regular'))) + LABEL_GAP * 2;
  const every = Math.max(1, Math.ceil(labelWidth / band));
  categories.forEach((category, index) => {
    // Counted from the last point, so the latest is always labelled.
    if ((categories.length - 1 - index) % every !== 0) return;
    const centre = left + band * (index + 0.5);
    writeText(doc.fillColor(MUTED_INK, 1), category, { x: centre - labelWidth / 2, y: bottom + LABEL_GAP, width: labelWidth, align: 'center', lineBreak: false });
  });

  return { xOf: (index) => left + band * (index + 0.5), yOf, band };
}

/** Columns side by side for each category, one per series. */
export function drawGroupedBars(doc: PDFKit.PDFDocument, box: ChartBox, categories: readonly string[], series: readonly ChartSeries[]): void {
  drawLegend(doc, box, series, 'swatch');
  const frame = drawColumnFrame(doc, box, categories, valueTicks(seriesMax(series)));
  const group = frame.band * 0.7;
  const barWidth = group / series.length;
  categories.forEach((_, index) => {
    series.forEach((one, position) => {
      const value = one.values[index] ?? 0;
      if (value <= 0) return;
      const x = frame.xOf(index) - group / 2 + position * barWidth;
      doc.rect(x, frame.yOf(value), barWidth, frame.yOf(0) - frame.yOf(value)).fillColor(one.color, one.opacity ?? 1).fill();
    });
  });
}

/** A line per series; a missing value breaks its line, and a point alone shows as a dot. */
export function drawLines(
  doc: PDFKit.PDFDocument,
  box: ChartBox,
  categories: readonly string[],
  series: readonly ChartSeries[],
  options: { top?: number } = {},
): void {
  drawLegend(doc, box, series, 'line');
  const frame = drawColumnFrame(doc, box, categories, valueTicks(seriesMax(series), options.top));
  for (const one of series) {
    const runs: { x: number; y: number }[][] = [];
    let run: { x: number; y: number }[] = [];
    one.values.forEach((value, index) => {
      if (value === null) {
        if (run.length > 0) runs.push(run);
        run = [];
      } else run.push({ x: frame.xOf(index), y: frame.yOf(value) });
    });
    if (run.length > 0) runs.push(run);

    for (const points of runs) {
      if (points.length === 1) {
        doc.circle(points[0]!.x, points[0]!.y, 2).fillColor(one.color, one.opacity ?? 1).fill();
        continue;
      }
      doc.save().lineWidth(1.75).lineJoin('round').strokeColor(one.color, one.opacity ?? 1);
      if (one.dash) doc.dash(one.dash, { space: one.dash * 0.75 });
      doc.moveTo(points[0]!.x, points[0]!.y);
      for (const point of points.slice(1)) doc.lineTo(point.x, point.y);
      doc.stroke().restore();
    }
  }
}

/** A horizontal bar per category, its series stacked along it; category names on the left. */
export function drawStackedBars(doc: PDFKit.PDFDocument, box: ChartBox, categories: readonly string[], series: readonly ChartSeries[]): void {
  drawLegend(doc, box, series, 'swatch');
  const totals = categories.map((_, index) => series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0));
  const ticks = valueTicks(Math.max(0, ...totals));
  const topTick = ticks[ticks.length - 1]!;

  doc.fontSize(8);
  const labelWidth = Math.min(box.width * 0.3, Math.max(0, ...categories.map((category) => widthOf(doc, category, 'regular'))) + LABEL_GAP * 2);
  const left = box.x + labelWidth;
  const right = box.x + box.width;
  const top = box.y + LEGEND_HEIGHT;
  const bottom = box.y + box.height - TICK_ROW_HEIGHT;
  const xOf = (value: number) => left + ((right - left) * value) / topTick;
  const band = (bottom - top) / Math.max(categories.length, 1);
  const thickness = Math.min(band * 0.65, 18);

  doc.fontSize(TICK_FONT_SIZE);
  for (const tick of ticks) {
    doc.moveTo(xOf(tick), top).lineTo(xOf(tick), bottom).lineWidth(0.5).strokeColor(tick === 0 ? MUTED_INK : RULE, 1).stroke();
    writeText(doc.fillColor(MUTED_INK, 1), tick.toLocaleString('en-US'), { x: xOf(tick) - 20, y: bottom + LABEL_GAP, width: 40, align: 'center', lineBreak: false });
  }

  doc.fontSize(8);
  categories.forEach((category, index) => {
    const y = top + band * index + (band - thickness) / 2;
    writeText(doc.fillColor(INK, 1), fitText(doc, category, labelWidth - LABEL_GAP * 2, 'regular'), {
      x: box.x,
      y: y + thickness / 2 - 3.5,
      width: labelWidth - LABEL_GAP * 2,
      lineBreak: false,
    });
    let start = 0;
    for (const one of series) {
      const value = one.values[index] ?? 0;
      if (value > 0) doc.rect(xOf(start), y, xOf(start + value) - xOf(start), thickness).fillColor(one.color, one.opacity ?? 1).fill();
      start += value;
    }
  });
}
