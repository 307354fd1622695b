import { describe, expect, it } from 'vitest';
import { enrichmentFacts, socialLinks, type EnrichmentFacts, type SocialLink } from './enrichment-facts';

describe('enrichmentFacts', () => {
  it.each<[string, Parameters<typeof enrichmentFacts>[0], EnrichmentFacts]>([
    ['nothing stored', null, { employees: 'N/A', revenue: 'N/A', yearEstablished: 'N/A', socialLinks: [] }],
    ['an empty record', {}, { employees: 'N/A', revenue: 'N/A', yearEstablished: 'N/A', socialLinks: [] }],
    [
      'every field',
      { employeeSize: 42, annualRevenue: 1_250_000.4, yearEstablished: 1998, socialMedia: { facebook: 'https://facebook.com/bluedoor' } },
      {
        employees: '10-49',
        revenue: '$1,250,000',
        yearEstablished: '1998',
        socialLinks: [{ name: 'facebook', label: 'Facebook', url: 'https://facebook.com/bluedoor' }],
      },
    ],
    ['a large company', { employeeSize: 5000 }, { employees: '1000+', revenue: 'N/A', yearEstablished: 'N/A', socialLinks: [] }],
  ])('%s', (_case, data, expected) => {
    expect(enrichmentFacts(data)).toEqual(expected);
  });
});

describe('socialLinks', () => {
  it.each<[string, Record<string, string> | undefined, SocialLink[]]>([
    ['none', undefined, []],
    [
      'names get their usual capitals and are sorted',
      { youtube: 'https://youtube.com/@bluedoor', linkedin: 'http://linkedin.com/company/bluedoor', instagram: 'https://instagram.com/bluedoor' },
      [
        { name: 'instagram', label: 'Instagram', url: 'https://instagram.com/bluedoor' },
        { name: 'linkedin', label: 'LinkedIn', url: 'http://linkedin.com/company/bluedoor' },
        { name: 'youtube', label: 'YouTube', url: 'https://youtube.com/@bluedoor' },
      ],
    ],
    [
      'addresses that are not web links are left out',
      { twitter: 'javascript:alert(1)', facebook: 'data:text/html,hi', yelp: 'not a url', tiktok: 'https://tiktok.com/@bluedoor' },
      [{ name: 'tiktok', label: 'TikTok', url: 'https://tiktok.com/@bluedoor' }],
    ],
  ])('%s', (_case, socialMedia, expected) => {
    expect(socialLinks(socialMedia)).toEqual(expected);
  });
});
