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
  for (const key of ['standalone', 'maxTouchPoints']) Reflect.deleteProperty(navigator, key);
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

describe('useInstallPrompt on an iPhone or iPad', () => {
  /** Safari there, in a tab: its home-screen flag is false, and the screen takes touch. */
  function onSafariForIos() {
    Object.defineProperty(navigator, 'standalone', { value: false, configurable: true });
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
  }

  function HowToAddProbe() {
    const { showsHowToAdd, dismiss } = hook.useInstallPrompt();
    return (
      <>
        <p data-testid="probe">{showsHowToAdd ? 'shows how' : 'quiet'}</p>
        <button onClick={dismiss}>Got it</button>
      </>
    );
  }

  it('tells how to add the app to the home screen 30 seconds after it opened, with no signal from the browser', async () => {
    onSafariForIos();
    rendered = await render(<HowToAddProbe />);
    await advance(29_999);
    expect(shown()).toBe('quiet');
    await advance(1);
    expect(shown()).toBe('shows how');
  });

  it('keeps a dismissal for 7 days, as the prompt does', async () => {
    onSafariForIos();
    rendered = await render(<HowToAddProbe />);
    await advance(30_000);
    await act(async () => {
      document.querySelector('button')!.click();
    });
    expect(shown()).toBe('quiet');
    expect(localStorage.getItem('install-prompt-dismissed')).toBe(String(START + 30_000));
    rendered.unmount();

    vi.setSystemTime(START + 6 * DAY);
    rendered = await render(<HowToAddProbe />);
    await advance(60_000);
    expect(shown()).toBe('quiet');
    rendered.unmount();

    vi.setSystemTime(START + 30_000 + 7 * DAY);
    rendered = await render(<HowToAddProbe />);
    await advance(30_000);
    expect(shown()).toBe('shows how');
  });

  it('stays quiet in the app added to the home screen, and in other browsers', async () => {
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    rendered = await render(<HowToAddProbe />);
    await advance(60_000);
    expect(shown()).toBe('quiet');
    rendered.unmount();

    Reflect.deleteProperty(navigator, 'standalone');
    rendered = await render(<HowToAddProbe />);
    await advance(60_000);
    expect(shown()).toBe('quiet');
  });
});
