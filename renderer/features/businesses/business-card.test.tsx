// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '../../../shared/contract/businesses';
import type { MemberRole } from '../../../shared/domain/enums';
import { toast } from '../../lib/toast';
import { byTestId, click, findByTestId, jsonResponse, render, settle, type Rendered } from '../../testing/dom';
import { COMPLETE_PROFILE, sampleBusiness, sampleIntegrationStatus, sampleListing } from '../../testing/fixtures';
import { memberQueryClient } from '../../testing/member-query-client';
import { BusinessCard } from './business-card';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const base = sampleBusiness(COMPLETE_PROFILE);
const listing = sampleListing();

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const onEdit = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onEdit.mockReset();
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderCard(business: Business, role: MemberRole = 'member') {
  rendered = await render(<BusinessCard business={business} onEdit={onEdit} />, memberQueryClient(role));
  return byTestId(rendered.container, 'business-card');
}

const buttonNamed = (card: HTMLElement, testId: string) => card.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);

describe('BusinessCard', () => {
  it('shows the name, the address and the last update', async () => {
    const card = await renderCard(base);
    expect(byTestId(card, 'business-name').textContent).toBe('Blue Door Bakery');
    expect(byTestId(card, 'business-address').textContent).toBe('12 Main Street, Springfield, IL');
    expect(byTestId(card, 'business-updated').querySelector('time')?.getAttribute('dateTime')).toBe(base.updatedAt);
  });

  it.each<[string, Business['listingCounts'], string, string]>([
    ['no listings', { total: 0, published: 0, error: 0, waiting: 0 }, 'Pending', 'grey'],
    ['a published listing', { total: 2, published: 1, error: 0, waiting: 1 }, 'Active', 'green'],
    ['a refused listing', { total: 2, published: 1, error: 1, waiting: 0 }, 'Issues', 'red'],
  ])('with %s reads %s', async (_, listingCounts, label, tone) => {
    const status = byTestId(await renderCard({ ...base, listingCounts }), 'business-status');
    expect(status.textContent).toBe(label);
    expect(status.dataset.tone).toBe(tone);
  });

  it.each<[string, Partial<Business>, string, string]>([
    ['every item filled', {}, '100%', 'good'],
    ['no email, website or hours', { email: null, website: '', hours: {} }, '57%', 'warning'],
  ])('completeness with %s', async (_, change, text, tone) => {
    const meter = byTestId(await renderCard({ ...base, ...change }), 'business-completeness');
    expect(meter.textContent).toContain(text);
    expect(meter.dataset.tone).toBe(tone);
  });

  it('marks an enhanced business with its grade and match percentage', async () => {
    const card = await renderCard({ ...base, dataAxleInfogroupId: '123456789', dataAxleMatchGrade: 'b', dataAxleConfidenceScore: 0.874 });
    expect(byTestId(card, 'business-enhanced').textContent).toBe('Enhanced · Good Match');
    expect(byTestId(card, 'business-match-percent').textContent).toBe('87% match');
  });

  it('shows no enhancement badges for a business never matched', async () => {
    const card = await renderCard(base);
    expect(card.querySelector('[data-testid="business-enhanced"]')).toBeNull();
    expect(card.querySelector('[data-testid="business-match-percent"]')).toBeNull();
  });

  it('gives viewers no Edit or Publish', async () => {
    const card = await renderCard(base, 'viewer');
    expect(buttonNamed(card, 'business-edit')).toBeNull();
    expect(buttonNamed(card, 'business-publish')).toBeNull();
    expect(buttonNamed(card, 'business-enhance')).not.toBeNull();
  });

  it('hands the business to the screen’s Edit dialog', async () => {
    const card = await renderCard(base);
    await click(buttonNamed(card, 'business-edit'));
    expect(onEdit).toHaveBeenCalledWith(base);
  });

  it('publishes, saying Publishing... meanwhile, and reports success', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const card = await renderCard(base);
    await click(buttonNamed(card, 'business-publish'));
    await settle();
    expect(buttonNamed(card, 'business-publish')?.textContent).toContain('Publishing...');
    expect(buttonNamed(card, 'business-publish')?.disabled).toBe(true);

    answer(jsonResponse(200, { listings: [listing] }));
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/businesses/${base.id}/publish`);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Listings published successfully', variant: 'success' }));
    expect(buttonNamed(card, 'business-publish')?.textContent).not.toContain('Publishing...');
  });

  it('reports a failed publish with the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'Your plan does not include these directories', code: 'FORBIDDEN' }));
    const card = await renderCard(base);
    await click(buttonNamed(card, 'business-publish'));
    await settle();
    expect(toast).toHaveBeenCalledWith({
      title: 'Error publishing listings',
      description: 'Your plan does not include these directories',
      variant: 'destructive',
    });
  });

  it('opens the enhance dialog, which leads to Business Matching', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        sampleIntegrationStatus({
          enabled: false,
          features: { businessMatching: false, listingSubmission: false, citationScanning: false, analytics: false },
        }),
      ),
    );
    const card = await renderCard(base);
    await click(buttonNamed(card, 'business-enhance'));
    const dialog = await findByTestId(document, 'enhance-dialog');
    await settle();
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(byTestId(dialog, 'enhance-go-matching').getAttribute('href')).toBe('/matching');
    expect(dialog.textContent).toContain('Contact your administrator to enable business data enrichment.');
  });
});
