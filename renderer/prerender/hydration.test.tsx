// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { byTestId, findByTestId, settle } from '../testing/dom';
import { NOT_FOUND_RENDER_PATH, PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, hydratesPrerenderedPage } from './prerendered-pages';
import { renderPage } from './render-page';

// The build renders in Node, with no window; here the window is hidden while rendering the same way.
async function prerendered(path: string): Promise<string> {
  vi.stubGlobal('window', undefined);
  try {
    return await renderPage(path);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** What jsdom lacks, and a server that never answers. */
function stubBrowser(): void {
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
}

const STORED_USER = { id: '6f1c2a9e-0000-4000-8000-000000000001', name: 'Ada', email: 'ada@example.com', role: 'business' };

let root: Root | undefined;
const recoverableErrors: unknown[] = [];
const consoleErrors: string[] = [];
// React marks each context with the renderer using it; react-dom/static and react-dom/client share
// them only here, never in a browser, so this warning is the test's own.
const SHARED_CONTEXT_WARNING = 'Detected multiple renderers concurrently rendering the same context provider';

/** The page as the browser shows it at `url` before any script has run. */
function load(name: string, markup: string, url: string): HTMLElement {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${name}">${markup}</div>`;
  return document.getElementById('root')!;
}

/** Hydrates the page, as main.tsx does when the markup is the one its first render makes. */
async function hydrate(container: HTMLElement): Promise<HTMLElement> {
  expect(hydratesPrerenderedPage(container, window.location.pathname, localStorage.getItem('user') !== null)).toBe(true);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => void recoverableErrors.push(error) },
    );
  });
  return container;
}

/** The page's submit button once hydrated: until then it is disabled. */
async function enabledSubmit(container: HTMLElement): Promise<HTMLButtonElement> {
  for (let round = 0; round < 200; round += 1) {
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button && !button.disabled) return button;
    await settle();
  }
  throw new Error('The submit button never came on');
}

beforeEach(() => {
  recoverableErrors.length = 0;
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (!message.startsWith(SHARED_CONTEXT_WARNING)) consoleErrors.push(message);
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prerendered pages', () => {
  it.each(PRERENDERED_PAGES.map((page) => [page.name, page.path ?? NOT_FOUND_RENDER_PATH, page.path ?? '/no-such-page']))(
    '%s hydrates without a mismatch',
    async (name, renderPath, url) => {
      const markup = await prerendered(renderPath);
      stubBrowser();
      const container = await hydrate(load(name, markup, url));
      await settle();
      expect(container.querySelector('h1')).not.toBeNull();
      expect(recoverableErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );

  it('hydrates /login with a query and a stored session, then shows what the query asks', async () => {
    const markup = await prerendered('/login');
    expect(markup).not.toContain('verified-banner');
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('user', JSON.stringify(STORED_USER));
    stubBrowser();

    const container = await hydrate(load('login', markup, '/login?verified=true&email=grace%40example.com'));
    await enabledSubmit(container);

    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect((await findByTestId(container, 'verified-banner')).textContent).toContain('verified successfully');
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('grace@example.com');
    expect(window.location.search).toBe('');
  });

  it('keeps what was typed before hydrating, over the query', async () => {
    const markup = await prerendered('/login');
    stubBrowser();
    const page = load('login', markup, '/login?email=query%40example.com');
    // Disabled until hydrated: the browser would send the form itself, password in the address.
    expect(page.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    page.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'typed@example.com';
    page.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'typed password';

    const container = await hydrate(page);
    const button = await enabledSubmit(container);
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('typed@example.com');

    // The form has both: it sends them rather than asking for them.
    await act(async () => button.click());
    expect(container.querySelector('[data-testid="login-error"]')).toBeNull();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/api/auth/login'))).toBe(true);
    expect(recoverableErrors).toEqual([]);
  });

  it('keeps an account type chosen on /register before hydrating, and registers with it', async () => {
    const markup = await prerendered('/register');
    stubBrowser();
    const page = load('register', markup, '/register');
    const role = (value: string) => page.querySelector<HTMLInputElement>(`input[name="role"][value="${value}"]`)!;
    expect(role('business').checked).toBe(true);
    // The radios work without script: the browser checks one and unchecks the rest.
    role('partner').click();
    expect([role('business').checked, role('partner').checked]).toEqual([false, true]);
    const typed: Record<string, string> = { name: 'Grace Hopper', email: 'grace@example.com', password: 'correct horse', confirmPassword: 'correct horse' };
    for (const [name, value] of Object.entries(typed)) page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;

    const container = await hydrate(page);
    const button = await enabledSubmit(container);
    expect(role('partner').checked).toBe(true);
    await act(async () => button.click());
    const registration = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/auth/register'));
    expect(JSON.parse(String(registration?.[1]?.body))).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', role: 'partner' });
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("shows a brand that arrives before the page's own code", async () => {
    const markup = await prerendered('/login');
    // Fresh modules, so the page's code loads while hydrating, as in a browser, after the brand's answer.
    vi.resetModules();
    const { App: LoadedApp } = await import('../app');
    const brand = { name: 'Acme Listings', logoUrl: null, primaryColor: null, secondaryColor: null, customCss: null };
    stubBrowser();
    vi.mocked(fetch).mockImplementation(async () => Response.json({ brand }));

    const container = load('login', markup, '/login');
    // Until then neither the product's mark nor its name shows.
    expect(container.querySelector('[data-testid="brand-name"]')?.closest('.invisible')).not.toBeNull();
    await act(async () => {
      root = hydrateRoot(container, <LoadedApp />, { onRecoverableError: (error) => void recoverableErrors.push(error) });
    });
    const name = await findByTestId(container, 'brand-name');
    for (let round = 0; round < 20 && name.textContent !== brand.name; round += 1) await settle();
    expect(name.textContent).toBe('Acme Listings');
    expect(name.closest('.invisible')).toBeNull();
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the emailed link being verified until the query is known', async () => {
    const markup = await prerendered('/verify-email');
    expect(markup).toContain('data-testid="verify-email-pending"');
    stubBrowser();

    const container = await hydrate(load('verify-email', markup, '/verify-email?email=grace%40example.com'));
    expect((await findByTestId(container, 'verify-email-message')).textContent).toContain('grace@example.com');
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the reset form until the query is known, then the link it came with', async () => {
    const markup = await prerendered('/reset-password');
    expect(markup).not.toContain('reset-password-error');
    stubBrowser();

    const container = await hydrate(load('reset-password', markup, '/reset-password?token=not-a-token'));
    expect(byTestId(await findByTestId(container, 'reset-password-error'), 'request-new-reset-link')).toBeTruthy();
    expect(recoverableErrors).toEqual([]);
  });
});

describe('hydratesPrerenderedPage', () => {
  const rootOf = (name?: string) => {
    const element = document.createElement('div');
    if (name) element.setAttribute(PRERENDERED_ATTRIBUTE, name);
    return element;
  };

  it.each([
    ['the page for this path', rootOf('login'), '/login', false, true],
    ['signed in too: the page is the same', rootOf('login'), '/login', true, true],
    ['a page for another path', rootOf('login'), '/register', false, false],
    ['a path the page is not rendered for', rootOf('login'), '/login/', false, false],
    ['not-found, signed out', rootOf('not-found'), '/no-such-page', false, true],
    ['not-found, signed in: the shell shows it', rootOf('not-found'), '/no-such-page', true, false],
    ['an unknown mark', rootOf('dashboard'), '/', false, false],
    ['an empty root', rootOf(), '/login', false, false],
  ])('%s', (_, root, pathname, signedIn, expected) => {
    expect(hydratesPrerenderedPage(root, pathname, signedIn)).toBe(expected);
  });
});
