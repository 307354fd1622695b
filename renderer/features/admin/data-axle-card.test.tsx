// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataAxleConfig } from '../../../shared/contract/admin-settings';
import { toast } from '../../lib/toast';
import { byTestId, chooseOption, click, jsonResponse, render, settle, typeInto, type Rendered } from '../../testing/dom';
import { sampleIntegrationStatus } from '../../testing/fixtures';
import { DataAxleCard } from './data-axle-card';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const config: DataAxleConfig = { ...sampleIntegrationStatus(), apiKeySet: true, apiKeyMask: '••••••••' };

const status = {
  status: { enabled: true, environment: 'sandbox', features: config.features },
  apiKeySet: true,
  circuit: 'open',
  lastError: 'Data Axle answered 503',
  lastErrorAt: '2025-03-01T12:00:00.000Z',
};

const CONFIG_PATH = '/api/admin/settings/data-axle/config';

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const sent: { method: string; url: string; body: unknown }[] = [];

/** The admin data-axle routes as the contract describes them; PUT answers the stored config changed. */
function serve({ testAnswer = { ok: true, environment: 'sandbox', message: 'Credentials accepted' } } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url: String(url), body });
    if (url === CONFIG_PATH && method === 'GET') return jsonResponse(200, { config });
    if (url === CONFIG_PATH && method === 'PUT') {
      const change = body as Partial<DataAxleConfig>;
      return jsonResponse(200, { config: { ...config, ...change, features: { ...config.features, ...change.features } } });
    }
    if (url === '/api/admin/settings/data-axle/status') return jsonResponse(200, status);
    if (url === '/api/admin/settings/data-axle/test') return jsonResponse(200, testAnswer);
    throw new Error(`Unexpected call ${method} ${String(url)}`);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  sent.length = 0;
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderCard() {
  rendered = await render(<DataAxleCard />);
  await settle();
  return byTestId(rendered.container, 'data-axle-card');
}

const puts = () => sent.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('DataAxleCard', () => {
  it('says a key is stored without showing any of it, and shows the circuit and last error', async () => {
    serve();
    const card = await renderCard();
    expect(byTestId(card, 'data-axle-key-status').textContent).toBe('A key is stored');
    expect(card.textContent).not.toContain('••••••••');
    expect(card.querySelector('[data-testid="data-axle-key-input"]')).toBeNull();
    expect(byTestId(card, 'data-axle-circuit').dataset.circuit).toBe('open');
    expect(byTestId(card, 'data-axle-last-error').textContent).toContain('Data Axle answered 503');
    expect(byTestId(card, 'data-axle-production-note').textContent).toContain('does not offer analytics or citation scanning');
  });

  it('saves only what changed', async () => {
    serve();
    const card = await renderCard();
    expect(byTestId(card, 'data-axle-save').hasAttribute('disabled')).toBe(true);
    await click(byTestId(card, 'data-axle-feature-analytics'));
    await chooseOption(byTestId(card, 'data-axle-environment'), 'Production (Data Axle)');
    await click(byTestId(card, 'data-axle-save'));
    await settle();
    expect(puts()).toEqual([{ environment: 'production', features: { analytics: false } }]);
    expect(toast).toHaveBeenCalledWith({ title: 'Business data integration saved', variant: 'success' });
  });

  it('marks the analytics and citation switches as not offered in production', async () => {
    serve();
    const card = await renderCard();
    expect(byTestId(card, 'data-axle-feature-analytics').getAttribute('aria-describedby')).not.toBeNull();
    expect(card.textContent).not.toContain('Not offered by Data Axle in production.');
    await chooseOption(byTestId(card, 'data-axle-environment'), 'Production (Data Axle)');
    expect(card.textContent?.split('Not offered by Data Axle in production.').length).toBe(3);
  });

  it('removes the stored key with null, and replaces it with a typed one', async () => {
    serve();
    let card = await renderCard();
    await click(byTestId(card, 'data-axle-key-remove'));
    expect(byTestId(card, 'data-axle-key-status').textContent).toBe('The stored key will be removed when you save.');
    await click(byTestId(card, 'data-axle-save'));
    await settle();
    expect(puts()).toEqual([{ apiKey: null }]);

    rendered?.unmount();
    sent.length = 0;
    card = await renderCard();
    await click(byTestId(card, 'data-axle-key-replace'));
    await typeInto(byTestId(card, 'data-axle-key-input'), 'ffddaa789012345678901234');
    expect(byTestId(card, 'data-axle-key-input').getAttribute('type')).toBe('password');
    await click(byTestId(card, 'data-axle-save'));
    await settle();
    expect(puts()).toEqual([{ apiKey: 'ffddaa789012345678901234' }]);
  });

  it('refuses a key too short to be one, without asking the server', async () => {
    serve();
    const card = await renderCard();
    await click(byTestId(card, 'data-axle-key-replace'));
    await typeInto(byTestId(card, 'data-axle-key-input'), 'abc');
    await click(byTestId(card, 'data-axle-save'));
    await settle();
    expect(puts()).toEqual([]);
    expect(card.textContent).toContain('That does not look like an API key');
  });

  it.each<[string, { ok: boolean; environment: string; message: string }, string]>([
    ['works', { ok: true, environment: 'sandbox', message: 'Credentials accepted' }, 'true'],
    ['fails', { ok: false, environment: 'production', message: 'Data Axle refused the API key' }, 'false'],
  ])('shows what the connection test said when it %s', async (_case, testAnswer, ok) => {
    serve({ testAnswer });
    const card = await renderCard();
    await click(byTestId(card, 'data-axle-test-button'));
    await settle();
    const result = byTestId(card, 'data-axle-test-result');
    expect(result.dataset.ok).toBe(ok);
    expect(result.textContent).toContain(testAnswer.message);
  });
});
