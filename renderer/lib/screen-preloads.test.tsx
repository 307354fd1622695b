// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findByTestId, render, type Rendered } from '../testing/dom';
import { preloadOnNavigationIntent, screenPreloads, type ScreenModule } from './screen-preloads';

const screen = (testId: string): ScreenModule => ({ default: () => <p data-testid={testId}>{testId}</p> });

/** Loaders that count their calls and answer when told. */
function controlledLoaders() {
  const calls = { '/': 0, '/reports': 0 };
  const answers: Partial<Record<keyof typeof calls, (outcome: ScreenModule | Error) => void>> = {};
  const loader = (path: keyof typeof calls) => () => {
    calls[path] += 1;
    return new Promise<ScreenModule>((resolve, reject) => {
      answers[path] = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
    });
  };
  return { calls, answers, loaders: { '/': loader('/'), '/reports': loader('/reports') } };
}

describe('screen preloads', () => {
  let rendered: Rendered | undefined;
  afterEach(() => rendered?.unmount());

  it('loads a screen once however often it is preloaded, and rendering uses that load', async () => {
    const { calls, answers, loaders } = controlledLoaders();
    const { screens, preload } = screenPreloads(loaders);
    const first = preload('/reports');
    expect(preload('/reports')).toBe(first);
    expect(calls['/reports']).toBe(1);

    const Reports = screens['/reports'];
    rendered = await render(
      <Suspense fallback={<p data-testid="loading" />}>
        <Reports />
      </Suspense>,
    );
    expect(rendered.container.querySelector('[data-testid="loading"]')).not.toBeNull();
    answers['/reports']?.(screen('reports-screen'));
    await findByTestId(rendered.container, 'reports-screen');
    expect(calls['/reports']).toBe(1);
    expect(calls['/']).toBe(0);
  });

  it('ignores paths that are not screens', () => {
    const { calls, loaders } = controlledLoaders();
    const { preload } = screenPreloads(loaders);
    expect(preload('/login')).toBeUndefined();
    expect(preload('/reports/../admin')).toBeUndefined();
    expect(preload('constructor')).toBeUndefined();
    expect(calls).toEqual({ '/': 0, '/reports': 0 });
  });

  it('tries a failed load again at the next preload', async () => {
    const { calls, answers, loaders } = controlledLoaders();
    const { preload } = screenPreloads(loaders);
    const failed = preload('/');
    answers['/']?.(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    await Promise.resolve();
    void preload('/');
    expect(calls['/']).toBe(2);
  });
});

describe('preloading on navigation intent', () => {
  const link = (href: string) => {
    const anchor = document.body.appendChild(document.createElement('a'));
    anchor.href = href;
    anchor.innerHTML = '<svg><path></path></svg><span>Reports</span>';
    return anchor;
  };
  afterEach(() => document.body.replaceChildren());

  it('preloads the path of a link pointed at, focused or touched, from any element inside it', () => {
    const preload = vi.fn<(path: string) => undefined>();
    const stop = preloadOnNavigationIntent(document, preload);
    const anchor = link('/reports');
    anchor.querySelector('path')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    anchor.querySelector('span')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/reports'], ['/reports'], ['/reports']]);

    stop();
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it('leaves links to other sites and elements outside links alone', () => {
    const preload = vi.fn<(path: string) => undefined>();
    const stop = preloadOnNavigationIntent(document, preload);
    link('https://elsewhere.example/reports').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.appendChild(document.createElement('button')).dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    stop();
  });

  it('swallows a failed preload: the screen shows the failure when it renders', async () => {
    const failure = Promise.reject(new Error('offline'));
    const stop = preloadOnNavigationIntent(document, () => failure);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    link('/reports').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    stop();
  });
});
