// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntegrationStatus } from '../../shared/contract/provider';
import type { Report, ReportSchedule } from '../../shared/contract/reports';
import type { MemberRole } from '../../shared/domain/enums';
import { sampleReport, sampleReportSchedule } from '../features/reports/report-fixtures';
import { ANALYTICS_FEATURE_OFF_MESSAGE, analyticsFailedMessage } from '../features/reports/report-text';
import { SIMULATED_ANALYTICS_EXPLANATION, SIMULATED_CITATIONS_EXPLANATION } from '../../shared/domain/simulated-data';
import { toast } from '../lib/toast';
import { byTestId, chooseOption, click, jsonResponse, optionLabels, render, settle, typeInto, type Rendered } from '../testing/dom';
import { sampleBusiness, sampleIntegrationStatus } from '../testing/fixtures';
import { memberQueryClient } from '../testing/member-query-client';
import ReportsPage from './reports';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const BAKERY = '6f1c2f4e-1b43-4d7e-9a55-0d3c1c8e2a10';
const GYM = '7a2d3e4f-5b6c-4d7e-8f90-a1b2c3d4e5f6';

interface Answers {
  report: () => Response;
  schedule: ReportSchedule;
  integration: IntegrationStatus;
  updateSchedule: (body: Pick<ReportSchedule, 'enabled' | 'frequency' | 'recipients'>) => Response;
  sendNow: (body: { period?: string }) => Response;
  download: () => Response | Promise<Response>;
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path);
const queryOf = (call: Parameters<typeof fetch> | undefined) =>
  Object.fromEntries(new URLSearchParams(String(call?.[0]).split('?')[1] ?? ''));
const bodyOf = (call: Parameters<typeof fetch> | undefined): unknown => JSON.parse(String(call?.[1]?.body));

const reportAnswer = (report: Report) => () => jsonResponse(200, { report });

function answer(url: string, method: string, body: unknown): Response | Promise<Response> {
  const path = url.split('?')[0];
  if (path === '/api/businesses') {
    const businesses = [sampleBusiness({ id: BAKERY }), sampleBusiness({ id: GYM, name: 'Iron Works Gym', category: 'fitness' })];
    return jsonResponse(200, { businesses, nextCursor: null, total: 2 });
  }
  if (path === `/api/businesses/${GYM}`) return jsonResponse(200, { business: sampleBusiness({ id: GYM, name: 'Iron Works Gym' }) });
  if (path === '/api/data-axle/status') return jsonResponse(200, answers.integration);
  if (path === '/api/reports') return answers.report();
  if (path === '/api/reports/schedule' && method === 'GET') return jsonResponse(200, { schedule: answers.schedule });
  if (path === '/api/reports/schedule' && method === 'PUT') return answers.updateSchedule(body as Parameters<Answers['updateSchedule']>[0]);
  if (path === '/api/reports/send' && method === 'POST') return answers.sendNow(body as { period?: string });
  if (path === '/api/reports/export/pdf' || path === '/api/reports/export/csv') return answers.download();
  return jsonResponse(404, { message: `No answer for ${method} ${url}` });
}

beforeEach(() => {
  answers = {
    report: reportAnswer(sampleReport()),
    schedule: sampleReportSchedule(),
    integration: sampleIntegrationStatus(),
    updateSchedule: (saved) => jsonResponse(200, { schedule: { ...answers.schedule, ...saved } }),
    sendNow: () => jsonResponse(200, { sentTo: answers.schedule.recipients, askedToConfirm: [], declined: [] }),
    download: () => new Response('file', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="report.pdf"' } }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) =>
    answer(String(url), init?.method ?? 'GET', init?.body ? JSON.parse(String(init.body)) : undefined),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPage(role: MemberRole = 'member', address = '') {
  window.history.replaceState(null, '', `/reports${address}`);
  rendered = await render(<ReportsPage />, memberQueryClient(role));
  await settle();
  return rendered.container;
}

/** A table's body as rows of cell texts, the row heading first. */
const tableRows = (container: HTMLElement, testId: string) =>
  [...byTestId(container, testId).querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

describe('Reports', () => {
  it('asks for the organization’s monthly report by default', async () => {
    const container = await renderPage();
    expect(calls('GET', '/api/reports').map(queryOf)).toEqual([{ period: 'monthly' }]);
    expect(byTestId(container, 'report-title').textContent).toBe('Monthly report: Acme');
    expect(byTestId(container, 'report-period').textContent).toBe('Monthly');
    expect(await optionLabels(byTestId(container, 'report-period'))).toEqual([
      'Weekly',
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
  });

  it('reads the scope and period from the address and keeps changes there', async () => {
    const container = await renderPage('member', `?businessId=${GYM}&period=quarterly`);
    expect(queryOf(calls('GET', '/api/reports')[0])).toEqual({ period: 'quarterly', businessId: GYM });
    expect(byTestId(container, 'scanner-business-select').textContent).toBe('Iron Works Gym · Springfield, IL');

    await chooseOption(byTestId(container, 'report-period'), 'Yearly');
    await settle();
    expect(window.location.search).toBe(`?businessId=${GYM}&period=yearly`);
    expect(queryOf(calls('GET', '/api/reports').at(-1))).toEqual({ period: 'yearly', businessId: GYM });

    await chooseOption(byTestId(container, 'scanner-business-select'), 'All businesses');
    await settle();
    expect(window.location.search).toBe('?period=yearly');
    expect(queryOf(calls('GET', '/api/reports').at(-1))).toEqual({ period: 'yearly' });

    await chooseOption(byTestId(container, 'report-period'), 'Monthly');
    await settle();
    expect(window.location.search).toBe('');
  });

  it('gives every chart’s figures as a table', async () => {
    const container = await renderPage();
    expect(byTestId(container, 'report-coverage-published-value').textContent).toBe('7');
    expect(byTestId(container, 'report-coverage-pending-value').textContent).toBe('3');
    expect(byTestId(container, 'report-coverage-error-value').textContent).toBe('2');
    expect(tableRows(container, 'report-coverage-figures-table')).toEqual([
      ['Yelp', '4', '1', '0'],
      ['Bing Places', '2', '1', '1'],
      ['Foursquare', '1', '1', '1'],
    ]);

    expect(byTestId(container, 'report-nap-score').textContent).toContain('82/100');
    expect(tableRows(container, 'report-nap-figures-table').map((row) => row[1])).toEqual(['Not scanned', '70', '74', '82']);

    expect(byTestId(container, 'report-issues-open-value').textContent).toBe('4');
    expect(byTestId(container, 'report-issues-opened-value').textContent).toBe('5');
    expect(byTestId(container, 'report-issues-resolved-value').textContent).toBe('3');
    expect(tableRows(container, 'report-issues-figures-table').map((row) => row.slice(1))).toEqual([
      ['2', '0'],
      ['1', '1'],
      ['2', '0'],
      ['0', '2'],
    ]);

    expect(byTestId(container, 'report-enrichment-rate').textContent).toBe('50%');
    expect(byTestId(container, 'report-enrichment-count').textContent).toBe('2 of 4 businesses enriched');

    expect(byTestId(container, 'report-analytics-views-value').textContent).toBe((1260).toLocaleString());
    expect(byTestId(container, 'report-analytics-directionRequests-value').textContent).toBe('18');
    expect(tableRows(container, 'report-analytics-figures-table')[0]?.slice(1)).toEqual(['300', '200', '24', '7', '3']);
  });

  it('labels each chart as one image and shows its table on request', async () => {
    const container = await renderPage();
    const chart = byTestId(container, 'report-issues-figures-chart');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe('Bars of citation issues discovered (5) and resolved (3) per day of the period.');
    expect(byTestId(container, 'report-nap-figures-chart').getAttribute('aria-label')).toContain('from 70 to 82');

    const toggle = byTestId(container, 'report-issues-figures-table-toggle');
    const table = byTestId(container, 'report-issues-figures-table');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(table.id);
    expect(table.hidden).toBe(true);
    await click(toggle);
    expect(toggle.textContent).toBe('Hide table');
    expect(table.hidden).toBe(false);
  });

  it('says why there are no analytics', async () => {
    answers.report = reportAnswer(sampleReport({ analytics: null }));
    answers.integration = sampleIntegrationStatus({ features: { ...sampleIntegrationStatus().features, analytics: false } });
    const container = await renderPage();
    const unavailable = byTestId(container, 'report-analytics-unavailable');
    expect(unavailable.textContent).toContain('Analytics are not available.');
    expect(unavailable.textContent).toContain(ANALYTICS_FEATURE_OFF_MESSAGE);
    expect(container.querySelector('[data-testid="report-analytics-figures"]')).toBeNull();
  });

  it('says the provider failed to answer for the analytics, and shows the rest of the report', async () => {
    answers.report = reportAnswer(sampleReport({ analytics: null, analyticsError: 'Data Axle did not answer in time.' }));
    const container = await renderPage();
    const failed = byTestId(container, 'report-analytics-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('Analytics could not be read from the data provider.');
    expect(failed.textContent).toContain(analyticsFailedMessage('Data Axle did not answer in time.'));
    expect(container.querySelector('[data-testid="report-analytics-unavailable"]')).toBeNull();
    expect(container.querySelector('[data-testid="report-analytics-figures"]')).toBeNull();
    expect(byTestId(container, 'report-coverage-figures')).toBeTruthy();
    expect(byTestId(container, 'report-issues-open').textContent).toContain('4');
  });

  it('labels made-up citation figures and analytics Simulated, with one line saying why', async () => {
    answers.report = reportAnswer(sampleReport({ citationsSimulated: true, analyticsSimulated: true }));
    const container = await renderPage();
    for (const [testId, explanation] of [
      ['report-nap-simulated', SIMULATED_CITATIONS_EXPLANATION],
      ['report-issues-simulated', SIMULATED_CITATIONS_EXPLANATION],
      ['report-analytics-simulated', SIMULATED_ANALYTICS_EXPLANATION],
    ] as const) {
      const notice = byTestId(container, testId);
      expect(byTestId(notice, 'simulated-badge').textContent).toBe('Simulated');
      expect(notice.textContent).toBe(`Simulated${explanation}`);
    }
    // Listings and enrichment are the organization's own records.
    expect(byTestId(container, 'report-coverage').querySelector('[data-testid="simulated-badge"]')).toBeNull();
  });

  it('labels nothing Simulated when the figures are real', async () => {
    const container = await renderPage();
    expect(container.querySelector('[data-testid="simulated-badge"]')).toBeNull();
  });

  it('invites adding a business when the organization has none', async () => {
    answers.report = reportAnswer(sampleReport({ enrichment: { enriched: 0, total: 0, rate: 0 } }));
    const container = await renderPage();
    expect(byTestId(container, 'report-no-businesses').textContent).toContain('No businesses yet');
    expect(byTestId(container, 'report-no-businesses').querySelector('a')?.getAttribute('href')).toBe('/businesses');
    expect(container.querySelector('[data-testid="report-coverage"]')).toBeNull();
  });

  it('tells why the report did not load and tries again', async () => {
    answers.report = () => jsonResponse(500, { message: 'The report could not be built' });
    const container = await renderPage();
    expect(byTestId(container, 'report-error').textContent).toContain('The report could not be built');

    answers.report = reportAnswer(sampleReport());
    const retry = [...byTestId(container, 'report-error').querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    await click(retry ?? null);
    await settle();
    expect(byTestId(container, 'report-title').textContent).toBe('Monthly report: Acme');
  });

  describe('exports', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:report');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });

    it('downloads the PDF and the chosen CSV for the scope and period on screen', async () => {
      const container = await renderPage('viewer', `?businessId=${GYM}&period=weekly`);
      await click(byTestId(container, 'report-download-pdf'));
      await settle();
      expect(calls('GET', '/api/reports/export/pdf').map(queryOf)).toEqual([{ period: 'weekly', businessId: GYM }]);
      expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);

      await chooseOption(byTestId(container, 'report-csv-dataset'), 'Citation issues');
      await click(byTestId(container, 'report-download-csv'));
      await settle();
      expect(calls('GET', '/api/reports/export/csv').map(queryOf)).toEqual([{ period: 'weekly', businessId: GYM, dataset: 'issues' }]);
      expect(await optionLabels(byTestId(container, 'report-csv-dataset'))).toEqual([
        'Figures',
        'Citation issues',
        'Listings',
      ]);
    });

    it('shows the download running and a toast when it fails', async () => {
      let finish: (response: Response) => void = () => undefined;
      answers.download = () => new Promise<Response>((resolve) => (finish = resolve));
      const container = await renderPage();
      await click(byTestId(container, 'report-download-pdf'));
      await settle();
      const button = byTestId(container, 'report-download-pdf') as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.textContent).toBe('Preparing...');

      finish(jsonResponse(500, { message: 'The PDF renderer is busy' }));
      await settle();
      expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Download failed', description: 'The PDF renderer is busy' });
      expect(button.disabled).toBe(false);
      expect(button.textContent).toBe('Download PDF');
    });
  });

  describe('scheduled reports', () => {
    it('lets viewers read the schedule but change nothing', async () => {
      const container = await renderPage('viewer');
      expect(byTestId(container, 'report-schedule-state').textContent).toBe('On, monthly');
      expect(byTestId(container, 'report-schedule-recipients').textContent).toBe('owner@acme.example');
      expect(byTestId(container, 'report-schedule-next').querySelector('time')?.getAttribute('datetime')).toBe('2025-07-01T08:00:00.000Z');
      expect(byTestId(container, 'report-schedule-read-only').textContent).toContain('owners and admins');
      for (const testId of ['report-schedule-form', 'report-send-now']) {
        expect(container.querySelector(`[data-testid="${testId}"]`)).toBeNull();
      }
    });

    it('checks each recipient before adding it, and saves the list', async () => {
      const container = await renderPage('admin');
      const input = byTestId(container, 'report-schedule-recipient-input') as HTMLInputElement;
      await typeInto(input, 'team@');
      await click(byTestId(container, 'report-schedule-add'));
      expect(byTestId(container, 'report-schedule-form').textContent).toContain('Invalid email address');
      expect(input.getAttribute('aria-invalid')).toBe('true');

      await typeInto(input, 'Team@Acme.example');
      expect(input.getAttribute('aria-invalid')).toBe('false');
      await click(byTestId(container, 'report-schedule-add'));
      const recipients = () => [...container.querySelectorAll('[data-testid="report-schedule-recipient"]')].map((item) => item.textContent);
      expect(recipients()).toEqual(['owner@acme.example', 'team@acme.example']);
      expect(input.value).toBe('');

      await typeInto(input, 'owner@acme.example');
      await click(byTestId(container, 'report-schedule-add'));
      expect(byTestId(container, 'report-schedule-form').textContent).toContain('Each recipient only once');
      await typeInto(input, '');

      await click(container.querySelector('[aria-label="Remove owner@acme.example"]'));
      await chooseOption(byTestId(container, 'report-schedule-frequency'), 'Weekly');
      await click(byTestId(container, 'report-schedule-save'));
      await settle();
      expect(bodyOf(calls('PUT', '/api/reports/schedule')[0])).toEqual({ enabled: true, frequency: 'weekly', recipients: ['team@acme.example'] });
      expect(toast).toHaveBeenCalledWith({
        title: 'Scheduled reports saved',
        description: 'The report goes out weekly to team@acme.example.',
        variant: 'success',
      });
      expect(byTestId(container, 'report-schedule-state').textContent).toBe('On, weekly');
      expect(byTestId(container, 'report-schedule-recipients').textContent).toBe('team@acme.example');
    });

    it('asks for a recipient before switching reports on, and shows the server’s objection', async () => {
      answers.schedule = sampleReportSchedule({ enabled: false, recipients: [], nextSendAt: null });
      const container = await renderPage('owner');
      expect(byTestId(container, 'report-schedule-next').textContent).toBe('Not scheduled');
      await click(byTestId(container, 'report-schedule-enabled'));
      await click(byTestId(container, 'report-schedule-save'));
      await settle();
      expect(byTestId(container, 'report-schedule-form').textContent).toContain('Add at least one recipient');
      expect(calls('PUT', '/api/reports/schedule')).toHaveLength(0);

      answers.updateSchedule = () =>
        jsonResponse(400, { message: 'Invalid request', code: 'VALIDATION_ERROR', fieldErrors: { 'recipients.0': ['This address bounced'] } });
      await typeInto(byTestId(container, 'report-schedule-recipient-input'), 'old@acme.example');
      await click(byTestId(container, 'report-schedule-save'));
      await settle();
      expect(bodyOf(calls('PUT', '/api/reports/schedule')[0])).toEqual({ enabled: true, frequency: 'monthly', recipients: ['old@acme.example'] });
      expect(byTestId(container, 'report-schedule-form').textContent).toContain('This address bounced');
      expect(container.querySelector('[data-testid="report-schedule-error"]')).toBeNull();
    });

    it('sends the report on screen now and says to whom', async () => {
      answers.schedule = sampleReportSchedule({ recipients: ['owner@acme.example', 'team@acme.example'] });
      const container = await renderPage('admin', '?period=quarterly');
      await click(byTestId(container, 'report-send-now'));
      await settle();
      expect(bodyOf(calls('POST', '/api/reports/send')[0])).toEqual({ period: 'quarterly' });
      expect(byTestId(container, 'report-sent-to').textContent).toBe('Report sent to owner@acme.example, team@acme.example.');
      expect(container.querySelector('[data-testid="report-asked-to-confirm"]')).toBeNull();
      expect(calls('GET', '/api/reports/schedule').length).toBe(2);
    });

    it('says who was asked to confirm first and who declined, instead of sending them the report', async () => {
      answers.schedule = sampleReportSchedule({ recipients: ['owner@acme.example', 'client@example.com', 'gone@example.com'] });
      answers.sendNow = () =>
        jsonResponse(200, { sentTo: ['owner@acme.example'], askedToConfirm: ['client@example.com'], declined: ['gone@example.com'] });
      const container = await renderPage('admin');
      await click(byTestId(container, 'report-send-now'));
      await settle();
      expect(byTestId(container, 'report-sent-to').textContent).toBe('Report sent to owner@acme.example.');
      expect(byTestId(container, 'report-asked-to-confirm').textContent).toBe(
        'Not sent yet to client@example.com: they are not members of the organization, so we emailed them to confirm they want these reports. They get the next report once they confirm.',
      );
      expect(byTestId(container, 'report-declined').textContent).toBe('Not sent to gone@example.com: they declined these reports or unsubscribed.');
    });

    it('says nobody got the report when every recipient must confirm first', async () => {
      answers.sendNow = () => jsonResponse(200, { sentTo: [], askedToConfirm: ['client@example.com'], declined: [] });
      const container = await renderPage('admin');
      await click(byTestId(container, 'report-send-now'));
      await settle();
      expect(container.querySelector('[data-testid="report-sent-to"]')).toBeNull();
      expect(byTestId(container, 'report-sent-to-nobody').textContent).toBe('Nobody got the report this time.');
      expect(byTestId(container, 'report-asked-to-confirm').textContent).toContain('client@example.com');
    });

    it('shows the limit’s message when too much mail went out', async () => {
      answers.sendNow = () => jsonResponse(429, { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
      const container = await renderPage('admin');
      await click(byTestId(container, 'report-send-now'));
      await settle();
      // A rate limit's answer keeps the normalised '{status}: {text}' form.
      const limited = '429: Rate limit exceeded - please try again later';
      expect(byTestId(container, 'report-send-error').textContent).toBe(limited);
      expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Report not sent', description: limited });
      expect(container.querySelector('[data-testid="report-sent-to"]')).toBeNull();
    });

    it('offers no sending without saved recipients, and toasts a failed send', async () => {
      answers.schedule = sampleReportSchedule({ enabled: false, recipients: [] });
      const container = await renderPage('admin');
      expect((byTestId(container, 'report-send-now') as HTMLButtonElement).disabled).toBe(true);

      answers.schedule = sampleReportSchedule();
      answers.sendNow = () => jsonResponse(502, { message: 'The mail server did not answer' });
      rendered?.unmount();
      const again = await renderPage('admin');
      await click(byTestId(again, 'report-send-now'));
      await settle();
      expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Report not sent', description: 'The mail server did not answer' });
      expect(again.querySelector('[data-testid="report-sent-to"]')).toBeNull();
    });
  });
});
