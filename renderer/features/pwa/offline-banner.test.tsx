// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { OfflineBanner } from './offline-banner';
import { reportServerReached } from '../../lib/connectivity';
import { byTestId, click, render, settle, type Rendered } from '../../testing/dom';

const fetchMock = vi.fn<typeof fetch>();
let rendered: Rendered | undefined;

function healthAnswer(): Response {
  return new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function banner(): HTMLElement | null {
  return document.querySelector('[data-testid="offline-banner"]');
}

function tryAgainButton(): HTMLButtonElement {
  const button = [...byTestId(document, 'offline-banner').querySelectorAll('button')].find((b) => b.textContent?.includes('Try again'));
  if (!(button instanceof HTMLButtonElement)) throw new Error('No Try again button');
  return button;
}

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  rendered = await render(<OfflineBanner />);
  // The last request got no answer.
  await act(async () => reportServerReached(false));
});

afterEach(async () => {
  rendered?.unmount();
  await act(async () => reportServerReached(true));
  vi.unstubAllGlobals();
});

describe('OfflineBanner', () => {
  it('shows while the server cannot be reached, and Try again keeps it until the server answers', async () => {
    expect(banner()?.textContent).toContain('You are offline.');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click(tryAgainButton());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/health');
    expect(banner()).not.toBeNull();
    expect(tryAgainButton().disabled).toBe(false);

    fetchMock.mockResolvedValueOnce(healthAnswer());
    await click(tryAgainButton());
    await settle();
    expect(banner()).toBeNull();
  });

  it('checks the server by itself when the browser says the connection is back', async () => {
    fetchMock.mockResolvedValueOnce(healthAnswer());
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
  });

  it('asks nothing on reconnecting when the server was never lost', async () => {
    await act(async () => reportServerReached(true));
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(banner()).toBeNull();
  });
});
