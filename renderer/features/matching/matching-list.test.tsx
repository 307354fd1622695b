// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import type { Business } from '../../../shared/contract/businesses';
import type { MemberRole } from '../../../shared/domain/enums';
import { toast } from '../../lib/toast';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../../testing/dom';
import { sampleBatch, sampleBusiness, sampleIntegrationStatus } from '../../testing/fixtures';
import { memberQueryClient } from '../../testing/member-query-client';
import { integrationKeys } from '../directories/queries';
import { MatchingList } from './matching-list';
import type { MatchingFilters } from './matching-filters';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

function business(id: string, name: string, dataAxleInfogroupId: string | null = null): Business {
  return sampleBusiness({
    id,
    name,
    dataAxleInfogroupId,
    dataAxleMatchGrade: dataAxleInfogroupId ? 'A' : null,
    dataAxleConfidenceScore: dataAxleInfogroupId ? 0.97 : null,
  });
}

const businesses = [
  business('11111111-1111-4111-8111-111111111111', 'Blue Door Bakery'),
  business('22222222-2222-4222-8222-222222222222', 'Corner Gym'),
  business('33333333-3333-4333-8333-333333333333', 'Elm Street Books', '404501993'),
];

const batch = sampleBatch();

const integrationOn = sampleIntegrationStatus();

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const onBatchStarted = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onBatchStarted.mockReset();
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && String(url).startsWith('/api/businesses?')) {
      return jsonResponse(200, { businesses, nextCursor: null, total: businesses.length });
    }
    if (method === 'POST' && url === '/api/data-axle/businesses/batch-match') return jsonResponse(202, { batch });
    throw new Error(`Unexpected call ${method} ${String(url)}`);
  });
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderList(filters: MatchingFilters, { role = 'member', integration = integrationOn }: { role?: MemberRole; integration?: IntegrationStatus } = {}) {
  const queryClient = memberQueryClient(role);
  queryClient.setQueryData(integrationKeys.status, integration);
  rendered = await render(
    <MatchingList filters={filters} onFiltersChange={() => {}} canEdit={role !== 'viewer'} onBatchStarted={onBatchStarted} />,
    queryClient,
  );
  await settle();
  return rendered.container;
}

const names = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="matching-business-name"]')].map((element) => element.textContent);

describe('MatchingList', () => {
  it.each<[MatchingFilters['enhancement'], string[], string]>([
    ['all', ['Blue Door Bakery', 'Corner Gym', 'Elm Street Books'], '3 businesses'],
    ['not-enhanced', ['Blue Door Bakery', 'Corner Gym'], '2 shown of 3 businesses'],
    ['enhanced', ['Elm Street Books'], '1 shown of 3 businesses'],
  ])('shows %s businesses, each with its enhancement card', async (enhancement, expected, count) => {
    const container = await renderList({ search: '', enhancement });
    expect(names(container)).toEqual(expected);
    expect(container.querySelectorAll('[data-testid="enhancement-card"]')).toHaveLength(expected.length);
    expect(byTestId(container, 'matching-total').textContent).toBe(count);
  });

  it('matches the selected businesses in a batch and hands the batch on', async () => {
    const container = await renderList({ search: '', enhancement: 'all' });
    const boxes = container.querySelectorAll<HTMLInputElement>('[data-testid="matching-select"]');
    await click(boxes[0]!);
    await click(boxes[1]!);
    expect(byTestId(container, 'match-selected').textContent).toBe('Match selected (2)');
    await click(byTestId(container, 'match-selected'));
    await settle();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/data-axle/businesses/batch-match');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ businessIds: [businesses[0]!.id, businesses[1]!.id] });
    expect(onBatchStarted).toHaveBeenCalledWith(batch.id);
  });

  it.each<[string, MemberRole, IntegrationStatus]>([
    ['a viewer', 'viewer', integrationOn],
    ['anyone while the integration is off', 'member', { ...integrationOn, enabled: false }],
  ])('offers no batch match to %s', async (_case, role, integration) => {
    const container = await renderList({ search: '', enhancement: 'all' }, { role, integration });
    expect(container.querySelector('[data-testid="match-selected"]')).toBeNull();
    expect(container.querySelector('[data-testid="matching-select"]')).toBeNull();
  });
});
