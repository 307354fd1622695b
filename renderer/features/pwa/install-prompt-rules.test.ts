import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_DISMISS_MS } from '../../../shared/domain/constants';
import { addsToHomeScreenFromShareMenu, isInstallPromptSnoozed, isRunningStandalone, shouldOfferInstall } from './install-prompt-rules';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('isInstallPromptSnoozed', () => {
  it.each([
    ['never dismissed', undefined, false],
    ['dismissed a minute ago', NOW - 60_000, true],
    ['dismissed 6 days ago', NOW - 6 * DAY, true],
    ['dismissed a millisecond short of 7 days ago', NOW - INSTALL_PROMPT_DISMISS_MS + 1, true],
    ['dismissed exactly 7 days ago', NOW - INSTALL_PROMPT_DISMISS_MS, false],
    ['dismissed 30 days ago', NOW - 30 * DAY, false],
    ['dismissed "tomorrow" by a clock that was ahead', NOW + DAY, true],
  ])('%s: %s', (_case, dismissedAt, snoozed) => {
    expect(isInstallPromptSnoozed(dismissedAt, NOW)).toBe(snoozed);
  });
});

describe('shouldOfferInstall', () => {
  it('offers it to a browser tab never dismissed', () => {
    expect(shouldOfferInstall({ standalone: false, dismissedAt: undefined, now: NOW })).toBe(true);
  });

  it('never offers it to the installed app', () => {
    expect(shouldOfferInstall({ standalone: true, dismissedAt: undefined, now: NOW })).toBe(false);
  });

  it('waits out a dismissal, then offers it again', () => {
    expect(shouldOfferInstall({ standalone: false, dismissedAt: NOW - DAY, now: NOW })).toBe(false);
    expect(shouldOfferInstall({ standalone: false, dismissedAt: NOW - 8 * DAY, now: NOW })).toBe(true);
  });
});

describe('isRunningStandalone', () => {
  const windowWith = (displayModeStandalone: boolean, safariStandalone?: boolean) => ({
    matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' && displayModeStandalone }),
    navigator: { standalone: safariStandalone },
  });

  it('reads the display mode', () => {
    expect(isRunningStandalone(windowWith(true))).toBe(true);
    expect(isRunningStandalone(windowWith(false))).toBe(false);
  });

  it("reads Safari's home-screen flag", () => {
    expect(isRunningStandalone(windowWith(false, true))).toBe(true);
    expect(isRunningStandalone(windowWith(false, false))).toBe(false);
  });
});

describe('addsToHomeScreenFromShareMenu', () => {
  it.each([
    ["Safari on an iPhone, in a tab", { standalone: false, maxTouchPoints: 5 }, true],
    ['Safari on an iPad, reporting a Mac', { standalone: false, maxTouchPoints: 5 }, true],
    ['the app added to the home screen', { standalone: true, maxTouchPoints: 5 }, false],
    ['Safari on a Mac: no touch', { standalone: false, maxTouchPoints: 0 }, false],
    ['Chrome on Android: no home-screen flag, it says when it can install', { maxTouchPoints: 5 }, false],
    ['a desktop browser', { maxTouchPoints: 0 }, false],
  ])('%s: %s', (_case, navigator, tells) => {
    expect(addsToHomeScreenFromShareMenu(navigator)).toBe(tells);
  });
});
