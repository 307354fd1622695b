import { describe, expect, it } from 'vitest';
import { customCssProblem, HEX_COLOR } from './branding';

describe('customCssProblem', () => {
  it.each([
    ['.sidebar { background: #123456; }', undefined],
    ['h1 { font-weight: 700 } a:hover { text-decoration: underline }', undefined],
    ['.logo { background-image: url(https://cdn.example.com/logo.png) }', undefined],
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
