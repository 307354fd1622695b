// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { findByTestId, render, settle, type Rendered } from './testing/dom';
import { storeToken, storeUser, clearStoredSession } from './lib/session-storage';

// The signed-in shell is a chunk of its own: counted here by how often it is asked for.
const shell = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./protected-app', () => {
  shell.imports += 1;
  return { default: () => <p data-testid="shell">Shell</p> };
});

let rendered: Rendered | undefined;

/** What jsdom lacks, and a server that never answers. */
function stubBrowser(): void {
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
}

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  clearStoredSession();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('App', () => {
  it('sends a signed-out visit to a screen to /login without fetching the shell or the screen', async () => {
    stubBrowser();
    window.history.replaceState(null, '', '/reports?tab=sent');
    rendered = await render(<App />);
    await settle();
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/login?next=${encodeURIComponent('/reports?tab=sent')}`);
    expect(shell.imports).toBe(0);
  });

  it('opens the shell for a stored session', async () => {
    stubBrowser();
    storeUser({ id: '6f1c2a9e-0000-4000-8000-000000000001', name: 'Ada', email: 'ada@example.com', role: 'business' } as never);
    storeToken('stored-token');
    window.history.replaceState(null, '', '/reports');
    rendered = await render(<App />);
    expect((await findByTestId(rendered.container, 'shell')).textContent).toBe('Shell');
    expect(window.location.pathname).toBe('/reports');
  });
});
