import PDFDocument from 'pdfkit';
import type { Report } from '../../shared/contract/reports';
import { napScoreExplanation } from '../../shared/domain/nap-score';
import { SIMULATED_ANALYTICS_NOTICE, SIMULATED_CITATIONS_NOTICE } from '../../shared/domain/simulated-data';
import { googleFiguresSentence } from '../../shared/domain/google-business';
import { type ChartSeries, drawGroupedBars, drawLines, drawStackedBars } from './pdf-chart';
import { logoForPdf } from './logo-image';
import { INK, MUTED_INK, NOTICE_INK, RULE } from './pdf-style';
import { writeText } from './pdf-text';
import { type TableColumn, drawTable } from './pdf-table';
import type { ReportBrand } from './report-brand';
import { PERIOD_LABELS, formatCount, formatDay, formatPeriodRange, formatPoint } from './report-format';

// The report as a PDF under a brand: a cover, a summary of the figures, then each chart followed by
// a table of the same figures. Only the brand's name appears, so a partner's clients never see ours.

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 56, bottom: 64, left: 50, right: 50 };
const COVER_BAND_HEIGHT = 200;
const LOGO_SIZE = 72;
const CHART_HEIGHT = 230;
const CARD_HEIGHT = 62;
const CARD_GAP = 12;
/** More directories than this make the coverage chart unreadable; its table lists them all. */
const CHARTED_DIRECTORIES = 15;
const NOT_SCORED = 'Not scored';

/** The report as PDF bytes; a logo pdfkit cannot read is left out rather than failing the report. */
export async function renderReportPdf(report: Report, brand: ReportBrand): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: report.title,
      Author: brand.name,
      Subject: `${report.scope.name}, ${formatPeriodRange(report.from, report.to)}`,
      Creator: brand.name,
      CreationDate: new Date(report.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  drawCover(doc, report, brand);
  drawSummary(doc, report, brand);
  drawCoverage(doc, report, brand);
  drawNapSeries(doc, report, brand);
  drawIssueSeries(doc, report, brand);
  if (report.analytics) drawAnalytics(doc, report, report.analytics, brand);
  drawFooters(doc, brand);
  doc.end();
  return finished;
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;

const scopeLabel = (report: Report) => `${report.scope.kind === 'organization' ? 'Organization' : 'Business'}: ${report.scope.name}`;

function drawCover(doc: Doc, report: Report, brand: ReportBrand): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, COVER_BAND_HEIGHT).fillColor(brand.primaryColor, 1).fill();
  doc.rect(0, COVER_BAND_HEIGHT, width, 10).fillColor(brand.secondaryColor, 1).fill();

  let y = COVER_BAND_HEIGHT + 60;
  let nameX = MARGIN.left;
  if (brand.logo && drawLogo(doc, brand.logo, MARGIN.left, y)) nameX += LOGO_SIZE + 16;
  writeText(doc.fontSize(22).fillColor(INK, 1), brand.name, {
    weight: 'bold',
    x: nameX,
    y: y + (LOGO_SIZE - 22) / 2,
    width: doc.page.width - MARGIN.right - nameX,
    lineBreak: false,
  });

  y += LOGO_SIZE + 70;
  doc.rect(MARGIN.left, y, 56, 4).fillColor(brand.primaryColor, 1).fill();
  writeText(doc.fontSize(28).fillColor(INK, 1), report.title, { weight: 'bold', x: MARGIN.left, y: y + 20, width: contentWidth(doc) });
  writeText(doc.moveDown(0.6).fontSize(13).fillColor(INK, 1), scopeLabel(report), { width: contentWidth(doc) });
  writeText(doc.moveDown(0.3), `${PERIOD_LABELS[report.period]} period: ${formatPeriodRange(report.from, report.to)}`);
  writeText(doc.moveDown(1.2).fontSize(10).fillColor(MUTED_INK, 1), `Generated ${formatDay(report.generatedAt)}`);
}

/** Whether the logo could be drawn: only as logoForPdf draws it again, never the tenant's own bytes. */
function drawLogo(doc: Doc, logo: Uint8Array, x: number, y: number): boolean {
  const image = logoForPdf(logo);
  if (!image) return false;
  doc.image(Buffer.from(image), x, y, { fit: [LOGO_SIZE, LOGO_SIZE], align: 'center', valign: 'center' });
  return true;
}

function drawHeading(doc: Doc, title: string, brand: ReportBrand, description?: string, notice?: string): void {
  writeText(doc.fontSize(18).fillColor(INK, 1), title, { weight: 'bold', x: MARGIN.left, y: MARGIN.top, width: contentWidth(doc) });
  doc.rect(MARGIN.left, doc.y + 4, 40, 3).fillColor(brand.primaryColor, 1).fill();
  doc.y += 14;
  if (notice) drawNotice(doc, notice);
  if (description) writeText(doc.fontSize(9.5).fillColor(MUTED_INK, 1), description, { x: MARGIN.left, y: doc.y, width: contentWidth(doc) });
  doc.y += 12;
}

/** A line the reader must not miss (simulated figures), in bold amber from the document's y. */
function drawNotice(doc: Doc, notice: string): void {
  writeText(doc.fontSize(9.5).fillColor(NOTICE_INK, 1), `${notice}.`, { weight: 'bold', x: MARGIN.left, y: doc.y, width: contentWidth(doc) });
  doc.y += 4;
}

function drawCard(doc: Doc, x: number, y: number, width: number, value: string, label: string, brand: ReportBrand): void {
  doc.roundedRect(x, y, width, CARD_HEIGHT, 4).lineWidth(0.75).strokeColor(RULE, 1).stroke();
  doc.rect(x, y + 8, 3, CARD_HEIGHT - 16).fillColor(brand.primaryColor, 1).fill();
  writeText(doc.fontSize(18).fillColor(INK, 1), value, { weight: 'bold', x: x + 14, y: y + 12, width: width - 20, lineBreak: false });
  writeText(doc.fontSize(8.5).fillColor(MUTED_INK, 1), label, { x: x + 14, y: y + 38, width: width - 20, lineBreak: false });
}

/** A row of equal cards from the document's y, with a small title above. */
function drawCardRow(doc: Doc, title: string, cards: readonly [value: string, label: string][], brand: ReportBrand): void {
  writeText(doc.fontSize(11).fillColor(INK, 1), title, { weight: 'bold', x: MARGIN.left, y: doc.y, width: contentWidth(doc) });
  const y = doc.y + 6;
  const width = (contentWidth(doc) - CARD_GAP * (cards.length - 1)) / cards.length;
  cards.forEach(([value, label], index) => drawCard(doc, MARGIN.left + index * (width + CARD_GAP), y, width, value, label, brand));
  doc.x = MARGIN.left;
  doc.y = y + CARD_HEIGHT + 18;
}

/** The explanation's first sentence, which says what the score is. */
const napScoreInOneLine = napScoreExplanation.split(/(?<=\.)\s/)[0] ?? napScoreExplanation;

function drawSummary(doc: Doc, report: Report, brand: ReportBrand): void {
  doc.addPage();
  drawHeading(doc, 'Summary', brand, `${scopeLabel(report)} · ${formatPeriodRange(report.from, report.to)}`);

  const top = doc.y;
  const score = report.nap.score === null ? NOT_SCORED : `${report.nap.score} / 100`;
  doc.roundedRect(MARGIN.left, top, contentWidth(doc), 78, 4).fillColor(brand.primaryColor, 0.07).fill();
  writeText(doc.fontSize(11).fillColor(INK, 1), 'NAP consistency score', { weight: 'bold', x: MARGIN.left + 14, y: top + 12, lineBreak: false });
  writeText(doc.fontSize(24), score, { weight: 'bold', x: MARGIN.left + 14, y: top + 32, lineBreak: false });
  writeText(doc.fontSize(9).fillColor(MUTED_INK, 1), napScoreInOneLine, { x: MARGIN.left + 170, y: top + 26, width: contentWidth(doc) - 184 });
  doc.y = top + 78 + 8;
  // The score and the issues below come from the same scans.
  if (report.citationsSimulated) drawNotice(doc, SIMULATED_CITATIONS_NOTICE);
  doc.y += 12;

  drawCardRow(
    doc,
    'Citation issues',
    [
      [formatCount(report.issues.open), 'Open now'],
      [formatCount(report.issues.opened), 'Discovered in the period'],
      [formatCount(report.issues.resolved), 'Resolved in the period'],
    ],
    brand,
  );
  const listings = report.coverage.totals;
  drawCardRow(
    doc,
    'Listings',
    [
      [formatCount(listings.published), 'Live'],
      [formatCount(listings.pending), 'Waiting'],
      [formatCount(listings.error), 'Refused'],
    ],
    brand,
  );
  const { enriched, total, rate } = report.enrichment;
  drawCardRow(doc, 'Enrichment', [[`${rate}%`, `Enrichment rate: ${formatCount(enriched)} of ${formatCount(total)} businesses enhanced with provider data`]], brand);

  if (report.analytics) {
    const totals = report.analytics.totals;
    drawCardRow(
      doc,
      'Listing analytics',
      [
        [formatCount(totals.views), 'Views'],
        [formatCount(totals.searches), 'Searches'],
        [formatCount(totals.clicks), 'Clicks'],
        [formatCount(totals.calls), 'Calls'],
        [formatCount(totals.directionRequests), 'Direction requests'],
      ],
      brand,
    );
    if (report.analyticsSimulated) {
      doc.y -= 12;
      drawNotice(doc, SIMULATED_ANALYTICS_NOTICE);
    } else if (report.analyticsSource === 'google') {
      writeText(doc.fontSize(10).fillColor(MUTED_INK, 1), googleFiguresSentence(report.analyticsImpressions), { x: MARGIN.left, y: doc.y });
      doc.moveDown(0.8);
    }
  } else {
    writeText(doc.fontSize(11).fillColor(INK, 1), 'Listing analytics', { weight: 'bold', x: MARGIN.left, y: doc.y });
    const why = report.analyticsError
      ? 'The data provider did not answer for the analytics when this report was made; the rest of it is up to date.'
      : 'Analytics are not available for this period.';
    writeText(doc.moveDown(0.4).fontSize(10).fillColor(MUTED_INK, 1), why);
  }
}

/** A section on a new page: heading, a chart drawn in the box below it, then the table. */
function drawChartSection(
  doc: Doc,
  brand: ReportBrand,
  section: { title: string; description: string; chartHeight?: number; notice?: string },
  drawChart: (box: { x: number; y: number; width: number; height: number }) => void,
  table: { columns: TableColumn[]; rows: string[][]; totalRow?: boolean },
): void {
  doc.addPage();
  drawHeading(doc, section.title, brand, section.description, section.notice);
  const box = { x: MARGIN.left, y: doc.y, width: contentWidth(doc), height: section.chartHeight ?? CHART_HEIGHT };
  drawChart(box);
  doc.y = box.y + box.height + 20;
  drawTable(doc, table.columns, table.rows, { color: brand.primaryColor, totalRow: table.totalRow });
}

function drawCoverage(doc: Doc, report: Report, brand: ReportBrand): void {
  const { byDirectory, totals } = report.coverage;
  const charted = byDirectory.slice(0, CHARTED_DIRECTORIES);
  const description =
    byDirectory.length > CHARTED_DIRECTORIES
      ? `Listings by directory: live, waiting (submitted or pending) and refused. The chart shows the ${CHARTED_DIRECTORIES} directories with the most listings; the table lists all ${byDirectory.length}.`
      : 'Listings by directory: live, waiting (submitted or pending) and refused.';
  const series: ChartSeries[] = [
    { label: 'Live', values: charted.map((row) => row.published), color: brand.primaryColor },
    { label: 'Waiting', values: charted.map((row) => row.pending), color: brand.primaryColor, opacity: 0.4 },
    { label: 'Refused', values: charted.map((row) => row.error), color: brand.secondaryColor },
  ];
  const row = (name: string, counts: { published: number; pending: number; error: number }) => [
    name,
    formatCount(counts.published),
    formatCount(counts.pending),
    formatCount(counts.error),
    formatCount(counts.published + counts.pending + counts.error),
  ];
  drawChartSection(
    doc,
    brand,
    { title: 'Listing coverage by directory', description, chartHeight: 20 + 14 + Math.max(charted.length, 3) * 22 },
    (box) => drawStackedBars(doc, box, charted.map((entry) => entry.directoryName), series),
    {
      columns: [
        { header: 'Directory', weight: 3 },
        { header: 'Live', weight: 1, align: 'right' },
        { header: 'Waiting', weight: 1, align: 'right' },
        { header: 'Refused', weight: 1, align: 'right' },
        { header: 'Total', weight: 1, align: 'right' },
      ],
      rows: [...byDirectory.map((entry) => row(entry.directoryName, entry)), row('All directories', totals)],
      totalRow: true,
    },
  );
}

const citationsNotice = (report: Report) => (report.citationsSimulated ? SIMULATED_CITATIONS_NOTICE : undefined);

function drawNapSeries(doc: Doc, report: Report, brand: ReportBrand): void {
  const points = report.nap.series;
  drawChartSection(
    doc,
    brand,
    {
      title: 'NAP consistency over time',
      description: `${napScoreInOneLine} Points before the first scan have no score.`,
      notice: citationsNotice(report),
    },
    (box) =>
      drawLines(
        doc,
        box,
        points.map((point) => formatPoint(point.date, report.period)),
        [{ label: 'NAP score', values: points.map((point) => point.score), color: brand.primaryColor }],
        { top: 100 },
      ),
    {
      columns: [
        { header: 'Date', weight: 2 },
        { header: 'NAP score', weight: 1, align: 'right' },
      ],
      rows: points.map((point) => [formatDay(point.date), point.score === null ? NOT_SCORED : String(point.score)]),
    },
  );
}

function drawIssueSeries(doc: Doc, report: Report, brand: ReportBrand): void {
  const { series, opened, resolved } = report.issues;
  drawChartSection(
    doc,
    brand,
    {
      title: 'Citation issues opened and resolved',
      description: 'Citation issues discovered and resolved at each point of the period.',
      notice: citationsNotice(report),
    },
    (box) =>
      drawGroupedBars(
        doc,
        box,
        series.map((point) => formatPoint(point.date, report.period)),
        [
          { label: 'Discovered', values: series.map((point) => point.opened), color: brand.primaryColor },
          { label: 'Resolved', values: series.map((point) => point.resolved), color: brand.secondaryColor },
        ],
      ),
    {
      columns: [
        { header: 'Date', weight: 2 },
        { header: 'Discovered', weight: 1, align: 'right' },
        { header: 'Resolved', weight: 1, align: 'right' },
      ],
      rows: [
        ...series.map((point) => [formatDay(point.date), formatCount(point.opened), formatCount(point.resolved)]),
        ['Period total', formatCount(opened), formatCount(resolved)],
      ],
      totalRow: true,
    },
  );
}

type Analytics = NonNullable<Report['analytics']>;
type Metric = keyof Analytics['totals'];

const METRIC_LABELS: Record<Metric, string> = {
  views: 'Views',
  searches: 'Searches',
  clicks: 'Clicks',
  calls: 'Calls',
  directionRequests: 'Direction requests',
};

function drawAnalytics(doc: Doc, report: Report, analytics: Analytics, brand: ReportBrand): void {
  // Views run far above calls, so the small counts get a chart of their own to stay readable.
  const charts: { title: string; metrics: Metric[] }[] = [
    { title: 'Listing views and searches', metrics: ['views', 'searches'] },
    { title: 'Clicks, calls and direction requests', metrics: ['clicks', 'calls', 'directionRequests'] },
  ];
  const styles = [
    { color: brand.primaryColor },
    { color: brand.secondaryColor, dash: 5 },
    { color: brand.primaryColor, opacity: 0.45, dash: 2 },
  ];
  for (const { title, metrics } of charts) {
    drawChartSection(
      doc,
      brand,
      {
        title,
        description:
          report.analyticsSource === 'google'
            ? "Google Business Profile's figures of the linked businesses at each point of the period."
            : "The provider's listing analytics at each point of the period.",
        notice: report.analyticsSimulated ? SIMULATED_ANALYTICS_NOTICE : undefined,
      },
      (box) =>
        drawLines(
          doc,
          box,
          analytics.series.map((point) => formatPoint(point.date, report.period)),
          metrics.map((metric, index) => ({ label: METRIC_LABELS[metric], values: analytics.series.map((point) => point[metric]), ...styles[index]! })),
        ),
      {
        columns: [{ header: 'Date', weight: 2 }, ...metrics.map((metric) => ({ header: METRIC_LABELS[metric], weight: 1, align: 'right' as const }))],
        rows: [
          ...analytics.series.map((point) => [formatDay(point.date), ...metrics.map((metric) => formatCount(point[metric]))]),
          ['Period total', ...metrics.map((metric) => formatCount(analytics.totals[metric]))],
        ],
        totalRow: true,
      },
    );
  }
}

function drawFooters(doc: Doc, brand: ReportBrand): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing in the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN.bottom + 24;
    const right = doc.page.width - MARGIN.right;
    doc.moveTo(MARGIN.left, y - 8).lineTo(right, y - 8).lineWidth(0.5).strokeColor(RULE, 1).stroke();
    doc.fontSize(8).fillColor(MUTED_INK, 1);
    writeText(doc, brand.name, { x: MARGIN.left, y, width: contentWidth(doc) / 2, lineBreak: false });
    writeText(doc, `Page ${index + 1} of ${count}`, { x: MARGIN.left + contentWidth(doc) / 2, y, width: contentWidth(doc) / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}
