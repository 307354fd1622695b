import { describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/contract/partner';
import { planAllowance, withClient } from './client-helpers';

function client(id: string, name: string): Client {
  return {
    id,
    name,
    slug: id,
    plan: 'business',
    type: 'standard',
    isActive: true,
    usage: { businesses: 0, users: 1, liveListings: 0, openIssues: 0, napScore: null },
    limits: { maxBusinesses: 1, maxUsers: 1 },
    createdAt: '2025-05-01T00:00:00.000Z',
  };
}

describe('withClient', () => {
  const list = [client('a', 'Bakery'), client('b', 'Florist')];

  it('adds a new client in name order', () => {
    expect(withClient(list, client('c', 'Dentist')).map((c) => c.name)).toEqual(['Bakery', 'Dentist', 'Florist']);
  });

  it('replaces a saved client, moving it when renamed', () => {
    const renamed = { ...client('a', 'Garage'), isActive: false };
    const result = withClient(list, renamed);
    expect(result.map((c) => c.name)).toEqual(['Florist', 'Garage']);
    expect(result[1]?.isActive).toBe(false);
  });

  it('leaves the given list as it was', () => {
    withClient(list, client('c', 'Atelier'));
    expect(list.map((c) => c.id)).toEqual(['a', 'b']);
  });
});

describe('planAllowance', () => {
  it.each([
    ['business', 'One business and one user'],
    ['business_pro', 'Up to 10 businesses and 5 users'],
    ['partner', 'Up to 250 businesses and 25 users'],
  ] as const)('%s', (plan, expected) => {
    expect(planAllowance(plan)).toBe(expected);
  });
});
