import { describe, expect, it } from 'vitest';
import { prerenderedDocument, stylesheetHrefs } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Citewise</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/zod-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const STYLESHEET = { href: '/assets/index-abc.css', css: 'html{margin:0}.flex{display:flex}.grid{display:grid}' };
const PAGE = { name: 'login', markup: '<main class="flex"><h1>Welcome back</h1></main>' };

describe('stylesheetHrefs', () => {
  it('lists the stylesheets index.html links', () => {
    expect(stylesheetHrefs(TEMPLATE)).toEqual(['/assets/index-abc.css']);
  });
});

describe('prerenderedDocument', () => {
  const html = prerenderedDocument(TEMPLATE, PAGE, [STYLESHEET]);

  it('puts the page in #root, marked with its name', () => {
    expect(html).toContain('<div id="root" data-prerendered="login"><main class="flex"><h1>Welcome back</h1></main></div>');
  });

  it('inlines the CSS the page uses, before the stylesheet', () => {
    expect(html).toContain('<style>html{margin:0}.flex{display:flex}</style>');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('/assets/index-abc.css'));
  });

  it('loads the stylesheet without holding the first paint back, for main.tsx to turn on', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" data-deferred-stylesheet>');
  });

  it('fetches the scripts, which only hydrate the page, at low priority', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/zod-abc.js">');
  });

  it('keeps the rest of index.html', () => {
    expect(html).toContain('<title>Citewise</title>');
    expect(html.replace(/<style>.*<\/style>\n\s*/, '').replace(/ fetchpriority="low"| media="print" data-deferred-stylesheet/g, '')).toBe(
      TEMPLATE.replace('<div id="root"></div>', `<div id="root" data-prerendered="login">${PAGE.markup}</div>`),
    );
  });

  it('reads replacement patterns in the markup as text', () => {
    expect(prerenderedDocument(TEMPLATE, { name: 'login', markup: "<p>$& $' $`</p>" }, [STYLESHEET])).toContain("<p>$& $' $`</p></div>");
  });

  it('refuses what it cannot place safely', () => {
    expect(() => prerenderedDocument(TEMPLATE.replace('<div id="root"></div>', ''), PAGE, [STYLESHEET])).toThrow(/#root|root/);
    expect(() => prerenderedDocument(TEMPLATE, PAGE, [])).toThrow(/stylesheets/);
    expect(() => prerenderedDocument(TEMPLATE, { ...PAGE, name: 'x"><script>' }, [STYLESHEET])).toThrow(/page name/);
    const closing = { ...STYLESHEET, css: 'html{content:"</style><script>"}' };
    expect(() => prerenderedDocument(TEMPLATE, PAGE, [closing])).toThrow(/close its <style>/);
  });
});
