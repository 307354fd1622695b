// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleGoogleStatus } from '../features/google-business/google-business-fixtures';
import { CONSENT_NOT_FROM_THIS_BROWSER } from '../features/google-business/google-callback';
import { PENDING_CONSENT_KEY } from '../features/google-business/pending-consent';
import { toast } from '../lib/toast';
import { byTestId, jsonResponse, render, settle, type Rendered } from '../testing/dom';
import { memberQueryClient } from '../testing/member-query-client';
import GoogleBusinessCallbackPage from './google-business-callback';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: { name: 'Ada Lovelace' } }) }));

const CONNECTION_PATH = '/api/google-business/connection';

let rendered: Rendered | undefined;
let connectAnswer: () => Response;
const fetchMock = vi.fn<typeof fetch>();

const connectCalls = () => fetchMock.mock.calls.filter(([url, init]) => url === CONNECTION_PATH && init?.method === 'POST');
const bodyOf = (call: Parameters<typeof fetch> | undefined): unknown => JSON.parse(String(call?.[1]?.body));

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast).mockClear();
  sessionStorage.clear();
  connectAnswer = () => jsonResponse(200, { status: sampleGoogleStatus() });
  fetchMock.mockImplementation(async (url, init) => {
    if (url === CONNECTION_PATH && init?.method === 'POST') return connectAnswer();
    return jsonResponse(404, { message: `No answer for ${String(url)}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function renderCallback(search: string) {
  window.history.replaceState(null, '', `/google-business/callback${search}`);
  rendered = await render(<GoogleBusinessCallbackPage />, memberQueryClient('owner'));
  await settle();
  return rendered.container;
}

describe('Google Business Profile callback', () => {
  it("hands Google's code, the state and this tab's pending consent to the server, then goes to the screen", async () => {
    sessionStorage.setItem(PENDING_CONSENT_KEY, 'sealed-pending');
    await renderCallback('?code=4%2F0AbCd&state=state-1&scope=business.manage');
    expect(connectCalls()).toHaveLength(1);
    expect(bodyOf(connectCalls()[0])).toEqual({ code: '4/0AbCd', state: 'state-1', pending: 'sealed-pending' });
    expect(sessionStorage.getItem(PENDING_CONSENT_KEY)).toBeNull();
    expect(toast).toHaveBeenCalledWith({ title: 'Google Business Profile connected', variant: 'success' });
    expect(window.location.pathname).toBe('/google-business');
    expect(window.location.search).toBe('');
  });

  it('asks nothing of the server when this browser did not start the connection', async () => {
    const container = await renderCallback('?code=4%2F0AbCd&state=state-1');
    expect(connectCalls()).toHaveLength(0);
    expect(byTestId(container, 'google-callback-error').textContent).toBe(CONSENT_NOT_FROM_THIS_BROWSER);
    expect(byTestId(container, 'google-callback-back').getAttribute('href')).toBe('/google-business');
    // The code does not stay in the address bar.
    expect(window.location.search).toBe('');
  });

  it("passes Google's error on and shows why the connection did not happen, with a way back", async () => {
    sessionStorage.setItem(PENDING_CONSENT_KEY, 'sealed-pending');
    connectAnswer = () => jsonResponse(400, { message: 'Google access was not granted.', code: 'VALIDATION_FAILED' });
    const container = await renderCallback('?error=access_denied&state=state-1');
    expect(bodyOf(connectCalls()[0])).toEqual({ error: 'access_denied', state: 'state-1', pending: 'sealed-pending' });
    expect(byTestId(container, 'google-callback-error').textContent).toBe('Google access was not granted.');
    expect(byTestId(container, 'google-callback-back').textContent).toContain('Back to Google Business Profile');
    expect(toast).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/google-business/callback');
  });

  it("shows Google's reason when the exchange of the code fails", async () => {
    sessionStorage.setItem(PENDING_CONSENT_KEY, 'sealed-pending');
    connectAnswer = () => jsonResponse(502, { message: 'Google refused the code: invalid_grant', code: 'PROVIDER_FAILED' });
    const container = await renderCallback('?code=spent&state=state-1');
    expect(byTestId(container, 'google-callback-error').textContent).toBe('Google refused the code: invalid_grant');
  });
});
