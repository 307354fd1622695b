// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationSourceSettings } from '../../../shared/contract/admin-settings';
import { toast } from '../../lib/toast';
import { byTestId, click, jsonResponse, render, settle, typeInto, type Rendered } from '../../testing/dom';
import { quotaText } from './citation-source-text';
import { CitationSourcesCard } from './citation-sources-card';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const LIST_PATH = '/api/admin/settings/citation-sources';

const off = { enabled: false, retention: null, attribution: null, circuit: null, lastError: null, lastErrorAt: null, quota: null } as const;

function sampleSources(): CitationSourceSettings[] {
  return [
    {
      id: 'yelp',
      name: 'Yelp',
      enabled: true,
      configuredBy: 'settings',
      keySet: true,
      keyEnvironmentVariable: 'YELP_API_KEY',
      retention: 'ids_only',
      attribution: null,
      circuit: 'open',
      lastError: 'Yelp answered 503',
      lastErrorAt: '2025-03-01T12:00:00.000Z',
      quota: { limit: 5000, remaining: 1234, resetsAt: '2025-03-02T00:00:00.000Z' },
    },
    { id: 'foursquare', name: 'Foursquare', ...off, enabled: true, configuredBy: 'environment', keySet: false, keyEnvironmentVariable: 'FOURSQUARE_API_KEY', retention: 'ids_only', circuit: 'closed' },
    { id: 'google', name: 'Google Places', ...off, configuredBy: null, keySet: false, keyEnvironmentVariable: 'GOOGLE_PLACES_API_KEY' },
    { id: 'openstreetmap', name: 'OpenStreetMap', ...off, configuredBy: 'default', keySet: null, keyEnvironmentVariable: null },
    {
      id: 'listing_pages',
      name: 'Listing pages',
      ...off,
      enabled: true,
      configuredBy: 'settings',
      keySet: null,
      keyEnvironmentVariable: null,
      retention: 'everything',
      circuit: 'closed',
    },
  ];
}

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const sent: { method: string; url: string; body: unknown }[] = [];

/** The citation source routes as the contract describes them; PUT answers the source changed. */
function serve({
  list = () => jsonResponse(200, { sources: sampleSources() }),
  testAnswer = { ok: true, message: 'Yelp accepted the API key' },
  held = Promise.resolve(),
}: { list?: () => Response | Promise<Response>; testAnswer?: { ok: boolean; message: string }; held?: Promise<void> } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url: String(url), body });
    if (url === LIST_PATH && method === 'GET') return list();
    const put = /^\/api\/admin\/settings\/citation-sources\/([a-z_]+)$/.exec(String(url));
    if (put && method === 'PUT') {
      const source = sampleSources().find((each) => each.id === put[1])!;
      const change = body as { apiKey?: string | null; enabled?: boolean };
      const changed =
        change.enabled !== undefined
          ? { ...source, enabled: change.enabled, configuredBy: 'settings' as const }
          : { ...source, enabled: change.apiKey !== null, keySet: change.apiKey !== null, configuredBy: change.apiKey === null ? null : ('settings' as const) };
      return jsonResponse(200, { source: changed });
    }
    if (/\/test$/.test(String(url)) && method === 'POST') {
      await held;
      return jsonResponse(200, testAnswer);
    }
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
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderCard() {
  rendered = await render(<CitationSourcesCard />);
  await settle();
  return byTestId(rendered.container, 'citation-sources-card');
}

const calls = (method: string) => sent.filter((call) => call.method === method).map(({ url, body }) => ({ url, body }));

describe('CitationSourcesCard', () => {
  it('lists every source with its state, where it is configured, quota, breaker, last error and attribution', async () => {
    serve();
    const card = await renderCard();
    const yelp = byTestId(card, 'citation-source-yelp');
    expect(yelp.querySelector('h3')?.textContent).toBe('Yelp');
    expect(byTestId(yelp, 'citation-source-yelp-state').textContent).toBe('On');
    expect(byTestId(yelp, 'citation-source-yelp-configured-by').textContent).toBe('Saved here');
    expect(byTestId(yelp, 'citation-source-yelp-quota').textContent).toMatch(/^1,234 of 5,000 calls left today, resets at .+/);
    expect(byTestId(yelp, 'citation-source-yelp-circuit').textContent).toBe('Paused after repeated failures');
    expect(byTestId(yelp, 'citation-source-yelp-last-error').textContent).toContain('Yelp answered 503');
    expect(byTestId(yelp, 'citation-source-yelp-key-input').getAttribute('type')).toBe('password');
    expect(yelp.textContent).toContain('Keeps listing ids only');

    expect(byTestId(card, 'citation-source-google-state').textContent).toBe('Off');
    expect(byTestId(card, 'citation-source-google-configured-by').textContent).toBe('No key');
    expect(byTestId(card, 'citation-source-openstreetmap-configured-by').textContent).toBe('Default');
    expect(byTestId(card, 'citation-source-openstreetmap-switch').getAttribute('aria-checked')).toBe('false');
    expect(byTestId(card, 'citation-source-listing-pages-switch').getAttribute('aria-checked')).toBe('true');
    // The closed breaker of a working source says nothing.
    expect(card.querySelector('[data-testid="citation-source-foursquare-circuit"]')).toBeNull();
  });

  it('disables the key of a source the environment sets, and says where to change it', async () => {
    serve();
    const card = await renderCard();
    const foursquare = byTestId(card, 'citation-source-foursquare');
    expect(byTestId(foursquare, 'citation-source-foursquare-configured-by').textContent).toBe('Set by environment');
    const input = byTestId(foursquare, 'citation-source-foursquare-key-input');
    expect(input.hasAttribute('disabled')).toBe(true);
    expect(byTestId(foursquare, 'citation-source-foursquare-key-save').hasAttribute('disabled')).toBe(true);
    expect(byTestId(foursquare, 'citation-source-foursquare-key-remove').hasAttribute('disabled')).toBe(true);
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('FOURSQUARE_API_KEY in the server environment');
  });

  it('saves a typed key, clears the field and never puts the key on the page', async () => {
    serve();
    const card = await renderCard();
    expect(byTestId(card, 'citation-source-google-key-save').hasAttribute('disabled')).toBe(true);
    expect(byTestId(card, 'citation-source-google-key-remove').hasAttribute('disabled')).toBe(true);
    await typeInto(byTestId(card, 'citation-source-google-key-input'), 'AIzaSyD-google-key-123456');
    await click(byTestId(card, 'citation-source-google-key-save'));
    await settle();
    expect(calls('PUT')).toEqual([{ url: `${LIST_PATH}/google`, body: { apiKey: 'AIzaSyD-google-key-123456' } }]);
    expect((byTestId(card, 'citation-source-google-key-input') as HTMLInputElement).value).toBe('');
    expect(byTestId(card, 'citation-source-google-state').textContent).toBe('On');
    expect(card.textContent).not.toContain('AIzaSyD-google-key-123456');
    expect(toast).toHaveBeenCalledWith({ title: 'Google Places key saved', variant: 'success' });
  });

  it('refuses a key too short to be one without asking the server', async () => {
    serve();
    const card = await renderCard();
    await typeInto(byTestId(card, 'citation-source-google-key-input'), 'abc');
    await click(byTestId(card, 'citation-source-google-key-save'));
    await settle();
    expect(calls('PUT')).toEqual([]);
    expect(byTestId(card, 'citation-source-google').textContent).toContain('That does not look like an API key');
  });

  it('removes a stored key', async () => {
    serve();
    const card = await renderCard();
    await click(byTestId(card, 'citation-source-yelp-key-remove'));
    await settle();
    expect(calls('PUT')).toEqual([{ url: `${LIST_PATH}/yelp`, body: { apiKey: null } }]);
    expect(byTestId(card, 'citation-source-yelp-state').textContent).toBe('Off');
  });

  it('switches an open source on with the keyboard-reachable switch', async () => {
    serve();
    const card = await renderCard();
    const toggle = byTestId(card, 'citation-source-openstreetmap-switch');
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('role')).toBe('switch');
    await click(toggle);
    await settle();
    expect(calls('PUT')).toEqual([{ url: `${LIST_PATH}/openstreetmap`, body: { enabled: true } }]);
    expect(byTestId(card, 'citation-source-openstreetmap-switch').getAttribute('aria-checked')).toBe('true');
    expect(byTestId(card, 'citation-source-openstreetmap-configured-by').textContent).toBe('Saved here');
  });

  it.each<[string, { ok: boolean; message: string }, string]>([
    ['works', { ok: true, message: 'Yelp accepted the API key' }, 'true'],
    ['fails', { ok: false, message: 'Yelp refused the API key (HTTP 401)' }, 'false'],
  ])('shows what the connection test said when it %s', async (_case, testAnswer, ok) => {
    let release: () => void = () => undefined;
    serve({ testAnswer, held: new Promise<void>((resolve) => (release = resolve)) });
    const card = await renderCard();
    const button = byTestId(card, 'citation-source-yelp-test-button');
    expect(button.textContent).toBe('Test connection');
    await click(button);
    await settle();
    expect(byTestId(card, 'citation-source-yelp-test-button').textContent).toBe('Testing...');
    expect(byTestId(card, 'citation-source-yelp-test-button').hasAttribute('disabled')).toBe(true);
    release();
    await settle();
    expect(calls('POST')).toEqual([{ url: `${LIST_PATH}/yelp/test`, body: undefined }]);
    const result = byTestId(card, 'citation-source-yelp-test-result');
    expect(result.dataset.ok).toBe(ok);
    expect(result.textContent).toContain(testAnswer.message);
    expect(byTestId(card, 'citation-source-yelp-test-button').textContent).toBe('Test connection');
  });

  it('shows a loading state, then why the list failed, with a retry', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve({ list: () => new Promise<Response>((resolve) => (answer = resolve)) });
    rendered = await render(<CitationSourcesCard />);
    const card = byTestId(rendered.container, 'citation-sources-card');
    expect(card.textContent).toContain('Loading the citation sources');
    answer(jsonResponse(500, { message: 'Server failure', code: 'INTERNAL_ERROR' }));
    await settle();
    expect(card.querySelector('[role="alert"]')?.textContent).toContain('Try again');
  });

  it('says when the server offers no sources', async () => {
    serve({ list: () => jsonResponse(200, { sources: [] }) });
    const card = await renderCard();
    expect(card.textContent).toContain('No citation sources');
  });
});

describe('quotaText', () => {
  it('words what the service reported, and nothing when it reported nothing', () => {
    const at = () => 'midnight';
    expect(quotaText({ limit: 5000, remaining: 1234, resetsAt: '2025-03-02T00:00:00.000Z' }, at)).toBe('1,234 of 5,000 calls left today, resets at midnight');
    expect(quotaText({ limit: null, remaining: 40, resetsAt: null }, at)).toBe('40 calls left today');
    expect(quotaText({ limit: 500, remaining: null, resetsAt: null }, at)).toBeNull();
    expect(quotaText(null, at)).toBeNull();
  });
});
