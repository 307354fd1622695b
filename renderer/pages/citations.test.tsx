// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationIssue, CitationSchedule, CitationSummary } from '../../shared/contract/citations';
import type { MemberRole } from '../../shared/domain/enums';
import {
  sampleCitationIssue,
  sampleCitationSchedule,
  sampleCitationSummary,
  sampleNapTrend,
} from '../features/citations/citation-fixtures';
import { SIMULATED_CITATIONS_EXPLANATION } from '../../shared/domain/simulated-data';
import { toast } from '../lib/toast';
import { byTestId, chooseOption, click, jsonResponse, render, settle, typeInto, type Rendered } from '../testing/dom';
import { sampleBusiness, sampleDirectory } from '../testing/fixtures';
import { memberQueryClient } from '../testing/member-query-client';
import CitationsPage from './citations';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const BAKERY = '6f1c2f4e-1b43-4d7e-9a55-0d3c1c8e2a10';
const GYM = '7a2d3e4f-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const PHONE_ISSUE = '11111111-1111-4111-8111-111111111111';
const NAME_ISSUE = '22222222-2222-4222-8222-222222222222';
const OLD_ISSUE = '33333333-3333-4333-8333-333333333333';

const phoneIssue = sampleCitationIssue({ id: PHONE_ISSUE, businessId: BAKERY });
const nameIssue = sampleCitationIssue({
  id: NAME_ISSUE,
  businessId: GYM,
  businessName: 'Iron Works Gym',
  platform: 'bing-places',
  platformName: 'Bing Places',
  issueType: 'name_mismatch',
  expectedValue: 'Iron Works Gym',
  actualValue: 'Ironworks Fitness',
  regression: true,
});
const resolvedIssue = sampleCitationIssue({
  id: OLD_ISSUE,
  issueType: 'website_mismatch',
  resolved: true,
  resolvedAt: '2025-06-05T09:00:00.000Z',
});

interface Answers {
  issues: CitationIssue[];
  summary: CitationSummary;
  schedule: CitationSchedule;
  resolveOne: () => Response;
  resolveMany: () => Response;
  updateSchedule: (body: { enabled: boolean; intervalDays: number }) => Response;
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path);
const queryOf = (call: Parameters<typeof fetch> | undefined) => new URLSearchParams(String(call?.[0]).split('?')[1] ?? '');
const bodyOf = (call: Parameters<typeof fetch> | undefined): unknown => JSON.parse(String(call?.[1]?.body));

function answer(url: string, method: string, body: unknown): Response {
  const path = url.split('?')[0];
  if (path === '/api/businesses') {
    const businesses = [sampleBusiness({ id: BAKERY }), sampleBusiness({ id: GYM, name: 'Iron Works Gym', category: 'fitness' })];
    return jsonResponse(200, { businesses, nextCursor: null, total: 2 });
  }
  if (path === '/api/data-axle/directories') {
    const directories = [sampleDirectory(), sampleDirectory({ id: 'bing-places', name: 'Bing Places' })];
    return jsonResponse(200, { directories, lastSyncAt: null });
  }
  if (path === '/api/citation-issues') return jsonResponse(200, { issues: answers.issues, nextCursor: null, total: answers.issues.length });
  if (path === '/api/citations/summary') return jsonResponse(200, { summary: answers.summary });
  if (path === '/api/citations/schedule' && method === 'GET') return jsonResponse(200, { schedule: answers.schedule });
  if (path === '/api/citations/schedule' && method === 'PUT') {
    return answers.updateSchedule(body as { enabled: boolean; intervalDays: number });
  }
  if (path === '/api/citation-issues/resolve' && method === 'PUT') return answers.resolveMany();
  if (path === `/api/citation-issues/${PHONE_ISSUE}/resolve` && method === 'PUT') return answers.resolveOne();
  if (path === `/api/citation-issues/${PHONE_ISSUE}/source-value` && method === 'GET') {
    return jsonResponse(200, { source: 'yelp', listingId: 'WavvLdfdP6g8aZTtbBQHTw', url: null, value: '(217) 555-0100', checkedAt: '2025-06-10T12:00:00.000Z' });
  }
  return jsonResponse(404, { message: `No answer for ${method} ${url}` });
}

beforeEach(() => {
  answers = {
    issues: [phoneIssue, nameIssue],
    summary: sampleCitationSummary({ openIssues: 2, regressions: 1 }),
    schedule: sampleCitationSchedule(),
    resolveOne: () => jsonResponse(200, { issue: { ...phoneIssue, resolved: true, resolvedAt: '2025-06-10T12:00:00.000Z' } }),
    resolveMany: () => jsonResponse(200, { resolved: 2 }),
    updateSchedule: (body) => jsonResponse(200, { schedule: { ...answers.schedule, ...body } }),
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
});

async function renderPage(role: MemberRole = 'member', address = '') {
  window.history.replaceState(null, '', `/citations${address}`);
  rendered = await render(<CitationsPage />, memberQueryClient(role));
  await settle();
  return rendered.container;
}

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="citation-issue-row"]')];
const row = (container: HTMLElement, id: string) => {
  const found = rows(container).find((candidate) => candidate.dataset.issueId === id);
  if (!found) throw new Error(`No row for ${id}`);
  return found;
};

describe('Citation Monitoring', () => {
  it('shows the score, the counts and each issue with what was expected and what the directory shows', async () => {
    const container = await renderPage();
    expect(byTestId(container, 'summary-nap-score').textContent).toContain('82/100');
    expect(byTestId(container, 'summary-nap-score').textContent).toContain('All businesses, 1 scanned');
    expect(byTestId(byTestId(container, 'summary-open-issues'), 'summary-value').textContent).toBe('2');
    expect(byTestId(byTestId(container, 'summary-regressions'), 'summary-value').textContent).toBe('1');
    expect(byTestId(container, 'citation-issue-total').textContent).toBe('2 open issues');

    const phone = row(container, PHONE_ISSUE);
    expect(byTestId(phone, 'citation-issue-business').textContent).toBe('Blue Door Bakery');
    expect(byTestId(phone, 'citation-issue-directory').textContent).toContain('Yelp');
    expect(byTestId(phone, 'citation-issue-type').textContent).toBe('Phone mismatch');
    expect(byTestId(phone, 'citation-issue-expected').textContent).toContain('(217) 555-0132');
    expect(byTestId(phone, 'citation-issue-actual').textContent).toContain('(217) 555-0199');
    expect(byTestId(phone, 'citation-issue-discovered').querySelector('time')?.getAttribute('datetime')).toBe(phoneIssue.discoveredAt);
  });

  it("offers to look up a value Yelp's terms did not let us keep, and says Not shown where the directory shows none", async () => {
    const withheld = sampleCitationIssue({ id: PHONE_ISSUE, businessId: BAKERY, actualValue: null, source: 'yelp', valueKept: false });
    const shownNone = sampleCitationIssue({ ...nameIssue, issueType: 'website_mismatch', actualValue: null, source: 'listing_pages', valueKept: true });
    answers.issues = [withheld, shownNone];
    const container = await renderPage('viewer');
    expect(byTestId(row(container, NAME_ISSUE), 'citation-issue-actual').textContent).toContain('Not shown');
    const actual = byTestId(row(container, PHONE_ISSUE), 'citation-issue-actual');
    expect(actual.textContent).not.toContain('Not shown');

    await click(byTestId(actual, 'citation-issue-look-up'));
    await settle();
    expect(calls('GET', `/api/citation-issues/${PHONE_ISSUE}/source-value`)).toHaveLength(1);
    expect(byTestId(actual, 'citation-issue-looked-up-value').textContent).toBe('(217) 555-0100');
    expect(byTestId(actual, 'citation-issue-looked-up-note').textContent).toContain("Yelp's terms let us keep only the listing's id");
  });

  it('marks an issue that came back after a fix as a regression', async () => {
    const container = await renderPage();
    expect(byTestId(row(container, NAME_ISSUE), 'citation-issue-regression').textContent).toBe('Regression');
    expect(row(container, PHONE_ISSUE).querySelector('[data-testid="citation-issue-regression"]')).toBeNull();
  });

  it('reads its filters from the address and sends them with the list and the summary', async () => {
    const container = await renderPage('member', `?businessId=${GYM}&status=resolved`);
    const [listCall] = calls('GET', '/api/citation-issues');
    expect(Object.fromEntries(queryOf(listCall))).toEqual({ businessId: GYM, status: 'resolved' });
    expect(queryOf(calls('GET', '/api/citations/summary')[0]).get('businessId')).toBe(GYM);
    expect(byTestId(container, 'citation-business-filter').textContent).toBe('Iron Works Gym');
    expect(byTestId(container, 'summary-nap-score').textContent).toContain('This business');

    await chooseOption(byTestId(container, 'citation-type-filter'), 'Name mismatch');
    await chooseOption(byTestId(container, 'citation-directory-filter'), 'Bing Places');
    await settle();
    const last = calls('GET', '/api/citation-issues').at(-1);
    expect(Object.fromEntries(queryOf(last))).toEqual({
      businessId: GYM,
      platform: 'bing-places',
      issueType: 'name_mismatch',
      status: 'resolved',
    });
    expect(window.location.search).toBe(`?businessId=${GYM}&platform=bing-places&issueType=name_mismatch&status=resolved`);

    await chooseOption(byTestId(container, 'citation-status-filter'), 'Open');
    await chooseOption(byTestId(container, 'citation-business-filter'), 'All businesses');
    await settle();
    expect(window.location.search).toBe('?platform=bing-places&issueType=name_mismatch');
    expect(queryOf(calls('GET', '/api/citations/summary').at(-1)).get('businessId')).toBeNull();
  });

  it('resolves one issue and fetches the list and the score again', async () => {
    const container = await renderPage();
    const listCalls = calls('GET', '/api/citation-issues').length;
    const summaryCalls = calls('GET', '/api/citations/summary').length;
    const button = byTestId(row(container, PHONE_ISSUE), 'citation-issue-resolve');
    expect(button.getAttribute('aria-label')).toBe('Resolve Phone mismatch on Yelp for Blue Door Bakery');

    answers.issues = [nameIssue];
    await click(button);
    await settle();
    expect(calls('PUT', `/api/citation-issues/${PHONE_ISSUE}/resolve`)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Issue resolved',
      description: 'Phone mismatch on Yelp for Blue Door Bakery is marked resolved.',
      variant: 'success',
    });
    expect(calls('GET', '/api/citation-issues').length).toBeGreaterThan(listCalls);
    expect(calls('GET', '/api/citations/summary').length).toBeGreaterThan(summaryCalls);
    expect(rows(container).map((shown) => shown.dataset.issueId)).toEqual([NAME_ISSUE]);
  });

  it('tells why an issue could not be resolved', async () => {
    answers.resolveOne = () => jsonResponse(404, { message: 'Citation issue not found', code: 'NOT_FOUND' });
    const container = await renderPage();
    await click(byTestId(row(container, PHONE_ISSUE), 'citation-issue-resolve'));
    await settle();
    expect(toast).toHaveBeenCalledWith({ title: 'Error resolving issue', description: 'Citation issue not found', variant: 'destructive' });
  });

  it('resolves the ticked issues together after a question', async () => {
    const container = await renderPage();
    const resolveSelected = byTestId(container, 'citation-resolve-selected') as HTMLButtonElement;
    expect(resolveSelected.disabled).toBe(true);
    expect(resolveSelected.textContent).toBe('Resolve selected (0)');

    await click(byTestId(container, 'citation-select-all'));
    expect(resolveSelected.textContent).toBe('Resolve selected (2)');
    expect(byTestId(container, 'citation-issue-total').textContent).toBe('2 open issues, 2 selected');

    await click(resolveSelected);
    const dialog = byTestId(document, 'confirm-dialog');
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.textContent).toContain('Resolve 2 issues?');
    expect(calls('PUT', '/api/citation-issues/resolve')).toHaveLength(0);

    await click(dialog.querySelector('button[type="submit"]'));
    await settle();
    expect(bodyOf(calls('PUT', '/api/citation-issues/resolve')[0])).toEqual({ ids: [PHONE_ISSUE, NAME_ISSUE] });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Issues resolved', variant: 'success' }));
    expect(dialog.isConnected).toBe(false);
    expect(resolveSelected.textContent).toBe('Resolve selected (0)');
  });

  it('offers no tick or resolve button for resolved issues', async () => {
    answers.issues = [resolvedIssue];
    const container = await renderPage('member', '?status=resolved');
    const resolved = row(container, OLD_ISSUE);
    expect(resolved.querySelector('[data-testid="citation-issue-select"]')).toBeNull();
    expect(resolved.querySelector('[data-testid="citation-issue-resolve"]')).toBeNull();
    expect(byTestId(resolved, 'citation-issue-status').querySelector('time')?.getAttribute('datetime')).toBe(resolvedIssue.resolvedAt);
    expect(container.querySelector('[data-testid="citation-resolve-selected"]')).toBeNull();
  });

  it('lets viewers read the issues and the schedule but change nothing', async () => {
    const container = await renderPage('viewer');
    expect(rows(container)).toHaveLength(2);
    for (const testId of ['citation-issue-resolve', 'citation-issue-select', 'citation-select-all', 'citation-resolve-selected', 'citation-schedule-form']) {
      expect(container.querySelector(`[data-testid="${testId}"]`)).toBeNull();
    }
    expect(byTestId(container, 'citation-schedule-read-only').textContent).toContain('owners and admins');
    expect(byTestId(container, 'citation-schedule-state').textContent).toBe('On, every 7 days');
  });

  it('gives the trend as a table of weeks and says how the score moved', async () => {
    answers.summary = sampleCitationSummary({ trend: sampleNapTrend([null, null, null, null, null, null, null, 70, null, 74, 80, 82]) });
    const container = await renderPage();
    expect(byTestId(container, 'nap-trend-change').textContent).toBe('Up 12 points in 4 weeks');
    expect(byTestId(container, 'nap-trend-svg').getAttribute('aria-hidden')).toBe('true');
    const cells = [...byTestId(container, 'nap-trend-table').querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toHaveLength(12);
    expect(cells.slice(6)).toEqual(['Not scanned', '70', 'Not scanned', '74', '80', '82']);
    // The gap week splits the line in two.
    expect(byTestId(container, 'nap-trend-svg').querySelectorAll('polyline')).toHaveLength(2);
  });

  it('labels the figures Simulated when the sandbox made the latest scans up, saying for how many businesses', async () => {
    answers.summary = sampleCitationSummary({ businessesScanned: 1, simulatedBusinesses: 1 });
    let container = await renderPage();
    const notice = byTestId(container, 'citation-summary-simulated');
    expect(byTestId(notice, 'simulated-badge').textContent).toBe('Simulated');
    expect(notice.textContent).toBe(`Simulated${SIMULATED_CITATIONS_EXPLANATION}`);
    rendered?.unmount();

    answers.summary = sampleCitationSummary({ businessesScanned: 3, simulatedBusinesses: 2 });
    container = await renderPage();
    expect(byTestId(container, 'citation-summary-simulated').textContent).toBe(
      'SimulatedFor 2 of 3 businesses, made up by the sandbox simulator; no real directory was checked.',
    );
    rendered?.unmount();

    answers.summary = sampleCitationSummary({ businessesScanned: 3, simulatedBusinesses: 0 });
    container = await renderPage();
    expect(container.querySelector('[data-testid="simulated-badge"]')).toBeNull();
  });

  it('invites a first scan when there are no issues at all', async () => {
    answers.issues = [];
    answers.summary = sampleCitationSummary({ napScore: null, businessesScanned: 0, openIssues: 0, byType: [], lastScanAt: null, trend: sampleNapTrend(Array(12).fill(null)) });
    const container = await renderPage();
    expect(byTestId(container, 'empty-state').textContent).toContain('No citation issues');
    expect(byTestId(container, 'go-to-scanner').getAttribute('href')).toBe('/scanner');
    expect(byTestId(container, 'go-to-scanner').textContent).toBe('Scan your businesses');
    expect(byTestId(container, 'summary-nap-score').textContent).toContain('Not scanned yet');
  });

  it('says when nothing matches the filters and clears them', async () => {
    answers.issues = [];
    const container = await renderPage('member', '?issueType=website_mismatch');
    expect(byTestId(container, 'empty-state').textContent).toContain('No issues match these filters');
    await click(byTestId(container, 'clear-filters'));
    await settle();
    expect(window.location.search).toBe('');
  });

  describe('scheduled rescans', () => {
    it('checks the number of days before saving', async () => {
      const container = await renderPage('admin');
      const save = byTestId(container, 'citation-schedule-save') as HTMLButtonElement;
      expect(save.disabled).toBe(true);

      await typeInto(byTestId(container, 'citation-schedule-interval'), '0');
      await click(save);
      await settle();
      expect(byTestId(container, 'citation-schedule-form').textContent).toContain('Rescan at most every 1 day');
      expect(byTestId(container, 'citation-schedule-interval').getAttribute('aria-invalid')).toBe('true');
      expect(calls('PUT', '/api/citations/schedule')).toHaveLength(0);
    });

    it('shows the server’s objection under its field', async () => {
      answers.updateSchedule = () =>
        jsonResponse(400, { message: 'Invalid request', code: 'VALIDATION_ERROR', fieldErrors: { intervalDays: ['Your plan rescans at most weekly'] } });
      const container = await renderPage('owner');
      await typeInto(byTestId(container, 'citation-schedule-interval'), '3');
      await click(byTestId(container, 'citation-schedule-save'));
      await settle();
      expect(bodyOf(calls('PUT', '/api/citations/schedule')[0])).toEqual({ enabled: true, intervalDays: 3 });
      expect(byTestId(container, 'citation-schedule-form').textContent).toContain('Your plan rescans at most weekly');
      expect(container.querySelector('[data-testid="citation-schedule-error"]')).toBeNull();
    });

    it('saves a new schedule and shows it', async () => {
      const container = await renderPage('admin');
      await click(byTestId(container, 'citation-schedule-enabled'));
      await typeInto(byTestId(container, 'citation-schedule-interval'), '14');
      await click(byTestId(container, 'citation-schedule-save'));
      await settle();
      expect(bodyOf(calls('PUT', '/api/citations/schedule')[0])).toEqual({ enabled: false, intervalDays: 14 });
      expect(toast).toHaveBeenCalledWith({ title: 'Scheduled rescans saved', description: 'Scheduled rescans are off.', variant: 'success' });
      expect(byTestId(container, 'citation-schedule-state').textContent).toBe('Off');
      expect(byTestId(container, 'citation-schedule-next').textContent).toBe('Not scheduled');
    });
  });
});
