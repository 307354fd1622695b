import { describe, expect, it } from 'vitest';
import { isOutdatedShellCache, isSkipWaitingMessage, requestStrategy, shellCacheName, shouldServeShell } from './request-strategy';

const ORIGIN = 'https://app.example.com';

describe('requestStrategy', () => {
  it.each([
    ['a screen opened', { url: `${ORIGIN}/citations?status=open`, method: 'GET', mode: 'navigate' }, 'page'],
    ['the start page', { url: `${ORIGIN}/`, method: 'GET', mode: 'navigate' }, 'page'],
    ['a script of the build', { url: `${ORIGIN}/assets/index-4hsCiOFt.js`, method: 'GET', mode: 'cors' }, 'cache-first'],
    ['an icon', { url: `${ORIGIN}/icons/icon-192.png`, method: 'GET', mode: 'no-cors' }, 'cache-first'],
    ['an API read', { url: `${ORIGIN}/api/businesses`, method: 'GET', mode: 'cors' }, 'network'],
    ['the API root', { url: `${ORIGIN}/api`, method: 'GET', mode: 'cors' }, 'network'],
    ['a social sign-in navigation', { url: `${ORIGIN}/api/auth/google`, method: 'GET', mode: 'navigate' }, 'network'],
    ['a CSV download', { url: `${ORIGIN}/api/businesses/export`, method: 'GET', mode: 'cors' }, 'network'],
    ['an API write', { url: `${ORIGIN}/api/businesses`, method: 'POST', mode: 'cors' }, 'network'],
    ['a form posted by navigation', { url: `${ORIGIN}/login`, method: 'POST', mode: 'navigate' }, 'network'],
    ["another site's logo", { url: 'https://cdn.example.org/logo.png', method: 'GET', mode: 'no-cors' }, 'network'],
    ['a path that only starts like the API', { url: `${ORIGIN}/apiary`, method: 'GET', mode: 'navigate' }, 'page'],
  ] as const)('%s: %s', (_case, request, strategy) => {
    expect(requestStrategy(request, ORIGIN)).toBe(strategy);
  });
});

describe('shouldServeShell', () => {
  it.each([
    [undefined, true],
    [{ status: 200 }, false],
    [{ status: 404 }, false],
    [{ status: 500 }, true],
    [{ status: 503 }, true],
  ])('answer %j: %s', (response, serve) => {
    expect(shouldServeShell(response)).toBe(serve);
  });
});

describe('shell caches', () => {
  it("drops other builds' caches and keeps the current one and anyone else's", () => {
    const current = shellCacheName('v2');
    expect(isOutdatedShellCache(shellCacheName('v1'), current)).toBe(true);
    expect(isOutdatedShellCache(current, current)).toBe(false);
    expect(isOutdatedShellCache('some-other-cache', current)).toBe(false);
  });
});

describe('isSkipWaitingMessage', () => {
  it.each([
    [{ type: 'skip-waiting' }, true],
    [{ type: 'something-else' }, false],
    ['skip-waiting', false],
    [null, false],
  ])('%j: %s', (data, expected) => {
    expect(isSkipWaitingMessage(data)).toBe(expected);
  });
});
