import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './website-normalizer';

describe('normalizeWebsite', () => {
  it.each<[string, string, boolean]>([
    ['https://example.com', 'http://example.com', true],
    ['https://www.example.com', 'example.com', true],
    ['https://example.com/', 'https://example.com', true],
    ['HTTPS://WWW.EXAMPLE.COM/', 'example.com', true],
    ['www.Example.com', 'https://example.com', true],
    ['https://example.com/?utm_source=yelp&utm_medium=listing', 'https://example.com', true],
    ['https://example.com/menu?gclid=abc123', 'https://example.com/menu', true],
    ['https://example.com/?fbclid=IwAR0x', 'example.com', true],
    ['https://example.com/?msclkid=1&ref=gmb', 'example.com', true],
    ['https://example.com/menu/?UTM_CAMPAIGN=x', 'example.com/menu', true],
    ['https://example.com/#contact', 'example.com', true],
    ['https://example.com/shop?b=2&a=1', 'example.com/shop?a=1&b=2', true],
    ['https://example.com:443/', 'example.com', true],
    ['  https://example.com  ', 'example.com', true],
    ['https://example.com.', 'example.com', true],
    ['https://example.com', 'https://example.org', false],
    ['https://example.com', 'https://shop.example.com', false],
    ['https://example.com/menu', 'https://example.com/Menu', true],
    ['https://example.com/menu', 'https://example.com', false],
    ['https://example.com/?location=2', 'https://example.com/?location=3', false],
    ['https://example.com', 'https://example.com:8080', false],
    ['https://joes-pizza.com', 'https://joespizza.com', false],
  ])('%j vs %j: same %s', (a, b, same) => {
    expect(normalizeWebsite(a) === normalizeWebsite(b)).toBe(same);
  });

  it('keeps what it cannot read as a web address, lower-cased', () => {
    expect(normalizeWebsite('Not A Website')).toBe('not a website');
  });

  it('orders query parameters the same on a second pass, whatever their case', () => {
    expect(normalizeWebsite('http://a.example?B=1&a=2')).toBe('a.example?a=2&b=1');
  });

  it.each(['..', '.', 'http://..', 'www.'])('keeps %s, which has no host, as typed', (text) => {
    expect(normalizeWebsite(text)).toBe(text);
  });

  it('reads a bare site as the URL parser reads its host, without www', () => {
    const site = fc.tuple(fc.constantFrom('', 'http://', 'HTTPS://'), fc.constantFrom('', 'www.', 'WWW.'), fc.domain(), fc.constantFrom('', '/'));
    fc.assert(
      fc.property(site, ([scheme, www, domain, slash]) => {
        const website = `${scheme}${www}${domain}${slash}`;
        const host = new URL(`http://${www}${domain}`).hostname.replace(/^www\./, '');
        expect(normalizeWebsite(website)).toBe(host);
      }),
    );
  });

  it('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (website) => {
        const once = normalizeWebsite(website);
        expect(normalizeWebsite(once)).toBe(once);
      }),
    );
  });
});
