// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createDesktopBridge } from '../../../electron/desktop-bridge';
import { render, type Rendered } from '../../testing/dom';
import { SocialSignIn } from './social-sign-in';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  delete (window as { desktop?: unknown }).desktop;
});

describe('SocialSignIn', () => {
  it('offers the three providers in a browser', async () => {
    rendered = await render(<SocialSignIn />);

    const buttons = [...rendered.container.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(['Sign in with Google', 'Sign in with Facebook', 'Sign in with LinkedIn']);
    expect(rendered.container.querySelector('[data-testid="social-desktop-note"]')).toBeNull();
    expect([...rendered.container.querySelectorAll('button')].every((button) => !button.disabled)).toBe(true);
  });

  it('prerendered, its buttons are disabled until the page hydrates, as a click before then does nothing', () => {
    const markup = renderToString(<SocialSignIn />);
    expect(markup.match(/<button[^>]*>/g)?.map((button) => button.includes('disabled'))).toEqual([true, true, true]);
  });

  it('in the desktop app says social sign-in is on the hosted instance, with no buttons', async () => {
    Object.defineProperty(window, 'desktop', { value: createDesktopBridge('linux'), configurable: true });

    rendered = await render(<SocialSignIn />);

    expect(rendered.container.querySelectorAll('button')).toHaveLength(0);
    expect(rendered.container.querySelector('[data-testid="social-desktop-note"]')?.textContent).toContain(
      'available on a hosted Citewise in the browser',
    );
  });
});
