import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../shared/contract/reports';
import { napScoreExplanation } from '../../shared/domain/nap-score';
import { SIMULATED_ANALYTICS_NOTICE, SIMULATED_CITATIONS_NOTICE } from '../../shared/domain/simulated-data';
import { type PdfContent, type RenderedPage, readPdf, renderPdfPage } from '../testing/pdf-inspection';
import type { ReportBrand } from './report-brand';
import { SAMPLE_DIRECTORIES, sampleReport } from '../testing/report-fixture';
import { renderReportPdf } from './report-pdf';

const HARBOR: ReportBrand = { name: 'Harbor Digital', primaryColor: '#0f766e', secondaryColor: '#f59e0b', logo: null };
const PRODUCT: ReportBrand = { name: 'Citewise', primaryColor: '#2563eb', secondaryColor: '#4338ca', logo: null };
const LOGO_RED = '#dc2626';

const count = (value: number) => value.toLocaleString('en-US');
const outputDirectory = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));

/** Share of the page's pixels within a step or two of the colour. */
function colourShare(page: RenderedPage, hex: string): number {
  const target = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  let matches = 0;
  for (let index = 0; index < page.pixels.length; index += 4) {
    if (target.every((channel, offset) => Math.abs(page.pixels[index + offset]! - channel) <= 2)) matches += 1;
  }
  return matches / (page.width * page.height);
}

const notWhiteShare = (page: RenderedPage) => 1 - colourShare(page, '#ffffff');

function savePng(name: string, page: RenderedPage): void {
  writeFileSync(path.join(outputDirectory, name), page.png);
}

const coverageTotals = (report: Report) => {
  const { published, pending, error } = report.coverage.totals;
  return `${published} ${pending} ${error} ${published + pending + error}`;
};

function redSquarePng(): Uint8Array {
  const canvas = createCanvas(32, 32);
  const context = canvas.getContext('2d');
  context.fillStyle = LOGO_RED;
  context.fillRect(0, 0, 32, 32);
  return new Uint8Array(canvas.encodeSync('png'));
}

describe('renderReportPdf under a white-label brand', () => {
  const report = sampleReport();
  let bytes: Uint8Array;
  let pdf: PdfContent;
  let text: string;

  beforeAll(async () => {
    bytes = await renderReportPdf(report, HARBOR);
    pdf = await readPdf(bytes);
    text = pdf.pages.join('\n');
  });

  it('opens with a cover naming the brand, the report, its scope, period and day', () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const cover = pdf.pages[0]!;
    expect(cover).toContain('Harbor Digital');
    expect(cover).toContain('Monthly report: Blue Door Bakery');
    expect(cover).toContain('Business: Blue Door Bakery');
    expect(cover).toContain('Monthly period: Jun 1, 2025 – Jun 30, 2025');
    expect(cover).toContain('Generated Jul 1, 2025');
    expect(pdf.info).toMatchObject({ Title: 'Monthly report: Blue Door Bakery', Author: 'Harbor Digital', Creator: 'Harbor Digital' });
  });

  it('summarises the figures on the second page', () => {
    const summary = pdf.pages[1]!;
    const { issues, coverage, analytics } = report;
    expect(summary).toContain('NAP consistency score 86 / 100');
    expect(summary).toContain(napScoreExplanation.split('. ')[0]);
    expect(summary).toContain(`${issues.open} Open now`);
    expect(summary).toContain(`${issues.opened} Discovered in the period`);
    expect(summary).toContain(`${issues.resolved} Resolved in the period`);
    expect(summary).toContain(`${coverage.totals.published} Live ${coverage.totals.pending} Waiting ${coverage.totals.error} Refused`);
    expect(summary).toContain('67% Enrichment rate: 8 of 12 businesses enhanced with provider data');
    expect(summary).toContain(
      `${count(analytics!.totals.views)} Views ${count(analytics!.totals.searches)} Searches ${count(analytics!.totals.clicks)} Clicks ` +
        `${count(analytics!.totals.calls)} Calls ${count(analytics!.totals.directionRequests)} Direction requests`,
    );
  });

  it('follows each chart with a table of the same figures', () => {
    for (const title of [
      'Listing coverage by directory',
      'NAP consistency over time',
      'Citation issues opened and resolved',
      'Listing views and searches',
      'Clicks, calls and direction requests',
    ]) {
      expect(pdf.pages.some((page) => page.startsWith(title))).toBe(true);
    }
    // The chart shows the top 15 directories; the table lists every one, then the totals.
    for (const row of report.coverage.byDirectory) {
      expect(text).toContain(`${row.directoryName} ${row.published} ${row.pending} ${row.error} ${row.published + row.pending + row.error}`);
    }
    expect(text).toContain(`All directories ${coverageTotals(report)}`);
    expect(text).toContain('Jun 1, 2025 Not scored');
    expect(text).toContain('Jun 5, 2025 72');
    expect(text).toContain('Jun 30, 2025 84');
    expect(text).toContain(`Period total ${report.issues.opened} ${report.issues.resolved}`);
    const lastDay = report.analytics!.series.at(-1)!;
    expect(text).toContain(`Jun 30, 2025 ${lastDay.views} ${lastDay.searches}`);
    expect(text).toContain(`Jun 30, 2025 ${lastDay.clicks} ${lastDay.calls} ${lastDay.directionRequests}`);
    expect(text).toContain(`Period total ${count(report.analytics!.totals.views)} ${count(report.analytics!.totals.searches)}`);
  });

  it('carries a long table over to the next page under a repeated header', () => {
    const napPage = pdf.pages.findIndex((page) => page.startsWith('NAP consistency over time'));
    const carried = pdf.pages[napPage + 1]!;
    expect(carried.startsWith('Date NAP score')).toBe(true);
    // Every day is listed exactly once across the two pages.
    const days = `${pdf.pages[napPage]} ${carried}`.match(/Jun \d+, 2025 (?:\d+|Not scored)/g);
    expect(days).toHaveLength(30);
  });

  it('numbers every page in a footer with the brand name', () => {
    pdf.pages.forEach((page, index) => {
      expect(page.endsWith(`Harbor Digital Page ${index + 1} of ${pdf.pages.length}`)).toBe(true);
    });
  });

  it('never names the product', () => {
    expect(text).not.toMatch(/citewise/i);
    expect(JSON.stringify(pdf.info)).not.toMatch(/citewise/i);
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/citewise/i);
  });

  it("draws the cover's band and the charts in the brand's colours", async () => {
    const cover = await renderPdfPage(bytes, 1);
    savePng('white-label-cover.png', cover);
    expect(notWhiteShare(cover)).toBeGreaterThan(0.2);
    expect(colourShare(cover, HARBOR.primaryColor)).toBeGreaterThan(0.15);
    expect(colourShare(cover, HARBOR.secondaryColor)).toBeGreaterThan(0.005);

    const coveragePage = pdf.pages.findIndex((page) => page.startsWith('Listing coverage by directory')) + 1;
    const chart = await renderPdfPage(bytes, coveragePage);
    savePng('white-label-coverage.png', chart);
    expect(colourShare(chart, HARBOR.primaryColor)).toBeGreaterThan(0.02);
    expect(colourShare(chart, HARBOR.secondaryColor)).toBeGreaterThan(0);
  });
});

describe('renderReportPdf', () => {
  it('names the product and uses its colours when there is no white label', async () => {
    const bytes = await renderReportPdf(sampleReport(), PRODUCT);
    const pdf = await readPdf(bytes);
    expect(pdf.pages[0]).toContain('Citewise');
    expect(pdf.pages.at(-1)).toMatch(/Citewise Page \d+ of \d+$/);
    expect(colourShare(await renderPdfPage(bytes, 1), PRODUCT.primaryColor)).toBeGreaterThan(0.15);
  });

  it("puts the brand's logo on the cover", async () => {
    const bytes = await renderReportPdf(sampleReport(), { ...HARBOR, logo: redSquarePng() });
    const cover = await renderPdfPage(bytes, 1);
    savePng('logo-cover.png', cover);
    expect(colourShare(cover, LOGO_RED)).toBeGreaterThan(0.003);
  });

  it('leaves out a logo it cannot read', async () => {
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const pdf = await readPdf(await renderReportPdf(sampleReport(), { ...HARBOR, logo: broken }));
    expect(pdf.pages[0]).toContain('Harbor Digital');
  });

  it('says so when analytics are not available, and draws no analytics charts', async () => {
    const pdf = await readPdf(await renderReportPdf(sampleReport({ analytics: null }), HARBOR));
    expect(pdf.pages[1]).toContain('Analytics are not available');
    expect(pdf.pages.join('\n')).not.toContain('Listing views and searches');
  });

  it('says the provider did not answer for the analytics, when it did not', async () => {
    const pdf = await readPdf(await renderReportPdf(sampleReport({ analytics: null, analyticsError: 'Data Axle did not answer in time.' }), HARBOR));
    expect(pdf.pages[1]).toContain('The data provider did not answer for the analytics');
    expect(pdf.pages.join('\n')).not.toContain('Analytics are not available');
  });

  it('says next to the citation figures and the analytics that they are simulated, when the sandbox made them up', async () => {
    const real = (await readPdf(await renderReportPdf(sampleReport(), HARBOR))).pages.join('\n');
    expect(real).not.toContain('Simulated data');

    const bytes = await renderReportPdf(sampleReport({ citationsSimulated: true, analyticsSimulated: true }), HARBOR);
    const pdf = await readPdf(bytes);
    savePng('simulated-summary.png', await renderPdfPage(bytes, 2));
    const summary = pdf.pages[1]!;
    expect(summary).toContain(`NAP consistency score 86 / 100 ${napScoreExplanation.split('. ')[0]}. ${SIMULATED_CITATIONS_NOTICE}.`);
    expect(summary).toContain(`Direction requests ${SIMULATED_ANALYTICS_NOTICE}.`);
    const pageOf = (title: string) => pdf.pages.find((page) => page.startsWith(title))!;
    for (const title of ['NAP consistency over time', 'Citation issues opened and resolved']) {
      expect(pageOf(title)).toContain(`${title} ${SIMULATED_CITATIONS_NOTICE}.`);
    }
    for (const title of ['Listing views and searches', 'Clicks, calls and direction requests']) {
      expect(pageOf(title)).toContain(`${title} ${SIMULATED_ANALYTICS_NOTICE}.`);
    }
    expect(pageOf('Listing coverage by directory')).not.toContain('Simulated data');
    // Still one summary page.
    expect(pdf.pages[2]!.startsWith('Listing coverage by directory')).toBe(true);
  });

  it('makes a report before there is anything to show', async () => {
    const empty = sampleReport({
      coverage: { totals: { published: 0, pending: 0, error: 0 }, byDirectory: [] },
      nap: { score: null, series: sampleReport().nap.series.map((point) => ({ ...point, score: null })) },
      issues: { open: 0, opened: 0, resolved: 0, series: [] },
      enrichment: { enriched: 0, total: 0, rate: 0 },
      analytics: null,
    });
    const pdf = await readPdf(await renderReportPdf(empty, HARBOR));
    expect(pdf.pages[1]).toContain('NAP consistency score Not scored');
    expect(pdf.pages.join('\n')).toContain('All directories 0 0 0 0');
  });

  it('charts the 15 directories with the most listings and tables every one of many', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      directory: `directory_${index}`,
      directoryName: `${SAMPLE_DIRECTORIES[index % SAMPLE_DIRECTORIES.length]} ${index + 1}`,
      published: 60 - index,
      pending: 1,
      error: 0,
    }));
    const report = sampleReport({ coverage: { totals: { published: 1830, pending: 60, error: 0 }, byDirectory: many } });
    const pdf = await readPdf(await renderReportPdf(report, HARBOR));
    const first = pdf.pages.findIndex((page) => page.startsWith('Listing coverage by directory'));
    expect(pdf.pages[first]).toContain('The chart shows the 15 directories with the most listings; the table lists all 60.');
    const napPage = pdf.pages.findIndex((page) => page.startsWith('NAP consistency over time'));
    const carried = pdf.pages.slice(first + 1, napPage);
    expect(carried.length).toBeGreaterThanOrEqual(1);
    for (const page of carried) expect(page.startsWith('Directory Live Waiting Refused Total')).toBe(true);
    const text = pdf.pages.join('\n');
    for (const entry of many) expect(text).toContain(`${entry.directoryName} ${entry.published} 1 0 ${entry.published + 1}`);
  });

  it('writes names in any script with fonts that have their letters', async () => {
    const name = 'Łódź Café 北京烤鸭 서울 식당 Москва';
    const base = sampleReport();
    const report = sampleReport({
      title: `Monthly report: ${name}`,
      scope: { ...base.scope, name },
      coverage: {
        ...base.coverage,
        byDirectory: [{ ...base.coverage.byDirectory[0]!, directoryName: 'Αθήνα Οδηγός' }, ...base.coverage.byDirectory.slice(1)],
      },
    });
    const bytes = await renderReportPdf(report, { ...HARBOR, name: 'Agencja Łódź' });
    const pdf = await readPdf(bytes);
    // pdf.js reads each glyph back through the font's own map: Helvetica would have read 'Łódź' as other letters.
    expect(pdf.pages[0]).toContain('Agencja Łódź');
    expect(pdf.pages[0]).toContain(`Business: ${name}`);
    expect(pdf.pages[1]).toContain(`Business: ${name}`);
    expect(pdf.pages[2]).toContain('Αθήνα Οδηγός 20 0 0 20');
    expect(pdf.pages.at(-1)).toContain('Agencja Łódź');
    const embedded = Buffer.from(bytes).toString('latin1');
    for (const face of ['NotoSans', 'NotoSansSC', 'NotoSansKR']) expect(embedded).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${face}-`));
    expect(embedded).not.toMatch(/\+NotoSansArabic/);
  });

  it('writes an Arabic name right to left, its letters joined', async () => {
    const name = 'مطعم الياسمين';
    const base = sampleReport();
    const bytes = await renderReportPdf(sampleReport({ scope: { ...base.scope, name } }), HARBOR);
    const cover = (await readPdf(bytes)).pages[0]!;
    // Read back as its letters, in reading order; runsOf's tests check the order they are drawn in.
    expect(cover).toContain('مطعم');
    expect(cover).toContain('اسمي');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\+NotoSansArabic-/);
  });
});
