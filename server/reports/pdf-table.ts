import { INK, MUTED_INK, RULE } from './pdf-style';
import { fitText, writeText } from './pdf-text';

// A table of figures that runs over as many pages as it needs, its header repeated on each.

export interface TableColumn {
  header: string;
  /** Share of the table's width, against the other columns' weights. */
  weight: number;
  align?: 'left' | 'right';
}

export interface TableStyle {
  /** Tints the header and every other row. */
  color: string;
  /** The last row is a total, set in bold. */
  totalRow?: boolean;
}

const ROW_HEIGHT = 17;
const FONT_SIZE = 8.5;
const PADDING = 5;
/** A table starts on a new page rather than leave its header with fewer rows than this. */
const MIN_ROWS_WITH_HEADER = 3;

/** Draws the table from the document's current y; leaves y below its last row. */
export function drawTable(doc: PDFKit.PDFDocument, columns: readonly TableColumn[], rows: readonly (readonly string[])[], style: TableStyle): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (width * column.weight) / totalWeight);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const drawRow = (cells: readonly string[], y: number, kind: 'header' | 'body' | 'total', striped: boolean) => {
    if (kind === 'header') doc.rect(left, y, width, ROW_HEIGHT).fillColor(style.color, 0.14).fill();
    else if (striped) doc.rect(left, y, width, ROW_HEIGHT).fillColor(style.color, 0.05).fill();
    if (kind === 'total') doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.75).strokeColor(MUTED_INK, 1).stroke();
    const weight = kind === 'body' ? 'regular' : 'bold';
    doc.fontSize(FONT_SIZE).fillColor(INK, 1);
    let x = left;
    columns.forEach((column, index) => {
      const cellWidth = widths[index]! - PADDING * 2;
      writeText(doc, fitText(doc, cells[index] ?? '', cellWidth, weight), {
        weight,
        x: x + PADDING,
        y: y + (ROW_HEIGHT - FONT_SIZE) / 2 + 1,
        width: cellWidth,
        align: column.align ?? 'left',
        lineBreak: false,
      });
      x += widths[index]!;
    });
    doc.moveTo(left, y + ROW_HEIGHT).lineTo(left + width, y + ROW_HEIGHT).lineWidth(0.5).strokeColor(RULE, 1).stroke();
  };

  const headers = columns.map((column) => column.header);
  let y = doc.y;
  if (y + ROW_HEIGHT * (1 + Math.min(rows.length, MIN_ROWS_WITH_HEADER)) > bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  drawRow(headers, y, 'header', false);
  y += ROW_HEIGHT;
  rows.forEach((row, index) => {
    if (y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawRow(headers, y, 'header', false);
      y += ROW_HEIGHT;
    }
    const isTotal = style.totalRow === true && index === rows.length - 1;
    drawRow(row, y, isTotal ? 'total' : 'body', !isTotal && index % 2 === 1);
    y += ROW_HEIGHT;
  });
  doc.x = left;
  doc.y = y;
}
