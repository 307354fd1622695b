// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '../../testing/dom';
import { ProtectedRoute } from './protected-route';

const auth = vi.hoisted(() => ({ user: null as { role: string } | null }));
vi.mock('./auth-context', () => ({ useAuth: () => ({ user: auth.user, sessionCheck: undefined }) }));

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  window.history.replaceState(null, '', '/');
});

async function visitSignedOut(address: string) {
  window.history.replaceState(null, '', address);
  rendered = await render(
    <ProtectedRoute>
      <p>Inside</p>
    </ProtectedRoute>,
  );
  return `${window.location.pathname}${window.location.search}`;
}

describe('ProtectedRoute', () => {
  it("sends a signed-out person to login and back to the same address, query and all", async () => {
    const landed = await visitSignedOut('/google-business/callback?code=4%2F0Ab&state=s1');
    expect(landed).toBe(`/login?next=${encodeURIComponent('/google-business/callback?code=4%2F0Ab&state=s1')}`);
  });

  it('needs no next for the home page', async () => {
    expect(await visitSignedOut('/')).toBe('/login');
  });
});
