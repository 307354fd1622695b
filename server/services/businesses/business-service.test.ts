import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessInputSchema } from '../../../shared/contract/business-fields';
import type { Database } from '../../db/repositories';
import type { OrganizationContext } from '../organizations/organization-context';
import { createSandboxProvider } from '../../providers/sandbox/sandbox-provider';
import { businessInput } from '../../testing/businesses';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
import { createAccount } from '../accounts/accounts';
import { createActivityService } from './activity-service';
import { createBusinessService } from './business-service';
import { readIntegrationStatus } from '../integrations/integration-status';

// The rules HTTP cannot reach: a paused organization is never the session's, and a page's
// listing counts come with the page, in one statement.

describe.each(DIALECTS)('business service on %s', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.close();
  });

  const clock = () => new Date();
  const service = () =>
    createBusinessService({
      repositories: database.repositories,
      // Unlimited here; the per-organization limit has its own test.
      quota: async () => {},
      provider: createSandboxProvider({ clock }),
      activity: createActivityService(database.repositories.activity, clock),
      integrationStatus: () => readIntegrationStatus({ value: async () => undefined }),
      clock,
    });

  async function organization(plan: 'business' | 'business_pro'): Promise<{ context: OrganizationContext; userId: string }> {
    const email = `${plan}-${crypto.randomUUID()}@example.com`;
    const user = await createAccount(database.repositories, {
      email,
      usernameSource: email,
      name: 'Pat Owner',
      password: null,
      role: plan,
      emailVerified: true,
    });
    const [membership] = await database.repositories.organizations.membershipsOf(user.id);
    return { context: { organization: membership!.organization, role: 'owner' }, userId: user.id };
  }
  const valid = (overrides = {}) => businessInputSchema.parse(businessInput(overrides));

  it('refuses changes in a paused organization', async () => {
    const { context, userId } = await organization('business');
    const paused = { ...context, organization: { ...context.organization, isActive: false } };
    await expect(service().create(paused, userId, valid())).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('This organization is paused'),
    });
    expect(await database.repositories.businesses.countByOrganization(context.organization.id)).toBe(0);
  });

  it("writes a page's listing counts with the page, without a second read", async () => {
    const { context, userId } = await organization('business_pro');
    const businesses = service();
    for (const name of ['One', 'Two', 'Three']) await businesses.create(context, userId, valid({ name }));
    const listingCounts = vi.spyOn(database.repositories.businesses, 'listingCounts');
    const page = await businesses.listWritten(context.organization.id, { sort: 'name', limit: 25 });
    const items = JSON.parse(page.items) as { name: string; listingCounts: unknown }[];
    expect(items.map((item) => item.name)).toEqual(['One', 'Three', 'Two']);
    for (const item of items) expect(item.listingCounts).toEqual({ total: 0, published: 0, error: 0, waiting: 0 });
    expect(listingCounts).not.toHaveBeenCalled();
    listingCounts.mockRestore();
  });

  it("answers 403 when the organization's own directory list has none for the category", async () => {
    const { context, userId } = await organization('business_pro');
    const businesses = service();
    const gym = await businesses.create(context, userId, valid({ category: 'fitness' }));
    const onlyRestaurants = { ...context, organization: { ...context.organization, allowedDirectories: ['opentable'] } };
    await expect(businesses.publish(onlyRestaurants, userId, gym.id)).rejects.toMatchObject({
      status: 403,
      message: 'Your plan includes no directory that lists Fitness Center businesses.',
    });
  });
});
