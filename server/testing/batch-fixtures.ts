import { randomUUID } from 'node:crypto';
import type { Repositories } from '../db/repositories';

export interface BatchFixture {
  organizationId: string;
  ownerId: string;
  /** In the order of their names, 'Business 01', 'Business 02', ... */
  businessIds: string[];
}

/** An owner, an organization and `count` businesses: what a batch is made of. */
export async function organizationWithBusinesses(repos: Repositories, count: number): Promise<BatchFixture> {
  const tag = randomUUID().slice(0, 8);
  const owner = await repos.users.create({ email: `owner-${tag}@example.com`, username: `owner-${tag}`, name: 'Pat Owner', password: 'hash' });
  const organization = await repos.organizations.createWithOwner({ name: 'Acme', slug: `acme-${tag}`, ownerId: owner.id });
  const businesses = await createNumberedBusinesses(repos, organization.id, count);
  return { organizationId: organization.id, ownerId: owner.id, businessIds: businesses.map((business) => business.id) };
}

/** `count` businesses named 'Business 01', 'Business 02', ... in the organization. */
export function createNumberedBusinesses(repos: Repositories, organizationId: string, count: number) {
  return repos.businesses.createMany(
    Array.from({ length: count }, (_, i) => ({
      organizationId,
      name: `Business ${String(i + 1).padStart(2, '0')}`,
      address: `${i + 1} Main St`,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phone: '(217) 555-0100',
      category: 'restaurant',
    })),
  );
}
