// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationScan } from '../../shared/contract/citations';
import type { Batch, IntegrationStatus } from '../../shared/contract/provider';
import type { MemberRole } from '../../shared/domain/enums';
import { sampleDirectoryResult, sampleScan } from '../features/scanner/scanner-fixtures';
import { SCAN_FEATURE_OFF_MESSAGE } from '../features/scanner/scan-text';
import { toast } from '../lib/toast';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../testing/dom';
import { sampleBatch, sampleBusiness, sampleDirectory, sampleIntegrationStatus } from '../testing/fixtures';
import { memberQueryClient } from '../testing/member-query-client';
import ScannerPage from './scanner';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const BAKERY = '6f1c2f4e-1b43-4d7e-9a55-0d3c1c8e2a10';
const GYM = '7a2d3e4f-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const BATCH = 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff';

const businesses = [sampleBusiness({ id: BAKERY }), sampleBusiness({ id: GYM, name: 'Iron Works Gym', category: 'fitness' })];

const directories = [
  sampleDirectory({ id: 'yelp', name: 'Yelp' }),
  sampleDirectory({ id: 'opentable', name: 'OpenTable', categories: ['restaurant'] }),
  sampleDirectory({ id: 'mapquest', name: 'MapQuest', allowed: false }),
];

/** Yelp has the address wrong; Bing no longer shows a published listing; Foursquare has it right; Apple Maps does not list the bakery. */
const bakeryScan: CitationScan = sampleScan({
  businessId: BAKERY,
  directoriesChecked: 3,
  citationsFound: 2,
  napScore: 50,
  newIssues: 1,
  resolvedIssues: 2,
  reopenedIssues: 0,
  results: [
    sampleDirectoryResult({ platform: 'foursquare', platformName: 'Foursquare', status: 'consistent', findings: [] }),
    sampleDirectoryResult({ platform: 'apple', platformName: 'Apple Maps', status: 'not_listed', profileUrl: null, found: null, findings: [] }),
    sampleDirectoryResult(),
    sampleDirectoryResult({
      platform: 'bing',
      platformName: 'Bing Places',
      status: 'missing',
      profileUrl: null,
      found: null,
      findings: [{ issueType: 'missing_listing', expectedValue: 'Blue Door Bakery', actualValue: null }],
    }),
  ],
});

const batch = (status: Batch['status'], succeeded: number): Batch =>
  sampleBatch({
    id: BATCH,
    kind: 'scan',
    status,
    succeeded,
    items: [
      {
        businessId: BAKERY,
        businessName: 'Blue Door Bakery',
        status: succeeded > 0 ? 'done' : 'running',
        result: succeeded > 0 ? 'NAP score 50%' : null,
        errorMessage: null,
      },
      { businessId: GYM, businessName: 'Iron Works Gym', status: succeeded > 1 ? 'done' : 'pending', result: null, errorMessage: null },
    ],
  });

interface Answers {
  status: IntegrationStatus;
  latestScan: CitationScan | null;
  scan: () => Promise<Response>;
  batchAnswers: Batch[];
  recentBatches: Batch[];
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path);

async function answer(url: string, method: string): Promise<Response> {
  const path = url.split('?')[0];
  if (path === '/api/data-axle/status') return jsonResponse(200, answers.status);
  if (path === '/api/businesses') return jsonResponse(200, { businesses, nextCursor: null, total: 2 });
  const business = businesses.find(({ id }) => path === `/api/businesses/${id}`);
  if (business) return jsonResponse(200, { business });
  if (path === '/api/data-axle/directories') return jsonResponse(200, { directories, lastSyncAt: null });
  if (path === `/api/businesses/${BAKERY}/citation-scan`) return jsonResponse(200, { scan: answers.latestScan });
  if (path === `/api/businesses/${BAKERY}/scan-citations` && method === 'POST') return answers.scan();
  if (path === '/api/citation-scans' && method === 'POST') return jsonResponse(202, { batch: batch('queued', 0) });
  if (path === '/api/data-axle/batches') return jsonResponse(200, { batches: answers.recentBatches });
  if (path === `/api/data-axle/batches/${BATCH}`) return jsonResponse(200, { batch: answers.batchAnswers.shift() });
  return jsonResponse(404, { message: `No answer for ${method} ${url}` });
}

beforeEach(() => {
  answers = {
    status: sampleIntegrationStatus(),
    latestScan: null,
    scan: async () => jsonResponse(200, { scan: bakeryScan }),
    batchAnswers: [],
    recentBatches: [],
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation((url, init) => answer(String(url), init?.method ?? 'GET'));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage(address = '', role: MemberRole = 'member') {
  window.history.replaceState(null, '', `/scanner${address}`);
  rendered = await render(<ScannerPage />, memberQueryClient(role));
  await settle();
  return rendered.container;
}

const scanButton = (container: HTMLElement) => byTestId(container, 'scan-button') as HTMLButtonElement;
const groupOf = (container: HTMLElement, status: string) => {
  const group = container.querySelector<HTMLDetailsElement>(`[data-testid="scan-group"][data-status="${status}"]`);
  if (!group) throw new Error(`No ${status} group`);
  return group;
};

describe('Citation Scanner', () => {
  it('preselects the business in the address and says it was never scanned', async () => {
    const container = await renderPage(`?businessId=${BAKERY}`);
    expect((byTestId(container, 'scanner-business-select') as HTMLSelectElement).value).toBe(BAKERY);
    expect(byTestId(container, 'scan-results').dataset.state).toBe('empty');
    expect(byTestId(container, 'scan-results').textContent).toContain('No scans yet');
    expect(scanButton(container).textContent).toBe('Scan citations');
  });

  it('scans one business, then shows its directories by status with the differing words highlighted', async () => {
    let finishScan: (response: Response) => void = () => undefined;
    answers.scan = () => new Promise((resolve) => (finishScan = resolve));
    const container = await renderPage(`?businessId=${BAKERY}`);

    await click(scanButton(container));
    await settle();
    // Yelp and OpenTable list restaurants in the plan; MapQuest is not in it.
    expect(byTestId(container, 'scanner-status').textContent).toBe('Scanning 2 directories...');
    expect(scanButton(container).disabled).toBe(true);

    await act(async () => finishScan(jsonResponse(200, { scan: bakeryScan })));
    await settle();
    expect(calls('POST', `/api/businesses/${BAKERY}/scan-citations`)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Citation scan complete',
      description: 'Blue Door Bakery was checked on 3 directories: 1 open issue.',
      variant: 'success',
    });

    const results = byTestId(container, 'scan-results');
    expect(results.dataset.state).toBe('scanned');
    expect(byTestId(results, 'scan-directories-checked').textContent).toBe('3');
    expect(byTestId(results, 'scan-citations-found').textContent).toBe('2');
    expect(byTestId(results, 'scan-nap-score').textContent).toBe('50%');
    expect(byTestId(results, 'scan-issue-changes').textContent).toBe('1 new, 2 resolved, 0 reopened');
    expect(results.querySelector('time')?.getAttribute('datetime')).toBe(bakeryScan.scannedAt);
    expect(byTestId(results, 'scan-follow-up-link').getAttribute('href')).toBe(`/citations?businessId=${BAKERY}`);

    const groups = [...results.querySelectorAll<HTMLDetailsElement>('[data-testid="scan-group"]')];
    expect(groups.map((group) => [group.querySelector('summary')?.textContent, group.open])).toEqual([
      ['Inconsistent (1)', true],
      ['Missing (1)', true],
      ['Consistent (1)', false],
      ['Not listed (1)', false],
    ]);

    const yelp = byTestId(groupOf(container, 'inconsistent'), 'scan-directory');
    expect(yelp.textContent).toContain('Yelp');
    const profile = byTestId(yelp, 'scan-profile-link');
    expect([profile.getAttribute('href'), profile.getAttribute('target'), profile.getAttribute('rel')]).toEqual([
      'https://www.yelp.example/biz/blue-door-bakery',
      '_blank',
      'noopener noreferrer',
    ]);
    const finding = byTestId(yelp, 'scan-finding');
    expect(finding.textContent).toContain('Address mismatch');
    expect(byTestId(finding, 'scan-expected').textContent).toBe('12 Main Street, Springfield, IL 62701');
    const marks = [...byTestId(finding, 'scan-actual').querySelectorAll('mark')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['differs: 14']);
    expect(byTestId(finding, 'scan-actual').textContent).toBe('differs: 14 Main Street, Springfield, IL 62701');
    expect(groupOf(container, 'not_listed').querySelector('[data-testid="scan-profile-link"]')).toBeNull();

    const bing = byTestId(groupOf(container, 'missing'), 'scan-finding');
    expect(bing.textContent).toContain('Missing listing');
    expect(byTestId(bing, 'scan-actual').textContent).toBe('Not shown on the directory');
  });

  it('shows the server’s message when scanning is refused', async () => {
    answers.scan = async () => jsonResponse(409, { message: 'Citation scanning is switched off. Contact your administrator.', code: 'FEATURE_DISABLED' });
    const container = await renderPage(`?businessId=${BAKERY}`);
    await click(scanButton(container));
    await settle();
    expect(toast).toHaveBeenCalledWith({
      title: 'Error scanning citations',
      description: 'Citation scanning is switched off. Contact your administrator.',
      variant: 'destructive',
    });
    expect(byTestId(container, 'scan-results').dataset.state).toBe('empty');
  });

  it('explains that scanning is off and disables it, while results stay readable', async () => {
    answers.status = sampleIntegrationStatus({ features: { ...sampleIntegrationStatus().features, citationScanning: false } });
    answers.latestScan = bakeryScan;
    const container = await renderPage(`?businessId=${BAKERY}`);
    expect(byTestId(container, 'scanner-disabled').textContent).toBe(SCAN_FEATURE_OFF_MESSAGE);
    expect(scanButton(container).disabled).toBe(true);
    expect(byTestId(container, 'scan-results').dataset.state).toBe('scanned');
  });

  it('lets viewers read results but not scan', async () => {
    answers.latestScan = bakeryScan;
    const container = await renderPage(`?businessId=${BAKERY}`, 'viewer');
    expect(container.querySelector('[data-testid="scan-button"]')).toBeNull();
    expect(byTestId(container, 'scanner-status').textContent).toContain('Members of the organization run scans');
    expect(byTestId(container, 'scan-results').dataset.state).toBe('scanned');
  });

  it('offers a retry when the latest scan cannot be loaded', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('/citation-scan') ? jsonResponse(500, { message: 'The database is unavailable' }) : answer(String(url), init?.method ?? 'GET'),
    );
    const container = await renderPage(`?businessId=${BAKERY}`);
    const results = byTestId(container, 'scan-results');
    expect(results.dataset.state).toBe('error');
    expect(results.textContent).toContain('The database is unavailable');
    expect(results.textContent).toContain('Try again');
  });

  it('scans every business as a batch, follows it, and links each scanned business to its results', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const container = await renderPage();
    expect(byTestId(container, 'scanner-choose-business').textContent).toContain('Choose a business');
    expect(scanButton(container).textContent).toBe('Scan all businesses');

    await click(scanButton(container));
    await settle();
    const [call] = calls('POST', '/api/citation-scans');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({});
    expect(toast).toHaveBeenCalledWith({
      title: 'Citation scan started',
      description: 'Scanning 2 businesses in the background. Follow the progress below.',
      variant: 'success',
    });
    expect(byTestId(container, 'batch-progress').dataset.status).toBe('queued');

    answers.batchAnswers = [batch('running', 1), batch('completed', 2)];
    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    expect(byTestId(container, 'batch-summary').textContent).toBe('1 of 2 businesses done');
    expect(byTestId(container, 'batch-progress-bar').getAttribute('aria-valuenow')).toBe('50');
    const outcomes = () => [...container.querySelectorAll<HTMLElement>('[data-testid="scan-batch-outcome"]')];
    expect(outcomes().map((item) => item.dataset.businessId)).toEqual([BAKERY]);

    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    expect(byTestId(container, 'batch-progress').dataset.status).toBe('completed');
    expect(byTestId(container, 'batch-summary').textContent).toBe('Finished: 2 of 2 businesses scanned');
    expect(outcomes().map((item) => item.dataset.businessId)).toEqual([BAKERY, GYM]);

    answers.latestScan = bakeryScan;
    const link = byTestId(outcomes()[0]!, 'scan-batch-outcome-link');
    expect(link.getAttribute('href')).toBe(`/scanner?businessId=${BAKERY}`);
    await click(link);
    await settle();
    expect((byTestId(container, 'scanner-business-select') as HTMLSelectElement).value).toBe(BAKERY);
    expect(byTestId(container, 'scan-results').dataset.state).toBe('scanned');
    expect(byTestId(container, 'scan-batch').textContent).toContain('Scanned businesses');
  });

  it('follows a scan batch still running from before, until it is closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answers.recentBatches = [sampleBatch({ id: 'f1e2d3c4-b5a6-4798-8a9b-ccddeeff0011', kind: 'match', status: 'running' }), batch('running', 1)];
    answers.batchAnswers = [batch('completed', 2)];
    const container = await renderPage();
    expect(byTestId(container, 'scan-batch').querySelector('[data-testid="batch-progress"]')?.getAttribute('data-batch-id')).toBe(BATCH);

    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    await click(byTestId(container, 'batch-dismiss'));
    expect(container.querySelector('[data-testid="scan-batch"]')).toBeNull();
    expect(byTestId(container, 'scanner-choose-business')).toBeTruthy();
  });
});
