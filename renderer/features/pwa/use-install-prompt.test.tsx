// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, type Rendered } from '../../testing/dom';
import type * as OfferModule from './install-offer';
import type * as HookModule from './use-install-prompt';

const START = Date.UTC(2026, 10, 24, 9);
const DAY = 24 * 60 * 60 * 1000;

let offers: typeof OfferModule;
let hook: typeof HookModule;
let rendered: Rendered | undefined;
let standalone = false;

beforeEach(async () => {
  vi.useFakeTimers({ now: START, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  localStorage.clear();
  standalone = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }));
  // The offer is kept per page load; each test loads the modules afresh, as a page would.
  vi.resetModules();
  offers = await import('./install-offer');
  hook = await import('./use-install-prompt');
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  const { offered } = hook.useInstallPrompt();
  return <p data-testid="probe">{offered ? 'offered' : 'quiet'}</p>;
}

function browserSaysInstallable(target: EventTarget): Event {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  target.dispatchEvent(event);
  return event;
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const shown = () => document.querySelector('[data-testid="probe"]')?.textContent;

describe('useInstallPrompt', () => {
  it('counts the 30 seconds from the browser’s signal, even one made before the screen rendered', async () => {
    const target = new EventTarget();
    offers.captureInstallOffers(target as Window);
    const event = browserSaysInstallable(target);
    expect(event.defaultPrevented).toBe(true);
    await advance(10_000);

    // The hook listens on the offers caught above, not on the window.
    rendered = await render(<Probe />);
    await advance(19_999);
    expect(shown()).toBe('quiet');
    await advance(1);
    expect(shown()).toBe('offered');
  });

  it('stays quiet for 7 days after a dismissal, then offers again', async () => {
    const target = new EventTarget();
    offers.captureInstallOffers(target as Window);
    localStorage.setItem('install-prompt-dismissed', String(START - 6 * DAY));
    rendered = await render(<Probe />);
    browserSaysInstallable(target);
    await advance(60_000);
    expect(shown()).toBe('quiet');

    vi.setSystemTime(START + DAY);
    browserSaysInstallable(target);
    await advance(30_000);
    expect(shown()).toBe('offered');
  });

  it('never offers the installed app', async () => {
    standalone = true;
    const target = new EventTarget();
    offers.captureInstallOffers(target as Window);
    rendered = await render(<Probe />);
    browserSaysInstallable(target);
    await advance(60_000);
    expect(shown()).toBe('quiet');
  });
});
