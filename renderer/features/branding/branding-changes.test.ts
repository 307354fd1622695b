import { describe, expect, it } from 'vitest';
import { brandingChanges, brandingValues, type BrandingValues } from './branding-changes';

const saved = {
  logoUrl: 'https://cdn.example.com/logo.png',
  primaryColor: '#0f766e',
  secondaryColor: null,
  customCss: null,
  customDomain: 'listings.example.com',
};

const unchanged: BrandingValues = brandingValues(saved);

describe('brandingValues', () => {
  it('shows unset fields as empty text', () => {
    expect(unchanged).toEqual({
      logoUrl: 'https://cdn.example.com/logo.png',
      primaryColor: '#0f766e',
      secondaryColor: '',
      customCss: '',
      customDomain: 'listings.example.com',
    });
  });
});

describe('brandingChanges', () => {
  it.each<[string, Partial<BrandingValues>, Record<string, string | null>]>([
    ['nothing when nothing changed', {}, {}],
    ['nothing for the same colour in capitals', { primaryColor: '#0F766E' }, {}],
    ['nothing for surrounding spaces', { customDomain: ' listings.example.com ' }, {}],
    ['a colour typed without #', { secondaryColor: 'F59E0B' }, { secondaryColor: '#f59e0b' }],
    ['a cleared field as null', { logoUrl: '  ' }, { logoUrl: null }],
    ['text that is not a colour, for the contract to refuse', { primaryColor: 'teal' }, { primaryColor: 'teal' }],
    ['CSS as typed', { customCss: '.a { color: red; }\n' }, { customCss: '.a { color: red; }\n' }],
  ])('sends %s', (_, edits, expected) => {
    expect(brandingChanges(saved, { ...unchanged, ...edits })).toEqual(expected);
  });
});
