// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '../../../shared/contract/businesses';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import type { MemberRole } from '../../../shared/domain/enums';
import { toast } from '../../lib/toast';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../../testing/dom';
import { sampleBusiness, sampleIntegrationStatus, sampleMatch } from '../../testing/fixtures';
import { memberQueryClient } from '../../testing/member-query-client';
import { businessKeys } from '../businesses/queries';
import { integrationKeys } from '../directories/queries';
import { EnhancementCard } from './enhancement-card';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const business = sampleBusiness();

const enhanced: Business = {
  ...business,
  dataAxleInfogroupId: '404501993',
  dataAxleMatchGrade: 'A',
  dataAxleConfidenceScore: 0.962,
  dataAxleLastSynced: '2025-02-03T10:00:00.000Z',
  dataAxleEnrichmentData: {
    employeeSize: 120,
    annualRevenue: 2_400_000,
    yearEstablished: 2004,
    socialMedia: { facebook: 'https://facebook.com/bluedoor', twitter: 'javascript:alert(1)' },
  },
};

const match = sampleMatch();

const integrationOn = sampleIntegrationStatus();

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderCard(shown: Business, { role = 'member', integration = integrationOn }: { role?: MemberRole; integration?: IntegrationStatus } = {}) {
  const queryClient = memberQueryClient(role);
  queryClient.setQueryData(integrationKeys.status, integration);
  rendered = await render(<EnhancementCard business={shown} />, queryClient);
  return () => byTestId(rendered!.container, 'enhancement-card');
}

/** Answers each call by its method and path; anything else is a test mistake. */
function answer(routes: Record<string, Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const response = routes[key];
    if (!response) throw new Error(`Unexpected call ${key}`);
    return response.clone();
  });
}

const MATCH_CALL = `POST /api/data-axle/businesses/${business.id}/match`;
const ENRICH_CALL = `POST /api/data-axle/businesses/${business.id}/enrich`;
const has = (card: HTMLElement, testId: string) => card.querySelector(`[data-testid="${testId}"]`) !== null;

describe('EnhancementCard', () => {
  it('is disabled with the not-configured message when the integration is off, and offers nothing', async () => {
    const card = await renderCard(business, { integration: { ...integrationOn, enabled: false } });
    expect(card().dataset.state).toBe('disabled');
    expect(card().textContent).toBe(
      'Business enhancement features are not configured. Contact your administrator to enable business data enrichment.',
    );
  });

  it('keeps showing what an enhanced business got when the integration is off later', async () => {
    const card = await renderCard(enhanced, { integration: { ...integrationOn, enabled: false } });
    expect(card().dataset.state).toBe('enhanced');
    expect(has(card(), 'find-match-button')).toBe(false);
  });

  it('is disabled when only business matching is switched off', async () => {
    const card = await renderCard(business, { integration: { ...integrationOn, features: { ...integrationOn.features, businessMatching: false } } });
    expect(card().dataset.state).toBe('disabled');
    expect(has(card(), 'find-match-button')).toBe(false);
  });

  it('finds a match and shows it with its grade, colour and confidence', async () => {
    answer({ [MATCH_CALL]: jsonResponse(200, { match }) });
    const card = await renderCard(business);
    expect(card().dataset.state).toBe('available');
    await click(byTestId(card(), 'find-match-button'));
    await settle();
    expect(card().dataset.state).toBe('match-found');
    expect(byTestId(card(), 'match-name').textContent).toBe('Blue Door Bakery Inc');
    expect(byTestId(card(), 'match-address').textContent).toBe('12 Main St, Springfield, IL 62701');
    expect(byTestId(card(), 'match-grade').textContent).toBe('B · Good Match');
    expect(byTestId(card(), 'match-grade').dataset.tone).toBe('blue');
    expect(byTestId(card(), 'match-confidence').textContent).toBe('87% confidence');
    expect(has(card(), 'accept-match-button') && has(card(), 'skip-match-button')).toBe(true);
  });

  it('says so inline when nothing matches', async () => {
    answer({ [MATCH_CALL]: jsonResponse(200, { match: null }) });
    const card = await renderCard(business);
    await click(byTestId(card(), 'find-match-button'));
    await settle();
    expect(card().dataset.state).toBe('no-match');
    expect(byTestId(card(), 'no-match-alert').textContent).toBe(
      'No match found in our business database. The business information may be too unique or incomplete.',
    );
  });

  it('shows the error alert and toast when the search fails, and searches again on retry', async () => {
    answer({ [MATCH_CALL]: jsonResponse(502, { message: 'The business database did not answer' }) });
    const card = await renderCard(business);
    await click(byTestId(card(), 'find-match-button'));
    await settle();
    expect(card().dataset.state).toBe('error');
    expect(byTestId(card(), 'match-error-alert').textContent).toBe(
      'Failed to search our business database. Please try again or contact support.',
    );
    expect(toast).toHaveBeenCalledWith({ title: 'Match failed', description: 'The business database did not answer', variant: 'destructive' });

    answer({ [MATCH_CALL]: jsonResponse(200, { match }) });
    await click(byTestId(card(), 'retry-match-button'));
    await settle();
    expect(card().dataset.state).toBe('match-found');
  });

  it('falls back to the card’s own text when a failed search carries no message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const card = await renderCard(business);
    await click(byTestId(card(), 'find-match-button'));
    await settle();
    expect(toast).toHaveBeenCalledWith({ title: 'Match failed', description: 'Failed to match business with our database', variant: 'destructive' });
  });

  it('accepts and enriches: asks with acceptMatch true, toasts and refreshes the business data', async () => {
    answer({ [MATCH_CALL]: jsonResponse(200, { match }), [ENRICH_CALL]: jsonResponse(200, { business: enhanced }) });
    const card = await renderCard(business);
    const invalidate = vi.spyOn(rendered!.queryClient, 'invalidateQueries');
    await click(byTestId(card(), 'find-match-button'));
    await settle();
    await click(byTestId(card(), 'accept-match-button'));
    await settle();
    const enrichCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/enrich'));
    expect(JSON.parse(String(enrichCall?.[1]?.body))).toEqual({ acceptMatch: true });
    expect(toast).toHaveBeenCalledWith({
      title: 'Business enriched',
      description: 'Business data has been enhanced with verified information',
      variant: 'success',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all });
  });

  it('toasts the enrichment failure and keeps the match to decide on', async () => {
    answer({ [MATCH_CALL]: jsonResponse(200, { match }), [ENRICH_CALL]: jsonResponse(500, {}) });
    const card = await renderCard(business);
    await click(byTestId(card(), 'find-match-button'));
    await settle();
    await click(byTestId(card(), 'accept-match-button'));
    await settle();
    expect(toast).toHaveBeenCalledWith({ title: 'Enrichment failed', description: 'Failed to enrich business data', variant: 'destructive' });
    expect(card().dataset.state).toBe('match-found');
  });

  it('skips with acceptMatch false and goes back to Find Match without a toast', async () => {
    answer({ [MATCH_CALL]: jsonResponse(200, { match }), [ENRICH_CALL]: jsonResponse(200, { business }) });
    const card = await renderCard(business);
    await click(byTestId(card(), 'find-match-button'));
    await settle();
    await click(byTestId(card(), 'skip-match-button'));
    await settle();
    const enrichCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/enrich'));
    expect(JSON.parse(String(enrichCall?.[1]?.body))).toEqual({ acceptMatch: false });
    expect(card().dataset.state).toBe('available');
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows an enhanced business with its grade, match, last sync and details on request', async () => {
    const card = await renderCard(enhanced);
    expect(card().dataset.state).toBe('enhanced');
    expect(byTestId(card(), 'match-grade').textContent).toBe('A · Excellent Match');
    expect(byTestId(card(), 'enhanced-match-percent').textContent).toBe('96% match');
    expect(byTestId(card(), 'enhanced-last-synced').querySelector('time')?.getAttribute('dateTime')).toBe(enhanced.dataAxleLastSynced);
    expect(byTestId(card(), 'enhanced-details').hidden).toBe(true);

    await click(byTestId(card(), 'enhanced-details-toggle'));
    expect(byTestId(card(), 'enhanced-details').hidden).toBe(false);
    expect(byTestId(card(), 'enhanced-employees').textContent).toBe('100-499');
    expect(byTestId(card(), 'enhanced-revenue').textContent).toBe('$2,400,000');
    expect(byTestId(card(), 'enhanced-year').textContent).toBe('2004');
    const links = [...card().querySelectorAll<HTMLAnchorElement>('[data-testid="enhanced-social-link"]')];
    expect(links.map((link) => [link.href, link.rel])).toEqual([['https://facebook.com/bluedoor', 'noopener noreferrer']]);
  });

  it('shows a viewer the available state without Find Match', async () => {
    const card = await renderCard(business, { role: 'viewer' });
    expect(card().dataset.state).toBe('available');
    expect(has(card(), 'find-match-button')).toBe(false);
  });
});
