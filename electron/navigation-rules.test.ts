import { describe, expect, it, vi } from 'vitest';
import { applyNavigationRules, externalLink, isSameOrigin } from './navigation-rules';
import { FakeWebContents } from './testing/fake-electron';

const APP_ORIGIN = 'http://127.0.0.1:43117';

function setUp() {
  const contents = new FakeWebContents();
  const openExternal = vi.fn();
  applyNavigationRules(contents, APP_ORIGIN, openExternal);
  return { contents, openExternal };
}

describe('externalLink', () => {
  it.each([
    ['https://www.yelp.com/biz/acme', 'https://www.yelp.com/biz/acme'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/a b', 'https://example.com/a%20b'],
  ])('accepts %s as %s', (url, expected) => {
    expect(externalLink(url)).toBe(expected);
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:owner@example.com',
    'smb://share/x',
    'data:text/html,<b>x</b>',
    'not a url',
    '',
  ])('rejects %s', (url) => {
    expect(externalLink(url)).toBeUndefined();
  });
});

describe('isSameOrigin', () => {
  it.each([
    [`${APP_ORIGIN}/businesses?page=2`, true],
    [`${APP_ORIGIN}`, true],
    ['http://127.0.0.1:43118/', false],
    ['http://localhost:43117/', false],
    ['https://127.0.0.1:43117/', false],
    ['http://127.0.0.1:43117@evil.example/', false],
    ['nonsense', false],
  ])('%s -> %s', (url, expected) => {
    expect(isSameOrigin(url, APP_ORIGIN)).toBe(expected);
  });
});

describe('applyNavigationRules', () => {
  it('lets the window navigate within the app origin', () => {
    const { contents, openExternal } = setUp();

    expect(contents.navigate(`${APP_ORIGIN}/settings`)).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation to another origin and opens http(s) ones in the system browser', () => {
    const { contents, openExternal } = setUp();

    expect(contents.navigate('https://evil.example/login')).toBe(true);
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://evil.example/login');
  });

  it('blocks navigation to other schemes without opening anything', () => {
    const { contents, openExternal } = setUp();

    expect(contents.navigate('file:///home/tester/.ssh/id_rsa')).toBe(true);
    expect(contents.navigate('javascript:alert(1)')).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('holds a server redirect to the same rule: within the app it goes on, elsewhere it is stopped', () => {
    const { contents, openExternal } = setUp();

    expect(contents.redirect(`${APP_ORIGIN}/login`)).toBe(false);
    expect(contents.redirect('https://evil.example/phish')).toBe(true);
    expect(contents.redirect('file:///etc/passwd')).toBe(true);
    expect(openExternal.mock.calls).toEqual([['https://evil.example/phish']]);
  });

  it('denies every new window and opens only http(s) links externally', () => {
    const { contents, openExternal } = setUp();

    for (const url of ['https://maps.google.com/?q=acme', 'http://example.com/', 'file:///etc/hosts', 'mailto:a@b.c', 'ms-settings:']) {
      expect(contents.requestWindow(url)).toEqual({ action: 'deny' });
    }
    expect(openExternal.mock.calls).toEqual([['https://maps.google.com/?q=acme'], ['http://example.com/']]);
  });

  it('does not hand the app origin to the system browser', () => {
    const { contents, openExternal } = setUp();

    expect(contents.requestWindow(`${APP_ORIGIN}/reports/1`)).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
  });
});
