import { describe, expect, it } from 'vitest';
import { classNamesIn, criticalCss, requiredClasses } from './critical-css';

describe('requiredClasses', () => {
  it.each([
    ['.flex', ['flex']],
    ['html,:host', []],
    ['*,:before,:after', []],
    ['.max-sm\\:pr-11', ['max-sm:pr-11']],
    ['.w-\\[44\\%\\]', ['w-[44%]']],
    ['.bg-white\\/15', ['bg-white/15']],
    ['.mt-0\\.5', ['mt-0.5']],
    ['.\\[\\&_svg\\]\\:size-4 svg', ['[&_svg]:size-4']],
    ['.\\31 0xl', ['10xl']],
    ['.hover\\:underline:hover', ['hover:underline']],
    ['.space-y-4>:not(:last-child)', ['space-y-4']],
    ['.a:not(.b)', ['a']],
    ['.group-hover\\:x:is(:where(.group):hover *)', ['group-hover:x']],
    ['[data-state=open].a.b', ['a', 'b']],
    ['[class~="x.y"]', []],
  ])('%s needs %j', (selector, classes) => {
    expect(requiredClasses(selector)).toEqual(classes);
  });
});

describe('criticalCss', () => {
  const used = new Set(['flex', 'lg:flex', 'hover:underline']);

  it('keeps rules of classes the markup has, and rules naming no class', () => {
    const css = '*,:before{box-sizing:border-box}.flex{display:flex}.grid{display:grid}html{color:red}';
    expect(criticalCss(css, used)).toBe('*,:before{box-sizing:border-box}.flex{display:flex}html{color:red}');
  });

  it('keeps a rule when any selector in its list may match', () => {
    expect(criticalCss('.grid,.flex{gap:0}.grid,.table{gap:1px}', used)).toBe('.grid,.flex{gap:0}');
  });

  it('prunes inside @media and @supports, dropping groups it empties', () => {
    const css =
      '@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:grid{display:grid}}@media (hover:hover){.hover\\:bold:hover{font-weight:700}}';
    expect(criticalCss(css, used)).toBe('@media (width>=64rem){.lg\\:flex{display:flex}}');
  });

  it('keeps every @layer, emptied or not, as where one is first named sets its order', () => {
    const css = '@layer theme{:root{--a:1}}@layer components;@layer base{}@layer utilities{.grid{display:grid}}';
    expect(criticalCss(css, used)).toBe('@layer theme{:root{--a:1}}@layer components;@layer base{}@layer utilities{}');
  });

  it('keeps @keyframes and @property whole', () => {
    const css = '@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false}';
    expect(criticalCss(css, used)).toBe(css);
  });

  it('reads braces and commas in strings and escapes as text', () => {
    const css = '.flex{content:"}"}.grid{content:"{"}.x\\,y{color:red}';
    expect(criticalCss(css, used)).toBe('.flex{content:"}"}');
  });

  it('drops comments', () => {
    expect(criticalCss('/*! licence */.flex{display:flex}/* .grid{} */', used)).toBe('.flex{display:flex}');
  });

  it('refuses a stylesheet it cannot read', () => {
    expect(() => criticalCss('.flex{display:flex', used)).toThrow(/does not close/);
    expect(() => criticalCss('.flex{display:flex}}', used)).toThrow(/never opened/);
  });
});

describe('classNamesIn', () => {
  it('reads class attributes as React writes them, entities and all', () => {
    const markup =
      '<div class="flex  gap-2"><svg class="lucide size-4"></svg><p class="[&amp;_svg]:size-4 a&#x27;b"></p><p data-class="no"></p></div>';
    expect([...classNamesIn(markup)].sort()).toEqual(['[&_svg]:size-4', "a'b", 'flex', 'gap-2', 'lucide', 'size-4']);
  });
});
