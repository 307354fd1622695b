import { describe, expect, it } from 'vitest';
import { safeNextPath, withNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/', '/'],
    ['/settings', '/settings'],
    ['/invitations/accept?token=abc_DEF-123', '/invitations/accept?token=abc_DEF-123'],
    ['/reports#top', '/reports#top'],
  ])('keeps the relative path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/'],
    ['a scheme-relative address', '//evil.example/login'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/settings\n'],
    ['a path without its leading slash', 'settings'],
    ['a script address', 'javascript:alert(1)'],
  ])('refuses %s', (_, value) => {
    expect(safeNextPath(value)).toBeUndefined();
  });
});

describe('withNextPath', () => {
  it('adds a safe next', () => {
    expect(withNextPath('/login', '/invitations/accept?token=abc')).toBe(
      '/login?next=%2Finvitations%2Faccept%3Ftoken%3Dabc',
    );
  });

  it('leaves an unsafe next out', () => {
    expect(withNextPath('/login', '//evil.example')).toBe('/login');
  });

  it('keeps other parameters before next', () => {
    expect(withNextPath('/register', '/settings', { email: 'ada@example.com' })).toBe(
      '/register?email=ada%40example.com&next=%2Fsettings',
    );
  });
});
