// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleBusinessStatus, GoogleLinkRow, GoogleLocationView } from '../../shared/contract/google-business';
import type { MemberRole } from '../../shared/domain/enums';
import {
  BAKERY_ID,
  GYM_ID,
  sampleGoogleLink,
  sampleGoogleLinkRow,
  sampleGoogleLocation,
  sampleGoogleStatus,
} from '../features/google-business/google-business-fixtures';
import { toast } from '../lib/toast';
import { byTestId, chooseOption, click, jsonResponse, openOptions, render, settle, type Rendered } from '../testing/dom';
import { locationOptionText } from '../features/google-business/location-options';
import { sampleBatch, sampleBusiness } from '../testing/fixtures';
import { memberQueryClient } from '../testing/member-query-client';
import GoogleBusinessPage from './google-business';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const CAFE_ID = '8b3e4f50-6c7d-4e8f-9a01-b2c3d4e5f607';

const bakeryLocation = sampleGoogleLocation();
const gymLocation = sampleGoogleLocation({ name: 'locations/2002', title: 'Iron Works Gym', address: '40 Elm Street, Springfield, IL 62702', mapsUrl: null });
const cafeLocation = sampleGoogleLocation({
  name: 'locations/3003',
  accountName: 'accounts/777',
  accountLabel: 'Harbor Group',
  title: 'Harbor Cafe',
  address: '1 Dock Road, Springfield, IL 62703',
});

/** The bakery linked, the gym with its location suggested, the cafe neither. */
function sampleRows(): GoogleLinkRow[] {
  return [
    sampleGoogleLinkRow({ link: sampleGoogleLink() }),
    sampleGoogleLinkRow({
      businessId: GYM_ID,
      businessName: 'Iron Works Gym',
      businessAddress: '40 Elm Street, Springfield, IL 62702',
      suggestion: { locationName: gymLocation.name, title: gymLocation.title, address: gymLocation.address },
    }),
    sampleGoogleLinkRow({ businessId: CAFE_ID, businessName: 'Harbor Cafe', businessAddress: '1 Dock Road, Springfield, IL 62703' }),
  ];
}

interface Answers {
  status: GoogleBusinessStatus;
  locations: () => Response;
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path);
const bodyOf = (call: Parameters<typeof fetch> | undefined): unknown => JSON.parse(String(call?.[1]?.body));

const locationsAnswer = (locations: GoogleLocationView[], rows: GoogleLinkRow[], truncated = false) => () =>
  jsonResponse(200, { locations, rows, truncated });

function answer(url: string, method: string, body: unknown): Response {
  const path = url.split('?')[0];
  if (path === '/api/google-business') return jsonResponse(200, { status: answers.status });
  if (path === '/api/google-business/locations') return answers.locations();
  const linkPath = /^\/api\/businesses\/([0-9a-f-]+)\/google-location$/.exec(path ?? '');
  if (linkPath && method === 'PUT') {
    const target = body as { accountName: string; locationName: string };
    const location = [bakeryLocation, gymLocation, cafeLocation].find((each) => each.name === target.locationName)!;
    return jsonResponse(200, { link: sampleGoogleLink({ businessId: linkPath[1], ...target, title: location.title, address: location.address }) });
  }
  if (linkPath && method === 'DELETE') return jsonResponse(204, null);
  if (linkPath) return jsonResponse(200, { link: linkPath[1] === BAKERY_ID ? sampleGoogleLink() : null });
  if (path === '/api/businesses') {
    const businesses = [sampleBusiness({ id: BAKERY_ID }), sampleBusiness({ id: GYM_ID, name: 'Iron Works Gym' })];
    return jsonResponse(200, { businesses, nextCursor: null, total: 2 });
  }
  if (path === '/api/data-axle/batches') return jsonResponse(200, { batches: [] });
  if (path === '/api/google-business/updates' && method === 'POST') {
    // No ids: every linked business, as the server answers.
    const { businessIds = [BAKERY_ID] } = body as { businessIds?: string[] };
    return jsonResponse(202, { batch: sampleBatch({ kind: 'google_update', total: businessIds.length }) });
  }
  if (path?.startsWith('/api/data-axle/batches/')) return jsonResponse(200, { batch: sampleBatch({ kind: 'google_update', total: 1 }) });
  return jsonResponse(404, { message: `No answer for ${method} ${url}` });
}

beforeEach(() => {
  answers = { status: sampleGoogleStatus(), locations: locationsAnswer([bakeryLocation, gymLocation, cafeLocation], sampleRows()) };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    return answer(String(url), init?.method ?? 'GET', body);
  });
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(role: MemberRole = 'owner') {
  rendered = await render(<GoogleBusinessPage />, memberQueryClient(role));
  await settle();
  return rendered.container;
}

const row = (container: HTMLElement, businessId: string) => {
  const found = container.querySelector<HTMLElement>(`[data-testid="google-link-row"][data-business-id="${businessId}"]`);
  if (!found) throw new Error(`No row for ${businessId}`);
  return found;
};
const select = (container: HTMLElement, businessId: string) => byTestId(row(container, businessId), 'google-link-select') as HTMLButtonElement;
/** The open list's option for a location. */
const optionOf = (location: GoogleLocationView) => openOptions().find((option) => option.textContent?.startsWith(locationOptionText(location)));
const has = (container: ParentNode, testId: string) => container.querySelector(`[data-testid="${testId}"]`) !== null;

describe('Google Business Profile screen', () => {
  it('shows each business with its linked location, a suggestion to confirm, or none', async () => {
    const container = await renderPage();
    expect(container.querySelector('h1')?.textContent).toBe('Google Business Profile');

    const bakery = row(container, BAKERY_ID);
    expect(byTestId(bakery, 'google-link-location').textContent).toContain('Blue Door Bakery12 Main Street, Springfield, IL 62701');
    expect(byTestId(bakery, 'google-link-maps').getAttribute('href')).toBe(bakeryLocation.mapsUrl);
    expect(has(bakery, 'google-unlink')).toBe(true);

    const gym = byTestId(row(container, GYM_ID), 'google-link-suggestion');
    expect(gym.textContent).toContain('Suggested');
    expect(gym.textContent).toContain('Iron Works Gym40 Elm Street');
    expect(has(row(container, GYM_ID), 'google-unlink')).toBe(false);

    expect(byTestId(row(container, CAFE_ID), 'google-link-location').textContent).toContain('Not linked');
  });

  it('offers every location grouped by Google account, with Not linked, and keeps a location to one business', async () => {
    const container = await renderPage();
    const gymSelect = select(container, GYM_ID);
    expect(gymSelect.textContent).toBe('Not linked');
    expect(gymSelect.labels[0]?.textContent).toBe('Google location of Iron Works Gym');
    await click(gymSelect);
    expect(openOptions()[0]?.textContent).toBe('Not linked');
    const groups = [...document.querySelectorAll('[role="listbox"] [role="group"]')];
    expect(groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Ada Lovelace',
      'Harbor Group',
    ]);
    const taken = optionOf(bakeryLocation);
    expect(taken?.getAttribute('aria-disabled')).toBe('true');
    expect(taken?.textContent).toContain('(linked to Blue Door Bakery)');
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });

    expect(select(container, BAKERY_ID).textContent).toBe(locationOptionText(bakeryLocation));
    await click(select(container, BAKERY_ID));
    expect(optionOf(bakeryLocation)?.hasAttribute('aria-disabled')).toBe(false);
    expect(optionOf(bakeryLocation)?.getAttribute('data-state')).toBe('checked');
  });

  it('confirms a suggestion with its Google account and location, then reloads the table', async () => {
    const container = await renderPage();
    expect(calls('GET', '/api/google-business/locations')).toHaveLength(1);
    await click(byTestId(row(container, GYM_ID), 'google-link-confirm'));
    await settle();
    const put = calls('PUT', `/api/businesses/${GYM_ID}/google-location`);
    expect(put).toHaveLength(1);
    expect(bodyOf(put[0])).toEqual({ accountName: 'accounts/501', locationName: 'locations/2002' });
    expect(toast).toHaveBeenCalledWith({ title: 'Iron Works Gym linked to Iron Works Gym', variant: 'success' });
    expect(calls('GET', '/api/google-business/locations')).toHaveLength(2);
  });

  it('links a business to the location chosen in its select, from whichever account holds it', async () => {
    const container = await renderPage();
    await chooseOption(select(container, CAFE_ID), locationOptionText(cafeLocation));
    await settle();
    expect(bodyOf(calls('PUT', `/api/businesses/${CAFE_ID}/google-location`)[0])).toEqual({ accountName: 'accounts/777', locationName: 'locations/3003' });
  });

  it('unlinks with the button, or by choosing Not linked', async () => {
    const container = await renderPage();
    await click(byTestId(row(container, BAKERY_ID), 'google-unlink'));
    await settle();
    expect(calls('DELETE', `/api/businesses/${BAKERY_ID}/google-location`)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Blue Door Bakery unlinked from Google', variant: 'success' });

    await chooseOption(select(container, BAKERY_ID), 'Not linked');
    await settle();
    expect(calls('DELETE', `/api/businesses/${BAKERY_ID}/google-location`)).toHaveLength(2);
  });

  it("shows the server's message when Google refuses a link", async () => {
    const container = await renderPage();
    fetchMock.mockImplementationOnce(async () => jsonResponse(409, { message: 'Blue Door Bakery is already linked to another business.', code: 'CONFLICT' }));
    await click(byTestId(row(container, GYM_ID), 'google-link-confirm'));
    await settle();
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not link Iron Works Gym',
      description: 'Blue Door Bakery is already linked to another business.',
      variant: 'destructive',
    });
  });

  it.each<[string, () => Response, string]>([
    ['no locations', locationsAnswer([], sampleRows()), 'No locations in this Google account'],
    ['no businesses', locationsAnswer([bakeryLocation], []), 'Add a business first'],
  ])('says so when there are %s', async (_case, locations, text) => {
    answers.locations = locations;
    const container = await renderPage();
    expect(byTestId(container, 'google-links-card').querySelector('[data-testid="empty-state"]')?.textContent).toContain(text);
    expect(has(container, 'google-links-table')).toBe(false);
  });

  it('says when the lists were cut short', async () => {
    answers.locations = locationsAnswer([bakeryLocation, gymLocation, cafeLocation], sampleRows(), true);
    const container = await renderPage();
    expect(byTestId(container, 'google-links-truncated').textContent).toContain('Showing the first 500');
  });

  it("shows Google's reason when the locations could not be read, with a retry", async () => {
    answers.locations = () => jsonResponse(502, { message: 'Google answered 503: the service is unavailable', code: 'PROVIDER_FAILED' });
    const container = await renderPage();
    const alert = byTestId(container, 'google-links-card').querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Google answered 503: the service is unavailable');
    expect(alert?.textContent).toContain('Try again');
  });

  it('updates every linked business in the background and follows the batch', async () => {
    const container = await renderPage();
    await click(byTestId(container, 'google-update-all'));
    await settle();
    // No ids: the server takes every linked business, so no business is asked about first.
    expect(bodyOf(calls('POST', '/api/google-business/updates')[0])).toEqual({});
    expect(calls('GET', '/api/businesses')).toHaveLength(0);
    expect(byTestId(container, 'batch-progress').textContent).toContain('Batch Google update');
  });

  it('lets a member update every linked business, but not change links', async () => {
    const container = await renderPage('member');
    expect(has(container, 'google-links-card')).toBe(false);
    expect(calls('GET', '/api/google-business/locations')).toHaveLength(0);
    await click(byTestId(container, 'google-update-all'));
    await settle();
    expect(calls('GET', `/api/businesses/${GYM_ID}/google-location`)).toHaveLength(0);
    expect(bodyOf(calls('POST', '/api/google-business/updates')[0])).toEqual({});
  });

  it('offers no links or updates before Google is connected, nor to viewers', async () => {
    answers.status = sampleGoogleStatus({ connection: null, linkedBusinesses: 0 });
    let container = await renderPage();
    expect(has(container, 'google-connect')).toBe(true);
    expect(has(container, 'google-links-card')).toBe(false);
    expect(has(container, 'google-update-all-card')).toBe(false);
    rendered?.unmount();

    answers.status = sampleGoogleStatus();
    container = await renderPage('viewer');
    expect(has(container, 'google-connected')).toBe(true);
    expect(has(container, 'google-update-all-card')).toBe(false);
  });
});
