// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleBusinessStatus } from '../../../shared/contract/google-business';
import type { MemberRole } from '../../../shared/domain/enums';
import { toast } from '../../lib/toast';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../../testing/dom';
import { memberQueryClient } from '../../testing/member-query-client';
import { sampleGoogleStatus } from './google-business-fixtures';
import { GoogleConnectionCard } from './google-connection-card';
import { PENDING_CONSENT_KEY } from './pending-consent';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const DESKTOP_MESSAGE = 'Google Business Profile is not available in the desktop app: Manage Google listings in the hosted app.';
const NOT_CONFIGURED_MESSAGE = 'Google Business Profile is not configured: an administrator sets GOOGLE_BUSINESS_CLIENT_ID.';
const THREE_HOURS_LATER = Date.parse('2025-06-01T13:00:00.000Z');
const AUTHORIZATION_URL = 'https://accounts.google.example/o/oauth2/v2/auth?client_id=abc&state=s1';

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  vi.mocked(toast).mockClear();
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/google-business/authorization' && method === 'POST') return jsonResponse(200, { authorizationUrl: AUTHORIZATION_URL, pending: 'sealed-pending' });
    if (url === '/api/google-business/connection' && method === 'DELETE') return jsonResponse(200, { status: sampleGoogleStatus({ connection: null }) });
    throw new Error(`Unexpected call ${method} ${String(url)}`);
  });
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderCard(status: GoogleBusinessStatus, role: MemberRole = 'owner') {
  rendered = await render(<GoogleConnectionCard status={status} loadedAt={THREE_HOURS_LATER} />, memberQueryClient(role));
  return byTestId(rendered.container, 'google-connection-card');
}

const has = (card: HTMLElement, testId: string) => card.querySelector(`[data-testid="${testId}"]`) !== null;
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url]) => String(url));

describe('GoogleConnectionCard', () => {
  it('says plainly why the desktop app cannot connect, with no address to register and no button', async () => {
    vi.stubGlobal('desktop', { isDesktop: true, platform: 'linux' });
    const card = await renderCard(sampleGoogleStatus({ available: false, unavailableReason: DESKTOP_MESSAGE, configuredBy: null, connection: null }));
    expect(byTestId(card, 'google-unavailable').textContent).toBe(DESKTOP_MESSAGE);
    expect(has(card, 'google-redirect')).toBe(false);
    expect(has(card, 'google-connect')).toBe(false);
  });

  it('gives the redirect address to register when Google is not configured, with a copy button', async () => {
    const status = sampleGoogleStatus({ available: false, unavailableReason: NOT_CONFIGURED_MESSAGE, configuredBy: null, connection: null });
    const card = await renderCard(status);
    expect(byTestId(card, 'google-unavailable').textContent).toBe(NOT_CONFIGURED_MESSAGE);
    const field = byTestId(card, 'google-redirect-uri') as HTMLInputElement;
    expect(field.value).toBe(status.redirectUri);
    expect(field.readOnly).toBe(true);
    expect(card.querySelector('button[aria-label="Copy redirect uri"]')).not.toBeNull();
    expect(has(card, 'google-connect')).toBe(false);
  });

  it('offers an admin to connect: keeps the pending consent in this tab and goes to Google', async () => {
    const card = await renderCard(sampleGoogleStatus({ connection: null, linkedBusinesses: 0 }), 'admin');
    vi.stubGlobal('location', { ...window.location, assign });
    const connect = byTestId(card, 'google-connect');
    expect(connect.textContent).toBe('Connect Google');
    await click(connect);
    await settle();
    expect(calls('POST')).toEqual(['/api/google-business/authorization']);
    expect(sessionStorage.getItem(PENDING_CONSENT_KEY)).toBe('sealed-pending');
    expect(assign).toHaveBeenCalledWith(AUTHORIZATION_URL);
    expect((byTestId(card, 'google-connect') as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a member who can connect, and offers no button', async () => {
    const card = await renderCard(sampleGoogleStatus({ connection: null }), 'member');
    expect(byTestId(card, 'google-connect-who').textContent).toContain('An owner or admin of the organization can connect Google.');
    expect(has(card, 'google-connect')).toBe(false);
  });

  it('shows who connected and when, the linked count and the environment note', async () => {
    const card = await renderCard(sampleGoogleStatus({ linkedBusinesses: 3, note: 'Sandbox: businesses not linked to Google show simulated listing figures.' }));
    expect(byTestId(card, 'google-connected').textContent).toBe('Connected by Ada Lovelace · 3 hours ago · 3 businesses linked');
    expect(byTestId(card, 'google-note').textContent).toBe('Sandbox: businesses not linked to Google show simulated listing figures.');
    expect(has(card, 'google-needs-reconnect')).toBe(false);
    expect(has(card, 'google-connect')).toBe(false);
    expect(has(card, 'google-disconnect')).toBe(true);
  });

  it('warns when Google no longer accepts the connection and offers to connect again', async () => {
    const status = sampleGoogleStatus({ connection: { connectedAt: '2025-06-01T10:00:00.000Z', connectedBy: null, needsReconnect: true } });
    const card = await renderCard(status);
    expect(byTestId(card, 'google-connected').textContent).toBe('Connected · 3 hours ago · 1 business linked');
    expect(byTestId(card, 'google-needs-reconnect').textContent).toContain('Google no longer accepts this connection');
    expect(byTestId(card, 'google-connect').textContent).toBe('Connect again');
  });

  it('lets a member see the connection but not disconnect it', async () => {
    const card = await renderCard(sampleGoogleStatus(), 'member');
    expect(has(card, 'google-connected')).toBe(true);
    expect(has(card, 'google-disconnect')).toBe(false);
  });

  it('disconnects only after the question is confirmed', async () => {
    const card = await renderCard(sampleGoogleStatus());
    await click(byTestId(card, 'google-disconnect'));
    const dialog = byTestId(document, 'confirm-dialog');
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.textContent).toContain('Disconnect Google?');
    expect(dialog.textContent).toContain('Citewise stops reading and updating your Google locations; links are kept for a later connection.');
    expect(calls('DELETE')).toEqual([]);

    await click(dialog.querySelector('button[type="submit"]'));
    await settle();
    expect(calls('DELETE')).toEqual(['/api/google-business/connection']);
    expect(toast).toHaveBeenCalledWith({ title: 'Google disconnected', variant: 'success' });
    expect(dialog.isConnected).toBe(false);
  });

  it('keeps the connection when the question is cancelled', async () => {
    const card = await renderCard(sampleGoogleStatus());
    await click(byTestId(card, 'google-disconnect'));
    const dialog = byTestId(document, 'confirm-dialog');
    const cancel = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Cancel');
    await click(cancel ?? null);
    expect(dialog.isConnected).toBe(false);
    expect(calls('DELETE')).toEqual([]);
  });
});
