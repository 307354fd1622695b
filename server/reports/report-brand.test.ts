import { describe, expect, it, vi } from 'vitest';
import type { OrganizationRecord } from '../db/records';
import { reportBrandOf } from './report-brand';

const LOGO = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

function organization(overrides: Partial<OrganizationRecord>): OrganizationRecord {
  return {
    id: 'org-1',
    name: 'Blue Door Bakery',
    slug: 'blue-door-bakery',
    ownerId: null,
    type: 'standard',
    customDomain: null,
    customDomainVerifiedAt: null,
    logoUrl: null,
    primaryColor: null,
    secondaryColor: null,
    customCss: null,
    plan: 'business',
    maxBusinesses: 1,
    maxUsers: 1,
    allowedDirectories: [],
    settings: {},
    isActive: true,
    partnerOrganizationId: null,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}

const partner = organization({
  id: 'partner-1',
  name: 'Harbor Digital',
  plan: 'partner',
  type: 'white_label',
  logoUrl: 'https://cdn.harbor.example/logo.png',
  primaryColor: '#0F766E',
  secondaryColor: '#f59e0b',
});

describe('reportBrandOf', () => {
  it("gives a partner's client the partner's name, colours and logo", async () => {
    const loadLogo = vi.fn(async () => LOGO);
    const brand = await reportBrandOf(organization({ partnerOrganizationId: partner.id }), partner, loadLogo);
    expect(brand).toEqual({ name: 'Harbor Digital', primaryColor: '#0f766e', secondaryColor: '#f59e0b', logo: LOGO });
    expect(loadLogo).toHaveBeenCalledWith('https://cdn.harbor.example/logo.png');
  });

  it.each(['white_label', 'private_label'] as const)('gives a %s organization its own brand, even under a partner', async (type) => {
    const own = organization({ type, name: 'Northwind Clinics', primaryColor: '#be123c', secondaryColor: '#1e293b', partnerOrganizationId: partner.id });
    const brand = await reportBrandOf(own, partner, async () => LOGO);
    expect(brand).toEqual({ name: 'Northwind Clinics', primaryColor: '#be123c', secondaryColor: '#1e293b', logo: null });
  });

  it("gives everyone else the product's brand and never fetches a logo", async () => {
    const loadLogo = vi.fn(async () => LOGO);
    const brand = await reportBrandOf(organization({ logoUrl: 'https://cdn.example/logo.png', primaryColor: '#be123c' }), undefined, loadLogo);
    expect(brand).toEqual({ name: 'Citewise', primaryColor: '#2563eb', secondaryColor: '#4338ca', logo: null });
    expect(loadLogo).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', null],
    ['a colour name', 'teal'],
    ['three digits', '#0f7'],
    ['no hash', '0f766e'],
    ['not hex', '#0g766e'],
  ])('falls back to the default colours when they are %s', async (_case, color) => {
    const brand = await reportBrandOf(organization({}), { ...partner, primaryColor: color, secondaryColor: color }, async () => null);
    expect(brand).toMatchObject({ name: 'Harbor Digital', primaryColor: '#2563eb', secondaryColor: '#4338ca' });
  });

  it('makes the brand without a logo when it cannot be loaded', async () => {
    expect((await reportBrandOf(organization({}), partner, async () => null)).logo).toBeNull();
    expect((await reportBrandOf(organization({}), partner, () => Promise.reject(new Error('offline')))).logo).toBeNull();
    expect((await reportBrandOf(organization({}), { ...partner, logoUrl: null }, async () => LOGO)).logo).toBeNull();
  });
});
