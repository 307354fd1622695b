// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../shared/contract/listings';
import type { Directory } from '../../shared/contract/provider';
import type { ListingStatus } from '../../shared/domain/listing-status';
import { createQueryClient } from '../lib/query-client';
import { byTestId, click, jsonResponse, optionLabels, render, settle, typeInto, type Rendered } from '../testing/dom';
import { sampleDirectory, sampleListing } from '../testing/fixtures';
import DirectoryExplorerPage from './directory-explorer';

vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const NOW = '2025-06-10T12:00:00.000Z';

const directory = (id: string, name: string, change: Partial<Directory> = {}): Directory =>
  sampleDirectory({ id, name, url: `https://www.${id}.example/`, ...change });

const directories: Directory[] = [
  directory('yelp', 'Yelp', { status: 'active', counts: { published: 2, waiting: 1, error: 0 } }),
  directory('opentable', 'OpenTable', { tier: 'pro', categories: ['restaurant'], allowed: false }),
  directory('localeze', 'Neustar Localeze', { tier: 'pro', aggregator: true }),
  directory('nyc-local', 'NYC Local', { regions: ['NY'], categories: ['retail'], status: 'error', counts: { published: 0, waiting: 0, error: 1 } }),
];

const listing = (id: string, businessName: string, status: ListingStatus): Listing =>
  sampleListing({
    id,
    businessId: `b-${id}`,
    businessName,
    status,
    profileUrl: status === 'published' ? `https://www.yelp.com/biz/${id}` : null,
    errorMessage: status === 'error' ? 'Phone number is missing' : null,
    createdAt: NOW,
    updatedAt: NOW,
  });

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();

function answer(url: string): Response {
  const [path, query = ''] = url.split('?');
  if (path === '/api/data-axle/directories') return jsonResponse(200, { directories, lastSyncAt: null });
  if (path === '/api/listings' && new URLSearchParams(query).get('platform') === 'yelp') {
    return jsonResponse(200, {
      listings: [listing('l1', 'Blue Door Bakery', 'published'), listing('l2', 'Iron Works Gym', 'error')],
      nextCursor: null,
      total: 2,
    });
  }
  return jsonResponse(404, { message: `No answer for ${url}` });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/directory-explorer');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => answer(String(url)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(address = '') {
  window.history.replaceState(null, '', `/directory-explorer${address}`);
  rendered = await render(<DirectoryExplorerPage />, createQueryClient());
  await settle();
  return rendered.container;
}

const shownIds = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-testid="explorer-directory"]')].map((card) => card.dataset.directoryId);
const card = (container: HTMLElement, id: string) => {
  const found = container.querySelector<HTMLElement>(`[data-testid="explorer-directory"][data-directory-id="${id}"]`);
  if (!found) throw new Error(`No card for ${id}`);
  return found;
};
const count = (container: HTMLElement) => byTestId(container, 'explorer-result-count').textContent;

describe('Directory Explorer', () => {
  it('shows every directory with its site, tier, regions, plan and status', async () => {
    const container = await renderPage();
    expect(count(container)).toBe('4 directories');
    expect(shownIds(container)).toEqual(['yelp', 'opentable', 'localeze', 'nyc-local']);

    const yelp = card(container, 'yelp');
    const link = byTestId(yelp, 'explorer-directory-link');
    expect(link.getAttribute('href')).toBe('https://www.yelp.example/');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(byTestId(yelp, 'explorer-directory-status').dataset.status).toBe('active');
    expect(byTestId(yelp, 'explorer-directory-counts').textContent).toBe('2 live · 1 waiting · 0 errors');
    expect(byTestId(yelp, 'explorer-in-plan-flag').textContent).toBe('In your plan');

    const opentable = card(container, 'opentable');
    expect(byTestId(opentable, 'explorer-in-plan-flag').textContent).toBe('Not in your plan');
    expect(byTestId(opentable, 'explorer-directory-tier').textContent).toBe('Pro');
    expect(byTestId(opentable, 'explorer-directory-categories').textContent).toBe('Restaurant');
    expect(byTestId(card(container, 'localeze'), 'explorer-aggregator-badge').textContent).toBe('Data aggregator');
    expect(byTestId(card(container, 'nyc-local'), 'explorer-directory-regions').textContent).toBe('Regions: NY');
  });

  it('offers the regions found in the data', async () => {
    const container = await renderPage();
    expect(await optionLabels(byTestId(container, 'explorer-region-filter'))).toEqual(['All regions', 'US', 'NY']);
  });

  it.each<[string, string, string[]]>([
    ['a category, keeping directories of every category', '?category=restaurant', ['yelp', 'opentable', 'localeze']],
    ['a tier', '?tier=pro', ['opentable', 'localeze']],
    ['a region', '?region=NY', ['nyc-local']],
    ['aggregators', '?kind=aggregator', ['localeze']],
    ['in my plan', '?inPlan=true', ['yelp', 'localeze', 'nyc-local']],
  ])('filters by %s from the address', async (_, address, expected) => {
    const container = await renderPage(address);
    expect(shownIds(container)).toEqual(expected);
    expect(count(container)).toBe(`${expected.length} of 4 directories`);
  });

  it('keeps the filters in the address', async () => {
    const container = await renderPage();
    await typeInto(byTestId(container, 'explorer-search'), 'loc');
    await click(byTestId(container, 'explorer-in-plan'));
    expect(new URLSearchParams(window.location.search).toString()).toBe('search=loc&inPlan=true');
    expect(shownIds(container)).toEqual(['localeze', 'nyc-local']);
  });

  it('clears filters that match nothing', async () => {
    const container = await renderPage('?search=nothing-like-this');
    expect(count(container)).toBe('0 of 4 directories');
    await click(byTestId(container, 'explorer-clear-filters'));
    expect(window.location.search).toBe('');
    expect(shownIds(container)).toHaveLength(4);
  });

  it('shows each business’s listing on the chosen directory, and closes', async () => {
    const container = await renderPage();
    await click(byTestId(card(container, 'yelp'), 'explorer-directory-open'));
    await settle();

    expect(new URLSearchParams(window.location.search).get('directory')).toBe('yelp');
    const listingsCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/listings'));
    expect(new URLSearchParams(listingsCall?.split('?')[1]).get('platform')).toBe('yelp');

    const panel = byTestId(container, 'explorer-directory-listings');
    expect(byTestId(panel, 'explorer-listings-total').textContent).toBe('2 listings');
    const rows = [...panel.querySelectorAll<HTMLElement>('[data-testid="explorer-listing-row"]')];
    expect(rows.map((row) => [row.textContent?.split(/Published|Error/)[0], row.dataset.status])).toEqual([
      ['Blue Door Bakery', 'published'],
      ['Iron Works Gym', 'error'],
    ]);
    expect(byTestId(rows[0]!, 'listing-status').textContent).toBe('Published');
    expect(rows[1]?.textContent).toContain('Phone number is missing');
    expect(card(container, 'yelp').dataset.selected).toBe('true');

    await click(byTestId(panel, 'explorer-listings-close'));
    expect(container.querySelector('[data-testid="explorer-directory-listings"]')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
