// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { OfflineBanner, RECHECK_DELAYS_MS } from './offline-banner';
import { reportServerReached } from '../../lib/connectivity';
import { byTestId, click, render, type Rendered } from '../../testing/dom';

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

/** Lets answers and renders finish; the clock is fake, so the banner's own checks come only when a test moves it. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await act(async () => vi.advanceTimersByTimeAsync(0));
}

beforeEach(async () => {
  vi.useFakeTimers();
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
  vi.useRealTimers();
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

  it('asks the server again by itself until it answers, when the first check after reconnecting fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(banner()).not.toBeNull();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0]));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(banner()).not.toBeNull();

    fetchMock.mockResolvedValueOnce(healthAnswer());
    await act(async () => vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[1]));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(banner()).toBeNull();

    // Reached again: no more checks.
    await act(async () => vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS.at(-1)! * 2));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not ask while the browser says it has no connection', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(async () => vi.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0] + RECHECK_DELAYS_MS[1]));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(banner()).not.toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('asks nothing on reconnecting when the server was never lost', async () => {
    await act(async () => reportServerReached(true));
    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(banner()).toBeNull();
  });
});
