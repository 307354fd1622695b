// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch, Directory, Submission } from '../../shared/contract/provider';
import type { BusinessCategory, MemberRole } from '../../shared/domain/enums';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../shared/domain/integration-messages';
import { toast } from '../lib/toast';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../testing/dom';
import { sampleBatch, sampleBusiness, sampleDirectory, sampleIntegrationStatus } from '../testing/fixtures';
import { memberQueryClient } from '../testing/member-query-client';
import SubmissionsPage from './submissions';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const BAKERY = '6f1c2f4e-1b43-4d7e-9a55-0d3c1c8e2a10';
const GYM = '7a2d3e4f-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const BATCH = 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff';
const NOW = '2025-06-10T12:00:00.000Z';

const business = (id: string, name: string, category: BusinessCategory) => sampleBusiness({ id, name, category, createdAt: NOW, updatedAt: NOW });

const directory = (id: string, name: string, tier: Directory['tier'], allowed: boolean, categories: Directory['categories'] = null): Directory =>
  sampleDirectory({ id, name, url: `https://${id}.example/`, tier, allowed, categories });

const directories: Directory[] = [
  directory('yelp', 'Yelp', 'basic', true),
  directory('mapquest', 'MapQuest', 'pro', false),
  directory('opentable', 'OpenTable', 'pro', true, ['restaurant']),
];

const submission: Submission = {
  id: '0b1c2d3e-4f50-4617-8899-aabbccddee01',
  businessId: BAKERY,
  businessName: 'Blue Door Bakery',
  status: 'processing',
  directories: [
    { directory: 'yelp', directoryName: 'Yelp', status: 'published', profileUrl: 'https://www.yelp.com/biz/blue-door', errorMessage: null },
    { directory: 'opentable', directoryName: 'OpenTable', status: 'error', profileUrl: null, errorMessage: 'Opening hours are required' },
  ],
  createdAt: NOW,
  updatedAt: NOW,
};

const batch = (status: Batch['status'], succeeded: number): Batch =>
  sampleBatch({
    id: BATCH,
    kind: 'submit',
    status,
    succeeded,
    directories: ['yelp', 'opentable'],
    items: [
      { businessId: BAKERY, businessName: 'Blue Door Bakery', status: succeeded > 0 ? 'done' : 'running', result: null, errorMessage: null },
      { businessId: GYM, businessName: 'Iron Works Gym', status: succeeded > 1 ? 'done' : 'pending', result: null, errorMessage: null },
    ],
    createdAt: NOW,
    finishedAt: status === 'completed' ? NOW : null,
  });

interface Answers {
  enabled: boolean;
  submit: () => Response;
  batchAnswers: Batch[];
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path);

function answer(url: string, method: string): Response {
  const path = url.split('?')[0];
  if (path === '/api/data-axle/status') {
    return jsonResponse(200, sampleIntegrationStatus({ enabled: answers.enabled }));
  }
  if (path === '/api/businesses') {
    const businesses = [business(BAKERY, 'Blue Door Bakery', 'restaurant'), business(GYM, 'Iron Works Gym', 'fitness')];
    return jsonResponse(200, { businesses, nextCursor: null, total: 2 });
  }
  if (path === '/api/data-axle/directories') return jsonResponse(200, { directories, lastSyncAt: null });
  if (path === '/api/data-axle/submissions') return jsonResponse(200, { submissions: [] });
  if (path === '/api/data-axle/batches') return jsonResponse(200, { batches: [] });
  if (path === `/api/data-axle/businesses/${BAKERY}/submit` && method === 'POST') return answers.submit();
  if (path === '/api/data-axle/businesses/batch-submit' && method === 'POST') return jsonResponse(202, { batch: batch('queued', 0) });
  if (path === `/api/data-axle/batches/${BATCH}`) return jsonResponse(200, { batch: answers.batchAnswers.shift() });
  return jsonResponse(404, { message: `No answer for ${method} ${url}` });
}

beforeEach(() => {
  answers = {
    enabled: true,
    submit: () => jsonResponse(200, { submission, listings: [] }),
    batchAnswers: [],
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => answer(String(url), init?.method ?? 'GET'));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage(role: MemberRole = 'member') {
  rendered = await render(<SubmissionsPage />, memberQueryClient(role));
  await settle();
  return rendered.container;
}

const option = (container: HTMLElement, testId: string, attribute: string, id: string) => {
  const input = container.querySelector(`[data-testid="${testId}"][${attribute}="${id}"] input`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No ${testId} ${id}`);
  return input;
};
const businessBox = (container: HTMLElement, id: string) => option(container, 'submission-business-option', 'data-business-id', id);
const directoryBox = (container: HTMLElement, id: string) => option(container, 'submission-directory-option', 'data-directory-id', id);
const submitButton = (container: HTMLElement) => byTestId(container, 'submit-button') as HTMLButtonElement;

describe('Directory Submissions', () => {
  it('lets viewers follow submissions but not submit', async () => {
    const container = await renderPage('viewer');
    expect(byTestId(container, 'submission-read-only').textContent).toContain('You can follow submissions here');
    expect(container.querySelector('[data-testid="submit-button"]')).toBeNull();
    expect(byTestId(container, 'recent-submissions').textContent).toContain('No submissions yet');
    expect(byTestId(container, 'recent-batches').textContent).toContain('No batches yet');
  });

  it('says why nothing can be submitted while the integration is off', async () => {
    answers.enabled = false;
    const container = await renderPage();
    expect(byTestId(container, 'submission-disabled').textContent).toBe(ENHANCEMENT_DISABLED_MESSAGE);
    expect(container.querySelector('[data-testid="submission-form"]')).toBeNull();
  });

  it('offers only the plan’s directories that list every chosen business’s trade', async () => {
    const container = await renderPage();
    expect(directoryBox(container, 'mapquest').disabled).toBe(true);
    expect(byTestId(container, 'submission-directory-not-in-plan').closest('[data-directory-id]')?.getAttribute('data-directory-id')).toBe('mapquest');
    expect(container.querySelector('[data-testid="submission-directory-category-note"]')).toBeNull();

    await click(directoryBox(container, 'opentable'));
    await click(businessBox(container, GYM));
    expect(byTestId(container, 'submission-directory-category-note').textContent).toBe('Does not list Fitness Center');
    expect(directoryBox(container, 'opentable').disabled).toBe(true);
    expect(directoryBox(container, 'opentable').checked).toBe(false);

    await click(byTestId(container, 'submission-select-all-directories'));
    expect([directoryBox(container, 'yelp').checked, directoryBox(container, 'opentable').checked, directoryBox(container, 'mapquest').checked]).toEqual([
      true,
      false,
      false,
    ]);
    expect(byTestId(container, 'submission-directory-count').textContent).toBe('1 of 1 chosen');
    expect(submitButton(container).textContent).toBe('Submit to 1 directory');

    // Without the gym, the tick on OpenTable counts again.
    await click(businessBox(container, GYM));
    expect(directoryBox(container, 'opentable').checked).toBe(true);
    expect(byTestId(container, 'submission-directory-count').textContent).toBe('2 of 2 chosen');
  });

  it('waits for a business and a directory before it submits', async () => {
    const container = await renderPage();
    expect(submitButton(container).disabled).toBe(true);
    await click(businessBox(container, BAKERY));
    expect(submitButton(container).disabled).toBe(true);
    await click(directoryBox(container, 'yelp'));
    expect(submitButton(container).disabled).toBe(false);
    expect(submitButton(container).textContent).toBe('Submit to 1 directory');
  });

  it('submits one business and shows how each directory took it', async () => {
    const container = await renderPage();
    await click(businessBox(container, BAKERY));
    await click(byTestId(container, 'submission-select-all-directories'));
    await click(submitButton(container));
    await settle();

    const [call] = calls('POST', `/api/data-axle/businesses/${BAKERY}/submit`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ directories: ['yelp', 'opentable'] });
    expect(toast).toHaveBeenCalledWith({
      title: 'Listings published successfully',
      description: 'Blue Door Bakery was sent to 2 directories; 1 refused it.',
      variant: 'success',
    });
    const row = byTestId(container, 'latest-submission-row');
    expect(byTestId(row, 'submission-profile-link').getAttribute('href')).toBe('https://www.yelp.com/biz/blue-door');
    expect(byTestId(row, 'submission-profile-link').getAttribute('rel')).toBe('noopener noreferrer');
    expect(byTestId(row, 'submission-directory-error').textContent).toBe('Opening hours are required');
    expect(calls('GET', '/api/data-axle/submissions').length).toBe(2);
  });

  it('reports a refused submission with the server’s message', async () => {
    answers.submit = () => jsonResponse(403, { message: 'Your plan does not include MapQuest', code: 'FORBIDDEN' });
    const container = await renderPage();
    await click(businessBox(container, BAKERY));
    await click(directoryBox(container, 'yelp'));
    await click(submitButton(container));
    await settle();
    expect(toast).toHaveBeenCalledWith({
      title: 'Error publishing listings',
      description: 'Your plan does not include MapQuest',
      variant: 'destructive',
    });
    expect(container.querySelector('[data-testid="submission-outcome"]')).toBeNull();
  });

  it('submits several businesses as a batch and follows it until it finishes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const container = await renderPage();
    await click(byTestId(container, 'submission-select-all-businesses'));
    await click(byTestId(container, 'submission-select-all-directories'));
    expect(submitButton(container).textContent).toBe('Submit 2 businesses to 1 directory');
    await click(submitButton(container));
    await settle();

    const [call] = calls('POST', '/api/data-axle/businesses/batch-submit');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ businessIds: [BAKERY, GYM], directories: ['yelp'] });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Batch submission started', variant: 'success' }));
    const progress = byTestId(container, 'batch-progress');
    expect(progress.dataset.status).toBe('queued');
    expect(byTestId(progress, 'batch-progress-bar').getAttribute('aria-valuenow')).toBe('0');

    answers.batchAnswers = [batch('running', 1), batch('completed', 2)];
    const polls = () => calls('GET', `/api/data-axle/batches/${BATCH}`).length;
    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    expect(polls()).toBe(1);
    expect(byTestId(container, 'batch-progress-bar').getAttribute('aria-valuenow')).toBe('50');
    expect(byTestId(container, 'batch-summary').textContent).toBe('1 of 2 businesses done');

    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    expect(polls()).toBe(2);
    expect(byTestId(container, 'batch-progress').dataset.status).toBe('completed');
    expect(byTestId(container, 'batch-progress-bar').getAttribute('aria-valuenow')).toBe('100');

    // Finished: nothing more is asked, and the recent lists are fetched again.
    await act(async () => vi.advanceTimersByTime(5000));
    await settle();
    expect(polls()).toBe(2);
    expect(calls('GET', '/api/data-axle/batches').length).toBeGreaterThanOrEqual(2);
  });
});
