// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../../shared/contract/organizations';
import { BRAND_CSS_ELEMENT_ID } from '../../../shared/domain/branding';
import { applyBrandColors, applyBrandCss, applyThemeColor } from './apply-brand';

const brand: Brand = {
  name: 'Acme Listings',
  logoUrl: null,
  primaryColor: '#0f766e',
  secondaryColor: '#f59e0b',
  customCss: '.sidebar { letter-spacing: 0.01em; }',
};

beforeEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.innerHTML = '';
});

describe('applyBrandColors', () => {
  it('sets the theme properties on the root element', () => {
    applyBrandColors(document.documentElement, brand);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#0f766e');
    expect(style.getPropertyValue('--color-primary-foreground')).toBe('#ffffff');
    expect(style.getPropertyValue('--color-secondary')).toBe('#f59e0b');
  });

  it('restores the defaults when the brand goes away', () => {
    document.documentElement.style.setProperty('font-size', '18px');
    applyBrandColors(document.documentElement, brand);
    applyBrandColors(document.documentElement, null);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('');
    expect(style.getPropertyValue('--color-secondary')).toBe('');
    expect(style.getPropertyValue('font-size')).toBe('18px');
  });

  it('drops a colour the next brand does not set', () => {
    applyBrandColors(document.documentElement, brand);
    applyBrandColors(document.documentElement, { ...brand, primaryColor: null });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--color-secondary')).toBe('#f59e0b');
  });
});

describe('applyBrandCss', () => {
  const styles = () => document.querySelectorAll(`style#${BRAND_CSS_ELEMENT_ID}`);

  it('keeps exactly one style element and replaces its text', () => {
    applyBrandCss(document, '.a { color: red; }');
    applyBrandCss(document, '.b { color: blue; }');
    expect(styles()).toHaveLength(1);
    expect(styles()[0]?.textContent).toBe('.b { color: blue; }');
  });

  it('removes the element when there is no CSS', () => {
    applyBrandCss(document, '.a { color: red; }');
    applyBrandCss(document, null);
    expect(styles()).toHaveLength(0);
    applyBrandCss(document, '   ');
    expect(styles()).toHaveLength(0);
  });

  it('never applies CSS the shared rules refuse', () => {
    applyBrandCss(document, '.a { color: red; }');
    applyBrandCss(document, '</style><script>alert(1)</script>');
    expect(styles()).toHaveLength(0);
    expect(document.querySelector('script')).toBeNull();
    applyBrandCss(document, '@import url(https://evil.example/x.css);');
    expect(styles()).toHaveLength(0);
  });
});

describe('applyThemeColor', () => {
  const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content;

  it("follows the brand's primary colour and goes back to the product's", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#2563eb" />';
    applyThemeColor(document, brand);
    expect(themeColor()).toBe('#0f766e');
    applyThemeColor(document, { ...brand, primaryColor: 'not a colour' });
    expect(themeColor()).toBe('#2563eb');
    applyThemeColor(document, brand);
    applyThemeColor(document, null);
    expect(themeColor()).toBe('#2563eb');
  });
});
