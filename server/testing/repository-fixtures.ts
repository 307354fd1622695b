import type { NewBusiness } from '../db/records';
import type { Repositories } from '../db/repositories';
import type { OrganizationContext } from '../services/organizations/organization-context';

/**
 * Makes fresh organizations through the repositories, each with its own owner: `label` keeps one test
 * file's emails and slugs apart from another's on a shared database.
 */
export function organizationMaker(repos: () => Repositories, label: string) {
  let counter = 0;
  return async (maxBusinesses = 100): Promise<{ context: OrganizationContext; userId: string }> => {
    const n = ++counter;
    const owner = await repos().users.create({ email: `${label}${n}@example.com`, username: `${label}${n}`, name: 'Pat Owner' });
    const organization = await repos().organizations.createWithOwner({ name: 'Acme', slug: `${label}-${n}`, ownerId: owner.id, maxBusinesses });
    return { context: { organization, role: 'owner' }, userId: owner.id };
  };
}

/** A valid business to store, numbered `n` in its name and street. */
export const newBusiness = (organizationId: string, n: number, overrides: Partial<NewBusiness> = {}): NewBusiness => ({
  organizationId,
  name: `Shop ${n}`,
  category: 'retail',
  address: `${n} Main St`,
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  phone: '(217) 555-0100',
  ...overrides,
});
