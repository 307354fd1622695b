import { drizzle } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePostgresJs } from 'drizzle-orm/postgres-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repositories } from '../repositories';
import { createServerDatabase, postgresTarget } from '../../testing/test-databases';
import { openPostgres, poolOptions, steadyClientOptions } from './open-postgres';
import { createPgRepositories } from './pg-repositories';
import * as schema from './schema';
import { openSteadyClient, type SteadyClient } from './steady-client';

// Every signed-in request reads its session, and most then read an unfiltered list page. PostgreSQL
// plans a prepared statement afresh on each call while a plan for the values given looks cheaper, and
// planning cost the database a third of its time per request though the plan never changed. These reads
// go to connections that plan each statement once; a search, whose best plan depends on its words, does
// not. Each client holds one connection, so the statements counted are the repositories' own.

const NAMES = ['ada', 'grace', 'edsger'];
const DIRECTORY_NAMES = JSON.stringify({ google: 'Google' });

describe("PostgreSQL's plans of the reads most requests make", () => {
  let pool: pg.Pool;
  let steady: SteadyClient;
  let repositories: Repositories;
  let drop: () => Promise<void>;
  let organizationId: string;
  const tokens: string[] = [];

  beforeAll(async () => {
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error("Prepared plans are counted on a PostgreSQL server's; none answered.");
    const created = await createServerDatabase(target.adminUrl);
    drop = created.drop;
    await (await openPostgres(created.url, { poolSize: 1 })).close();
    pool = new pg.Pool(poolOptions(created.url, 1));
    steady = openSteadyClient(created.url, steadyClientOptions(1), 60_000);
    repositories = createPgRepositories(drizzle(pool, { schema }), drizzlePostgresJs(steady.client, { schema }));
    const userIds: string[] = [];
    for (const name of NAMES) {
      const user = await repositories.users.create({ email: `${name}@example.com`, username: name, name, password: 'x' });
      const token = `plans-${name}`;
      await repositories.sessions.create({ userId: user.id, token, expiresAt: new Date(Date.now() + 60_000), lastUsedAt: new Date() });
      tokens.push(token);
      userIds.push(user.id);
    }
    ({ id: organizationId } = await repositories.organizations.createWithOwner({ name: 'Plans', slug: 'plans', ownerId: userIds[0]! }));
    const [business] = await repositories.businesses.createMany([
      { organizationId, name: 'Corner Cafe', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0100', category: 'restaurant' },
    ]);
    await repositories.listings.upsertMany([{ organizationId, businessId: business!.id, platform: 'google', status: 'published', publishedAt: new Date(), lastSyncAt: new Date() }]);
    await repositories.citationIssues.create({ organizationId, businessId: business!.id, platform: 'google', issueType: 'phone_mismatch', discoveredAt: new Date() });
  });
  afterAll(async () => {
    await Promise.all([pool?.end(), steady?.end()]);
    await drop?.();
  });

  /** Each prepared statement on the pool's one connection whose name starts with `prefix`, with its plan counts. */
  const plansOn = async (on: pg.Pool, prefix: string) =>
    (
      await on.query<{ name: string; generic: string; custom: string }>(
        'select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements where starts_with(name, $1) order by name',
        [prefix],
      )
    ).rows;
  /** The same on the steady client's one connection, which names its statements itself: each whose text holds every fragment. */
  const steadyPlans = async (...fragments: string[]) => {
    const statements = (await steady.client.unsafe(
      'select statement, generic_plans::text as generic, custom_plans::text as custom from pg_prepared_statements order by statement',
    )) as unknown as { statement: string; generic: string; custom: string }[];
    return statements
      .filter(({ statement }) => fragments.every((fragment) => statement.includes(fragment)))
      .map(({ generic, custom }) => ({ generic, custom }));
  };
  const ONE_SESSION = '"sessions"."token" = $1';
  const SESSIONS = '"sessions"."token" = any($1)';

  it('plans a lone request’s session read once, from its first call', async () => {
    for (let call = 0; call < 4; call++) {
      expect((await repositories.sessions.findSignedIn(tokens[call % NAMES.length]!))?.user.username).toBe(NAMES[call % NAMES.length]);
    }
    expect(await steadyPlans(ONE_SESSION)).toEqual([{ generic: '4', custom: '0' }]);
    expect(await plansOn(pool, 'signed_in')).toEqual([]);
  });

  it('reads the sessions of requests arriving together in one statement, each answered its own, planned once', async () => {
    for (let round = 0; round < 2; round++) {
      const found = await Promise.all([...tokens, 'plans-nobody'].map((token) => repositories.sessions.findSignedIn(token)));
      expect(found.map((signedIn) => signedIn?.user.username)).toEqual([...NAMES, undefined]);
    }
    expect(await steadyPlans(SESSIONS)).toEqual([{ generic: '2', custom: '0' }]);
  });

  it('plans the unfiltered business, listing and issue pages once', async () => {
    for (let call = 0; call < 2; call++) {
      const [businesses, listings, issues] = await Promise.all([
        repositories.businesses.listWritten({ organizationId, sort: 'updated', limit: 25 }),
        repositories.listings.listWritten({ organizationId, limit: 25 }, DIRECTORY_NAMES),
        repositories.citationIssues.listWritten({ organizationId, status: 'open', limit: 25 }, DIRECTORY_NAMES),
      ]);
      expect([businesses.total, listings.total, issues.total]).toEqual([1, 1, 1]);
      expect(JSON.parse(listings.items)).toMatchObject([{ platform: 'google', directoryName: 'Google' }]);
    }
    for (const table of ['"businesses"', '"listings"', '"citation_issues"']) {
      expect(await steadyPlans('"written_json"', `from ${table} where`)).toEqual([{ generic: '2', custom: '0' }]);
    }
  });

  it('plans a search for its words, on the other connections', async () => {
    const found = await repositories.businesses.listWritten({ organizationId, sort: 'updated', limit: 25, search: 'cafe' });
    expect(found.total).toBe(1);
    const [searched, ...others] = await plansOn(pool, 'business_page_stored_');
    expect(others).toEqual([]);
    expect(searched).toMatchObject({ generic: '0', custom: '1' });
    expect(await steadyPlans('ilike')).toEqual([]);
  });
});
