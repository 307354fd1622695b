import { describe, expect, it } from 'vitest';
import { prerenderedFileFor, type PrerenderedManifest } from './prerendered-manifest';

const MANIFEST: PrerenderedManifest = {
  pages: { '/login': 'login.html', '/reset-password': 'reset-password.html' },
  notFound: 'not-found.html',
  routedPaths: ['/', '/businesses', '/login', '/reset-password', '/auth/callback'],
};

describe('prerenderedFileFor', () => {
  it.each([
    ['/login', 'login.html'],
    ['/reset-password', 'reset-password.html'],
    ['/', undefined],
    ['/businesses', undefined],
    ['/auth/callback', undefined],
    // The app routes these too; only the exact path gets the page, which it hydrates.
    ['/login/', undefined],
    ['/LOGIN', undefined],
    ['/Businesses/', undefined],
    ['/no-such-page', 'not-found.html'],
    ['/businesses/123', 'not-found.html'],
    ['/constructor', 'not-found.html'],
    ['/__proto__', 'not-found.html'],
  ])('%s: %s', (pathname, expected) => {
    expect(prerenderedFileFor(MANIFEST, pathname)).toBe(expected);
  });
});
