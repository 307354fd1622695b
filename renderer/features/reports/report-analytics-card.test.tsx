// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../../shared/contract/reports';
import { GOOGLE_FIGURES_NOTE } from '../../../shared/domain/google-business';
import { byTestId, render, type Rendered } from '../../testing/dom';
import { ReportAnalyticsCard } from './report-analytics-card';
import { sampleReport } from './report-fixtures';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function renderCard(overrides: Partial<Report>) {
  const report = sampleReport(overrides);
  rendered = await render(
    <ReportAnalyticsCard
      analytics={report.analytics}
      analyticsError={report.analyticsError}
      period={report.period}
      simulated={report.analyticsSimulated}
      source={report.analyticsSource}
      impressions={report.analyticsImpressions}
    />,
  );
  return byTestId(rendered.container, 'report-analytics');
}

const has = (card: HTMLElement, testId: string) => card.querySelector(`[data-testid="${testId}"]`) !== null;
const tableRows = (section: HTMLElement) =>
  [...section.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));

describe('ReportAnalyticsCard', () => {
  it("says Google's figures come from Google Business Profile and breaks the impressions down", async () => {
    const card = await renderCard({
      analyticsSource: 'google',
      analyticsImpressions: { mobileSearch: 1200, mobileMaps: 300, desktopSearch: 400, desktopMaps: 100 },
    });
    expect(byTestId(card, 'report-analytics-google').textContent).toContain(GOOGLE_FIGURES_NOTE);
    expect(card.querySelector('p')?.textContent).toContain('from Google Business Profile');
    const impressions = byTestId(card, 'report-analytics-impressions');
    expect([...impressions.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['Device', 'Search', 'Maps', 'Total']);
    expect(tableRows(impressions)).toEqual([
      ['Mobile', (1200).toLocaleString(), '300', (1500).toLocaleString()],
      ['Desktop', '400', '100', '500'],
      ['Total', (1600).toLocaleString(), '400', (2000).toLocaleString()],
    ]);
    expect(has(card, 'report-analytics-simulated')).toBe(false);
  });

  it('leaves the breakdown out when Google gave no impressions', async () => {
    const card = await renderCard({ analyticsSource: 'google', analyticsImpressions: null });
    expect(has(card, 'report-analytics-google')).toBe(true);
    expect(has(card, 'report-analytics-impressions')).toBe(false);
  });

  it("keeps the Simulated label for the simulator's figures, with no Google note", async () => {
    const card = await renderCard({ analyticsSource: 'simulated' });
    expect(has(card, 'report-analytics-simulated')).toBe(true);
    expect(has(card, 'report-analytics-google')).toBe(false);
  });

  it("says nothing of Google for the provider's figures", async () => {
    const card = await renderCard({ analyticsSource: 'provider' });
    expect(has(card, 'report-analytics-google')).toBe(false);
    expect(has(card, 'report-analytics-impressions')).toBe(false);
    expect(card.querySelector('p')?.textContent).toContain('from the data provider');
  });
});
