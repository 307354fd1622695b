// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { render } from '../testing/dom';
import { useMediaQuery } from './use-media-query';

function Probe() {
  return <p>{useMediaQuery('(min-width: 64rem)', true) ? 'wide' : 'narrow'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

it('answers the query and follows the window as it changes', async () => {
  let matches = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(min-width: 64rem)' && matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  const { container, unmount } = await render(<Probe />);
  expect(container.textContent).toBe('narrow');
  act(() => {
    matches = true;
    for (const listener of listeners) listener();
  });
  expect(container.textContent).toBe('wide');
  unmount();
  expect(listeners.size).toBe(0);
});

it('answers the fallback where there is no matchMedia', async () => {
  vi.stubGlobal('matchMedia', undefined);
  const { container } = await render(<Probe />);
  expect(container.textContent).toBe('wide');
});
