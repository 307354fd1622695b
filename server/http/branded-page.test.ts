import { describe, expect, it } from 'vitest';
import type { Brand } from '../../shared/contract/organizations';
import { readFileSync } from 'node:fs';
import { DEFAULT_THEME_COLOR } from '../../shared/domain/branding';
import { brandedPage } from './branded-page';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="theme-color" content="#2563eb" />
    <title>Citewise</title>
    <style>.flex{display:flex}</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BRAND: Brand = {
  name: 'Acme Listings',
  logoUrl: null,
  primaryColor: '#0F766E',
  secondaryColor: null,
  customCss: '.card { letter-spacing: 0.01em; }',
};

describe('brandedPage', () => {
  it('names the tab after the brand and sets its colours where the renderer does, on <html>', () => {
    const html = brandedPage(PAGE, BRAND);
    expect(html).toContain('<title>Acme Listings</title>');
    expect(html).toMatch(/<html style="--color-primary:#0f766e;--color-primary-hover:#[0-9a-f]{6};[^"]*" lang="en">/);
    expect(html).toContain('--color-primary-foreground:#ffffff;');
  });

  it("colours the phone's toolbar with the brand's primary colour, or the product's", () => {
    expect(brandedPage(PAGE, BRAND)).toContain('<meta name="theme-color" content="#0f766e" />');
    for (const primaryColor of [null, 'teal', '#0f766e"><script>']) {
      expect(brandedPage(PAGE, { ...BRAND, primaryColor })).toContain('<meta name="theme-color" content="#2563eb" />');
    }
  });

  it("agrees with the app's page and web manifest on the product's colour", () => {
    expect(readFileSync('renderer/index.html', 'utf8')).toContain(`<meta name="theme-color" content="${DEFAULT_THEME_COLOR}" />`);
    expect(JSON.parse(readFileSync('renderer/public/manifest.webmanifest', 'utf8'))).toMatchObject({ theme_color: DEFAULT_THEME_COLOR });
  });

  it('puts the custom CSS last in the head, where the renderer keeps it', () => {
    expect(brandedPage(PAGE, BRAND)).toContain('<style id="brand-css">.card { letter-spacing: 0.01em; }</style>\n  </head>');
  });

  it('leaves out what the brand does not set', () => {
    const html = brandedPage(PAGE, { ...BRAND, primaryColor: null, customCss: '  ' });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('brand-css');
  });

  it.each([
    ['</title><script>alert(1)</script>', '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['</style><script>alert(1)</script>', '&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Tom & "Jerry\'s"', 'Tom &amp; &quot;Jerry&#39;s&quot;'],
    // A replacement string would put the page around the match back in.
    ["$` $& $'", '$` $&amp; $&#39;'],
  ])('writes the name %j as text', (name, escaped) => {
    const html = brandedPage(PAGE, { ...BRAND, name });
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).not.toContain('<script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it.each([
    ['</style><script>alert(1)</script>'],
    ['.a { background: url(https://evil.example/?q=1); }'],
    ['@import "https://evil.example/x.css";'],
  ])('leaves out custom CSS the shared rules refuse: %j', (customCss) => {
    const html = brandedPage(PAGE, { ...BRAND, customCss });
    expect(html).not.toContain('brand-css');
    expect(html).not.toContain('<script>');
  });

  it('writes custom CSS as it is, replacement patterns included', () => {
    const html = brandedPage(PAGE, { ...BRAND, customCss: ".a::after { content: \"$` $&\"; }" });
    expect(html).toContain('<style id="brand-css">.a::after { content: "$` $&"; }</style>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('puts only well-formed colours in the style attribute', () => {
    const html = brandedPage(PAGE, { ...BRAND, primaryColor: '"><script>alert(1)</script>', secondaryColor: 'red;x:expression(1)' });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<script>');
  });
});
