// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PULL_TO_REFRESH_TIMEOUT_MS } from '../../shared/domain/constants';
import { byTestId, render, type Rendered } from '../testing/dom';
import { pullDistance, pullReady, usePullToRefresh } from './use-pull-to-refresh';

describe('pullDistance', () => {
  it.each([
    [-40, 0],
    [0, 0],
    [50, 50],
    [120, 120],
    [300, 120],
  ])('a finger %s px down pulls %s px (at most 1.5 x 80)', (deltaY, expected) => {
    expect(pullDistance(deltaY)).toBe(expected);
  });
});

describe('pullReady', () => {
  it.each([
    [0, false],
    [79, false],
    [80, true],
    [120, true],
  ])('%s px pulled: ready %s', (distance, expected) => {
    expect(pullReady(distance)).toBe(expected);
  });
});

function touch(type: string, clientY?: number, target: EventTarget = window) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

function Probe({ refresh }: { refresh: () => Promise<unknown> }) {
  const { distance, ready, refreshing } = usePullToRefresh(refresh);
  return <output data-testid="state">{JSON.stringify({ distance, ready, refreshing })}</output>;
}

let rendered: Rendered | undefined;
let phone = true;

beforeEach(() => {
  phone = true;
  window.scrollY = 0;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 639px)' && phone }));
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderProbe(refresh: () => Promise<unknown>) {
  rendered = await render(<Probe refresh={refresh} />);
  return () => JSON.parse(byTestId(rendered!.container, 'state').textContent ?? '') as { distance: number; ready: boolean; refreshing: boolean };
}

describe('usePullToRefresh', () => {
  it('follows a pull from the top of a phone screen and refreshes when let go past the threshold', async () => {
    let finish: () => void = () => {};
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const state = await renderProbe(refresh);

    touch('touchstart', 10);
    const move = touch('touchmove', 110);
    expect(state()).toEqual({ distance: 100, ready: true, refreshing: false });
    expect(move.defaultPrevented).toBe(true);

    touch('touchend');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(state()).toEqual({ distance: 0, ready: false, refreshing: true });

    await act(async () => finish());
    expect(state().refreshing).toBe(false);
  });

  it('does nothing for a pull short of the threshold', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const state = await renderProbe(refresh);
    touch('touchstart', 10);
    touch('touchmove', 60);
    expect(state()).toEqual({ distance: 50, ready: false, refreshing: false });
    touch('touchend');
    expect(refresh).not.toHaveBeenCalled();
    expect(state().distance).toBe(0);
  });

  it('does nothing when the touch is cancelled', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    await renderProbe(refresh);
    touch('touchstart', 10);
    touch('touchmove', 150);
    touch('touchcancel');
    touch('touchend');
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([
    ['on a wide screen', () => (phone = false)],
    ['when the page is scrolled down', () => (window.scrollY = 200)],
  ])('ignores a pull %s', async (_, arrange) => {
    arrange();
    const refresh = vi.fn(() => Promise.resolve());
    const state = await renderProbe(refresh);
    touch('touchstart', 10);
    const move = touch('touchmove', 150);
    touch('touchend');
    expect(state().distance).toBe(0);
    expect(move.defaultPrevented).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ignores a pull that starts inside a dialog', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const state = await renderProbe(refresh);
    const field = document.body.appendChild(document.createElement('dialog')).appendChild(document.createElement('input'));
    touch('touchstart', 10, field);
    touch('touchmove', 150, field);
    touch('touchend', undefined, field);
    expect(state().distance).toBe(0);
    expect(refresh).not.toHaveBeenCalled();
    field.closest('dialog')?.remove();
  });

  it('stops showing the refresh after the timeout when the refresh does not finish', async () => {
    vi.useFakeTimers();
    const state = await renderProbe(() => new Promise(() => {}));
    touch('touchstart', 0);
    touch('touchmove', 100);
    touch('touchend');
    expect(state().refreshing).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PULL_TO_REFRESH_TIMEOUT_MS - 1));
    expect(state().refreshing).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state().refreshing).toBe(false);
  });
});
