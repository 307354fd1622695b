// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem } from '../../shared/contract/dashboard';
import { toast } from '../lib/toast';
import { byTestId, click, findByTestId, jsonResponse, render, settle, type Rendered } from '../testing/dom';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { sampleIntegrationStatus } from '../testing/fixtures';
import { memberQueryClient } from '../testing/member-query-client';
import DashboardPage from './dashboard';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const NOW = '2025-06-10T12:00:00.000Z';
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();

const metrics = {
  totalBusinesses: 12,
  activeListings: 40,
  dataAxleEnriched: 3,
  enrichmentRate: 25,
  previous: { totalBusinesses: 9, activeListings: 42, dataAxleEnriched: 3, enrichmentRate: 33.3 },
  periodDays: 30,
};

const activity: ActivityItem[] = [
  { id: 'a1', type: 'warning', kind: 'citation_issue', title: 'Citation issue found', description: 'Phone differs on Yelp', timestamp: hoursAgo(0.5), businessId: null },
  { id: 'a2', type: 'success', kind: 'listings_published', title: 'Listings published', description: 'Blue Door Bakery', timestamp: hoursAgo(3), businessId: null },
  { id: 'a3', type: 'error', kind: 'listing_error', title: 'Listing refused', description: 'Foursquare', timestamp: hoursAgo(50), businessId: null },
];

interface Answers {
  businesses: unknown[];
  activity: ActivityItem[];
  integrationEnabled: boolean;
  sync: () => Response | Promise<Response>;
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const requested = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

function answer(url: string, method: string): Response | Promise<Response> {
  const path = url.split('?')[0];
  if (path === '/api/dashboard/metrics') return jsonResponse(200, metrics);
  if (path === '/api/businesses') return jsonResponse(200, { businesses: answers.businesses, nextCursor: null, total: answers.businesses.length });
  if (path === '/api/dashboard/activity') return jsonResponse(200, { activity: answers.activity });
  if (path === '/api/listings/summary') {
    return jsonResponse(200, { total: 6, byStatus: { pending: 1, submitted: 2, published: 2, error: 1 }, lastSyncAt: hoursAgo(5) });
  }
  if (path === '/api/data-axle/status') {
    const { features } = sampleIntegrationStatus();
    return jsonResponse(200, sampleIntegrationStatus({ enabled: answers.integrationEnabled, features: { ...features, citationScanning: false } }));
  }
  if (path === '/api/listings/sync' && method === 'POST') return answers.sync();
  return jsonResponse(404, { message: `No answer for ${method} ${url}` });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 639px)' }));
  answers = {
    businesses: [],
    activity,
    integrationEnabled: true,
    sync: () => jsonResponse(200, { checked: 4, published: 3, errors: 1, lastSyncAt: NOW }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => answer(String(url), init?.method ?? 'GET'));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderDashboard(role: 'member' | 'viewer' = 'member') {
  rendered = await render(<DashboardPage />, memberQueryClient(role));
  await settle();
  return rendered.container;
}

describe('Dashboard Overview', () => {
  it('shows the four figures with their change over the period', async () => {
    const page = await renderDashboard();
    expect(byTestId(page, 'metric-total-businesses-value').textContent).toBe('12');
    expect(byTestId(page, 'metric-total-businesses-change').textContent).toBe('+3 vs last 30 days');
    expect(byTestId(page, 'metric-total-businesses-change').dataset.direction).toBe('increase');
    expect(byTestId(page, 'metric-active-listings-change').textContent).toBe('-2 vs last 30 days');
    expect(byTestId(page, 'metric-businesses-enhanced-change').textContent).toBe('No change vs last 30 days');
    expect(byTestId(page, 'metric-enrichment-rate-value').textContent).toBe('25%');
    expect(byTestId(page, 'metric-enrichment-rate-change').textContent).toBe('-8.3 pts vs last 30 days');
  });

  it('invites adding the first business when there is none', async () => {
    const page = await renderDashboard();
    expect(byTestId(page, 'recent-businesses').textContent).toContain('No businesses yet. Add your first business to get started.');
    expect(byTestId(page, 'view-all-businesses').getAttribute('href')).toBe('/businesses');
  });

  it('opens the Add New Business dialog from Quick Actions', async () => {
    const page = await renderDashboard();
    await click(byTestId(page, 'add-business-button'));
    const dialog = await findByTestId(document, 'business-dialog');
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.querySelector('h2')?.textContent).toBe('Add New Business');
  });

  it('offers viewers neither adding nor syncing', async () => {
    const page = await renderDashboard('viewer');
    expect(page.querySelector('[data-testid="add-business-button"]')).toBeNull();
    expect(page.querySelector('[data-testid="sync-all-button"]')).toBeNull();
    expect(byTestId(page, 'enhance-data-link').getAttribute('href')).toBe('/matching');
    expect(byTestId(page, 'scan-citations-link').getAttribute('href')).toBe('/scanner');
  });

  it('does not load the lower sections until they are scrolled near', async () => {
    const page = await renderDashboard();
    expect(requested()).not.toContain('/api/dashboard/activity');
    expect(requested()).not.toContain('/api/listings/summary');
    expect(requested()).not.toContain('/api/data-axle/status');
    expect(page.querySelector('[data-testid="activity-list"]')).toBeNull();

    FakeIntersectionObserver.scrollAllIntoView();
    await settle();
    expect(requested()).toEqual(expect.arrayContaining(['/api/dashboard/activity', '/api/listings/summary', '/api/data-axle/status']));
    expect(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/dashboard/activity'))?.[0]).toBe(
      '/api/dashboard/activity',
    );
  });

  it('lists recent activity with an icon by type and how long ago', async () => {
    const page = await renderDashboard();
    FakeIntersectionObserver.scrollAllIntoView();
    await settle();
    const items = Array.from(byTestId(page, 'activity-list').querySelectorAll<HTMLElement>('[data-testid="activity-item"]'));
    expect(items.map((item) => item.dataset.tone)).toEqual(['warning', 'success', 'error']);
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(['Just now', '3 hours ago', '2 days ago']);
  });

  it('says so when there is no activity', async () => {
    answers.activity = [];
    const page = await renderDashboard();
    FakeIntersectionObserver.scrollAllIntoView();
    await settle();
    expect(byTestId(page, 'recent-activity').textContent).toContain('No recent activity');
  });

  it('shows the sync status and the integration’s features', async () => {
    const page = await renderDashboard();
    FakeIntersectionObserver.scrollAllIntoView();
    await settle();
    expect(byTestId(page, 'sync-status-error').textContent).toBe('Error1');
    expect(byTestId(page, 'sync-last-sync').textContent).toBe('5 hours ago');
    const enhancement = byTestId(page, 'enhancement-status');
    expect(enhancement.textContent).toContain('Integration Active');
    expect(byTestId(page, 'enhancement-environment').textContent).toBe('Sandbox');
    expect(byTestId(page, 'enhancement-feature-listingSubmission').textContent).toBe('Directory SubmissionEnabled');
    expect(byTestId(page, 'enhancement-feature-citationScanning').textContent).toBe('Citation ScanningDisabled');
  });

  it('tells the user to ask an administrator when the integration is off', async () => {
    answers.integrationEnabled = false;
    const page = await renderDashboard();
    FakeIntersectionObserver.scrollAllIntoView();
    await settle();
    const enhancement = byTestId(page, 'enhancement-status');
    expect(enhancement.textContent).toContain('Integration Not Configured');
    expect(enhancement.textContent).toContain('Contact your administrator');
  });

  it('syncs all listings, saying Syncing... meanwhile', async () => {
    let finish: (response: Response) => void = () => {};
    answers.sync = () => new Promise((resolve) => (finish = resolve));
    const page = await renderDashboard();
    await click(byTestId(page, 'sync-all-button'));
    await settle();
    expect(byTestId(page, 'sync-all-button').textContent).toContain('Syncing...');

    finish(jsonResponse(200, { checked: 4, published: 3, errors: 1, lastSyncAt: NOW }));
    await settle();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Listings synced successfully', variant: 'success' }));
    expect(byTestId(page, 'sync-all-button').textContent).toContain('Sync All Listings');
  });

  it('reports a failed sync with the server’s message', async () => {
    answers.sync = () => jsonResponse(502, { message: 'The directory network did not answer', code: 'PROVIDER_ERROR' });
    const page = await renderDashboard();
    await click(byTestId(page, 'sync-all-button'));
    await settle();
    expect(toast).toHaveBeenCalledWith({
      title: 'Error syncing listings',
      description: 'The directory network did not answer',
      variant: 'destructive',
    });
  });

  it('refreshes metrics and businesses on a pull from the top of a phone screen', async () => {
    const page = await renderDashboard();
    const metricCalls = () => requested().filter((path) => path === '/api/dashboard/metrics').length;
    const businessCalls = () => requested().filter((path) => path === '/api/businesses').length;
    expect([metricCalls(), businessCalls()]).toEqual([1, 1]);

    const touch = (type: string, clientY?: number) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] });
      act(() => {
        window.dispatchEvent(event);
      });
    };
    touch('touchstart', 0);
    touch('touchmove', 90);
    expect(byTestId(page, 'pull-indicator').dataset.state).toBe('ready');
    touch('touchend');
    expect(byTestId(page, 'pull-indicator').dataset.state).toBe('refreshing');
    await settle();

    expect([metricCalls(), businessCalls()]).toEqual([2, 2]);
    expect(toast).toHaveBeenCalledWith({ title: 'Dashboard refreshed', variant: 'success' });
    expect(page.querySelector('[data-testid="pull-indicator"]')).toBeNull();
  });
});
