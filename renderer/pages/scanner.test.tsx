// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationListingMark, CitationScan, NewCitationListingMark } from '../../shared/contract/citations';
import type { Batch, IntegrationStatus } from '../../shared/contract/provider';
import type { MemberRole } from '../../shared/domain/enums';
import { sampleDirectoryResult, sampleScan } from '../testing/scanner-fixtures';
import { SCAN_FEATURE_OFF_MESSAGE } from '../features/scanner/scan-text';
import { REJECTED_MESSAGE } from '../features/scanner/citation-source-text';
import { SIMULATED_CITATIONS_EXPLANATION } from '../../shared/domain/simulated-data';
import { toast } from '../lib/toast';
import { byTestId, click, jsonResponse, openOptions, render, settle, typeInto, type Rendered } from '../testing/dom';
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
  /** The bakery's listing marks, kept as the server keeps them. */
  marks: CitationListingMark[];
  /** Answers adding a mark; by default the server's: stored and answered 201. */
  addMark: (body: NewCitationListingMark) => Response;
  marksFail: boolean;
  scan: () => Promise<Response>;
  batchAnswers: Batch[];
  recentBatches: Batch[];
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path);

let nextMark = 0;
/** The id the fake server gives its n-th mark of the test. */
const answersMarkId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MARKS = `/api/businesses/${BAKERY}/citation-marks`;

function storeMark(body: NewCitationListingMark): Response {
  nextMark += 1;
  const mark: CitationListingMark = {
    id: answersMarkId(nextMark),
    businessId: BAKERY,
    kind: body.kind,
    directory: body.kind === 'added' ? (body.directory ?? new URL(body.url).hostname) : body.directory,
    url: body.url ?? null,
    source: body.kind === 'rejected' ? body.source : null,
    listingId: body.kind === 'rejected' ? body.listingId : null,
    createdAt: '2025-06-10T12:00:00.000Z',
  };
  answers.marks = [...answers.marks, mark];
  return jsonResponse(201, { mark });
}

async function answer(url: string, method: string, body?: unknown): Promise<Response> {
  const path = url.split('?')[0];
  if (path === MARKS && method === 'GET') {
    return answers.marksFail ? jsonResponse(500, { message: 'The database is unavailable' }) : jsonResponse(200, { marks: answers.marks });
  }
  if (path === MARKS && method === 'POST') return answers.addMark(body as NewCitationListingMark);
  if (path?.startsWith(`${MARKS}/`) && method === 'DELETE') {
    const id = path.slice(MARKS.length + 1);
    answers.marks = answers.marks.filter((mark) => mark.id !== id);
    return jsonResponse(200, { success: true });
  }
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
    marks: [],
    addMark: storeMark,
    marksFail: false,
  };
  nextMark = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((url, init) =>
    answer(String(url), init?.method ?? 'GET', init?.body ? JSON.parse(String(init.body)) : undefined),
  );
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
    expect(byTestId(container, 'scanner-business-select').textContent).toBe('Blue Door Bakery · Springfield, IL');
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
    expect(byTestId(container, 'scanner-business-select').textContent).toBe('Blue Door Bakery · Springfield, IL');
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

const PAGE = 'https://bakery-reviews.example/blue-door-bakery';
const OTHER_PAGE = 'https://bakery-reviews.example/blue-door-bakery-and-cafe';

/**
 * Real sources: Yelp (ids only, so the stored scan shows none of its values), a listing page a person
 * added with another listing on the same site, OpenStreetMap and Google; Foursquare failed.
 */
const sourcedScan: CitationScan = sampleScan({
  businessId: BAKERY,
  directoriesChecked: 4,
  citationsFound: 5,
  napScore: 50,
  sourceFailures: [{ source: 'foursquare', message: 'Foursquare did not answer in time.' }],
  results: [
    sampleDirectoryResult({
      valuesKept: false,
      found: null,
      findings: [{ issueType: 'phone_mismatch', expectedValue: '(217) 555-0132', actualValue: null }],
    }),
    sampleDirectoryResult({
      platform: 'bakery-reviews.example',
      platformName: 'bakery-reviews.example',
      source: 'listing_pages',
      listingId: PAGE,
      profileUrl: PAGE,
      findings: [{ issueType: 'duplicate_listing', expectedValue: 'Blue Door Bakery', actualValue: 'Blue Door Bakery & Cafe' }],
      duplicates: [{ listingId: OTHER_PAGE, url: OTHER_PAGE }],
    }),
    sampleDirectoryResult({
      platform: 'openstreetmap',
      platformName: 'OpenStreetMap',
      status: 'consistent',
      source: 'openstreetmap',
      listingId: 'node/4242',
      profileUrl: 'https://www.openstreetmap.org/node/4242',
      findings: [],
    }),
    sampleDirectoryResult({
      platform: 'google',
      platformName: 'Google Business Profile',
      status: 'consistent',
      source: 'google',
      listingId: 'ChIJblueDoor',
      profileUrl: 'https://maps.google.com/?cid=4242',
      findings: [],
    }),
  ],
});

const directoryRow = (container: HTMLElement, platform: string) => {
  const found = container.querySelector<HTMLElement>(`[data-testid="scan-directory"][data-platform="${platform}"]`);
  if (!found) throw new Error(`No row for ${platform}`);
  return found;
};

describe('Citation Scanner: where listings were seen, and listings told about by hand', () => {
  it('names the source of each listing, links it, says what a source’s terms keep from us, and credits the sources', async () => {
    answers.latestScan = sourcedScan;
    const container = await renderPage(`?businessId=${BAKERY}`);
    expect(container.querySelector('[data-testid="simulated-badge"]')).toBeNull();

    const sources = Object.fromEntries(
      [...container.querySelectorAll<HTMLElement>('[data-testid="scan-source"]')].map((label) => [label.dataset.source, label.textContent]),
    );
    expect(sources).toEqual({
      yelp: 'via Yelp API',
      listing_pages: 'via listing page',
      openstreetmap: 'via OpenStreetMap',
      google: 'via Google Places API',
    });
    const page = byTestId(directoryRow(container, 'bakery-reviews.example'), 'scan-profile-link');
    expect([page.getAttribute('href'), page.getAttribute('target'), page.getAttribute('rel')]).toEqual([PAGE, '_blank', 'noopener noreferrer']);

    // The stored scan kept Yelp's id, not what it shows.
    const yelp = directoryRow(container, 'yelp');
    expect(byTestId(yelp, 'scan-values-withheld').textContent).toBe(
      "Yelp's terms let us keep only the listing's id; open the listing to see what it shows.",
    );
    expect(byTestId(yelp, 'scan-actual').textContent).toBe('Not kept: open the listing to see it');
    expect(directoryRow(container, 'bakery-reviews.example').querySelector('[data-testid="scan-values-withheld"]')).toBeNull();

    const failures = byTestId(container, 'scan-source-failures');
    expect(failures.textContent).toContain('These directories were not checked this time');
    expect([...failures.querySelectorAll('[data-testid="scan-source-failure"]')].map((item) => item.textContent)).toEqual([
      'Foursquare: Foursquare did not answer in time.',
    ]);

    const attribution = byTestId(container, 'scan-attribution');
    const credits = Object.fromEntries(
      [...attribution.querySelectorAll<HTMLElement>('[data-source]')].map((credit) => [credit.dataset.source, credit.textContent]),
    );
    expect(credits).toEqual({
      yelp: 'Data from Yelp',
      openstreetmap: '© OpenStreetMap contributors (opens in a new tab)',
      google: 'Google Maps',
    });
    const osm = attribution.querySelector('[data-source="openstreetmap"] a');
    expect([osm?.getAttribute('href'), osm?.getAttribute('rel')]).toEqual(['https://www.openstreetmap.org/copyright', 'noopener noreferrer']);
  });

  it('labels a simulated scan and its listings, and offers no marks the simulator would ignore', async () => {
    answers.latestScan = sampleScan({
      businessId: BAKERY,
      simulated: true,
      results: [sampleDirectoryResult({ source: 'simulated', listingId: 'https://www.yelp.example/biz/blue-door-bakery' })],
    });
    const container = await renderPage(`?businessId=${BAKERY}`);
    const notice = byTestId(container, 'scan-simulated');
    expect(notice.textContent).toBe(`Simulated${SIMULATED_CITATIONS_EXPLANATION}`);
    expect(byTestId(directoryRow(container, 'yelp'), 'simulated-badge').textContent).toBe('Simulated');
    expect(container.querySelector('[data-testid="scan-source"]')).toBeNull();
    expect(container.querySelector('[data-testid="scan-reject-button"]')).toBeNull();
    expect(container.querySelector('[data-testid="scan-attribution"]')).toBeNull();
    // Listings added by hand wait for a real source.
    expect(byTestId(container, 'listing-marks-simulated').textContent).toContain('switches on listing pages in Admin Settings');
  });

  it('marks a found listing and another on its site "not this business", says the next scan leaves them out, and undoes', async () => {
    answers.latestScan = sourcedScan;
    const container = await renderPage(`?businessId=${BAKERY}`);
    const site = directoryRow(container, 'bakery-reviews.example');
    const duplicate = byTestId(site, 'scan-duplicate');
    expect(duplicate.dataset.listingId).toBe(OTHER_PAGE);
    expect(byTestId(duplicate, 'scan-duplicate-link').getAttribute('href')).toBe(OTHER_PAGE);
    const rejectButton = byTestId(duplicate, 'scan-reject-button');
    expect(rejectButton.textContent).toBe('Not this business: other listing 1 on bakery-reviews.example');

    await click(rejectButton);
    await settle();
    const [added] = calls('POST', `/api/businesses/${BAKERY}/citation-marks`);
    expect(JSON.parse(String(added?.[1]?.body))).toEqual({
      kind: 'rejected',
      source: 'listing_pages',
      listingId: OTHER_PAGE,
      directory: 'bakery-reviews.example',
      url: OTHER_PAGE,
    });
    const marked = byTestId(duplicate, 'scan-not-this-business');
    expect(marked.dataset.rejected).toBe('true');
    expect(byTestId(marked, 'scan-reject-status').textContent).toBe(REJECTED_MESSAGE);
    expect(byTestId(marked, 'scan-reject-status').getAttribute('role')).toBe('status');
    // Focus moves to what replaced the button pressed.
    expect(document.activeElement).toBe(byTestId(marked, 'scan-rejected-undo'));
    // The listing itself is still counted, and the mark is listed with the others.
    expect(byTestId(byTestId(site, 'scan-not-this-business'), 'scan-reject-button')).toBeTruthy();
    const listed = byTestId(byTestId(container, 'listing-marks'), 'listing-mark');
    expect(listed.dataset.kind).toBe('rejected');
    expect(listed.textContent).toContain('Not this business');
    expect(listed.textContent).toContain('bakery-reviews.example/blue-door-bakery-and-cafe');

    await click(byTestId(marked, 'scan-rejected-undo'));
    await settle();
    expect(calls('DELETE', `/api/businesses/${BAKERY}/citation-marks/${answersMarkId(1)}`)).toHaveLength(1);
    expect(byTestId(duplicate, 'scan-not-this-business').dataset.rejected).toBe('false');
    expect(byTestId(duplicate, 'scan-reject-status').textContent).toBe('');
    expect(document.activeElement).toBe(byTestId(duplicate, 'scan-reject-button'));
    expect(byTestId(container, 'listing-marks').dataset.state).toBe('empty');

    // The listing Yelp's API found is marked by its Yelp id.
    await click(byTestId(directoryRow(container, 'yelp'), 'scan-reject-button'));
    await settle();
    expect(JSON.parse(String(calls('POST', `/api/businesses/${BAKERY}/citation-marks`)[1]?.[1]?.body))).toEqual({
      kind: 'rejected',
      source: 'yelp',
      listingId: 'blue-door-bakery-springfield',
      directory: 'yelp',
      url: 'https://www.yelp.example/biz/blue-door-bakery',
    });
    expect(byTestId(directoryRow(container, 'yelp'), 'scan-reject-status').textContent).toBe(REJECTED_MESSAGE);
  });

  it('says so when a listing could not be marked, and keeps the button', async () => {
    answers.latestScan = sourcedScan;
    answers.addMark = () => jsonResponse(409, { message: 'A business keeps at most 200 listing addresses and marks. Remove some first.', code: 'CONFLICT' });
    const container = await renderPage(`?businessId=${BAKERY}`);
    await click(byTestId(directoryRow(container, 'yelp'), 'scan-reject-button'));
    await settle();
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not mark the listing',
      description: 'A business keeps at most 200 listing addresses and marks. Remove some first.',
      variant: 'destructive',
    });
    expect(byTestId(directoryRow(container, 'yelp'), 'scan-not-this-business').dataset.rejected).toBe('false');
  });

  it('adds a listing URL by hand, with the server’s word on the address under the field, and removes it', async () => {
    const container = await renderPage(`?businessId=${BAKERY}`);
    const card = byTestId(container, 'listing-marks');
    expect(card.dataset.state).toBe('empty');
    expect(card.textContent).toContain('Add a listing URL');
    expect(card.querySelector('[data-testid="listing-marks-simulated"]')).toBeNull();
    expect(byTestId(card, 'empty-state').textContent).toContain('No listings added or marked');
    const url = byTestId(card, 'listing-mark-url') as HTMLInputElement;
    const label = card.querySelector(`label[for="${url.id}"]`);
    expect(label?.textContent).toBe('Listing URL');

    // Checked before it is sent.
    await typeInto(url, 'yelp.com/biz/blue-door-bakery');
    await click(byTestId(card, 'listing-mark-add'));
    await settle();
    expect(calls('POST', `/api/businesses/${BAKERY}/citation-marks`)).toHaveLength(0);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(url.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Use the listing's web address, starting with https://",
    );

    // The server's refusal shows under the field, too.
    const refusal = 'That address is not on the public internet, so scans cannot read it.';
    answers.addMark = () => jsonResponse(400, { message: 'Invalid request', code: 'VALIDATION_ERROR', fieldErrors: { url: [refusal] } });
    await typeInto(url, 'http://10.0.0.5/listing');
    expect(url.getAttribute('aria-invalid')).toBe('false');
    await click(byTestId(card, 'listing-mark-add'));
    await settle();
    expect(document.getElementById(url.getAttribute('aria-describedby')!)?.textContent).toBe(refusal);
    expect(toast).not.toHaveBeenCalled();

    answers.addMark = storeMark;
    await typeInto(url, 'https://www.yelp.com/biz/blue-door-bakery-springfield');
    const directory = byTestId(card, 'listing-mark-directory');
    await click(directory);
    expect(openOptions().map((option) => option.textContent)).toEqual(['From the address', 'MapQuest', 'OpenTable', 'Yelp']);
    await click(openOptions().find((option) => option.textContent === 'Yelp') ?? null);
    expect(directory.textContent).toBe('Yelp');
    await click(byTestId(card, 'listing-mark-add'));
    await settle();
    expect(JSON.parse(String(calls('POST', `/api/businesses/${BAKERY}/citation-marks`).at(-1)?.[1]?.body))).toEqual({
      kind: 'added',
      url: 'https://www.yelp.com/biz/blue-door-bakery-springfield',
      directory: 'yelp',
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Listing URL added',
      description: 'The next scan reads it as a listing on Yelp.',
      variant: 'success',
    });
    expect([url.value, directory.textContent]).toEqual(['', 'From the address']);
    expect(card.dataset.state).toBe('ready');
    const mark = byTestId(card, 'listing-mark');
    expect(mark.dataset.kind).toBe('added');
    expect(byTestId(mark, 'listing-mark-link').getAttribute('href')).toBe('https://www.yelp.com/biz/blue-door-bakery-springfield');
    expect(mark.textContent).toContain('Read by every scan, as a listing on Yelp');

    await click(byTestId(mark, 'listing-mark-remove'));
    await settle();
    expect(calls('DELETE', `/api/businesses/${BAKERY}/citation-marks/${answersMarkId(1)}`)).toHaveLength(1);
    expect(card.dataset.state).toBe('empty');
  });

  it('lets viewers read the marks, and neither add nor mark', async () => {
    answers.latestScan = sourcedScan;
    answers.marks = [];
    storeMark({ kind: 'added', url: PAGE });
    const container = await renderPage(`?businessId=${BAKERY}`, 'viewer');
    expect(container.querySelector('[data-testid="scan-reject-button"]')).toBeNull();
    const card = byTestId(container, 'listing-marks');
    expect(card.querySelector('form')).toBeNull();
    expect(card.querySelector('[data-testid="listing-mark-remove"]')).toBeNull();
    expect(byTestId(card, 'listing-mark').textContent).toContain('Read by every scan, as a listing on bakery-reviews.example');
  });

  it('offers a retry when the marks cannot be loaded', async () => {
    answers.marksFail = true;
    const container = await renderPage(`?businessId=${BAKERY}`);
    const card = byTestId(container, 'listing-marks');
    expect(card.dataset.state).toBe('error');
    expect(card.textContent).toContain('The database is unavailable');
    expect(card.textContent).toContain('Try again');
  });
});
