import { describe, expect, it } from 'vitest';
import { profileLinkText, safeProfileUrl } from './profile-url';

describe('safeProfileUrl', () => {
  it.each<[string, string | null, string | undefined]>([
    ['none', null, undefined],
    ['empty', '', undefined],
    ['https', 'https://www.yelp.com/biz/blue-door', 'https://www.yelp.com/biz/blue-door'],
    ['http', 'http://example.com/', 'http://example.com/'],
    ['a script', 'javascript:alert(1)', undefined],
    ['data', 'data:text/html,<b>x</b>', undefined],
    ['not an address', 'yelp listing 42', undefined],
  ])('%s', (_, url, expected) => {
    expect(safeProfileUrl(url)).toBe(expected);
  });
});

describe('profileLinkText', () => {
  it.each<[string, string]>([
    ['https://www.yelp.com/biz/blue-door/', 'yelp.com/biz/blue-door'],
    ['https://maps.apple.com/place?id=42', 'maps.apple.com/place?id=42'],
    ['http://example.com/', 'example.com'],
    ['https://www.example.com', 'example.com'],
  ])('%s', (url, expected) => {
    expect(profileLinkText(url)).toBe(expected);
  });
});
