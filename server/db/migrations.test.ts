import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../app-paths';
import { createServerDatabase, DIALECTS, postgresTarget } from '../testing/test-databases';
import { createPgRepositories } from './pg/pg-repositories';
import * as pgSchema from './pg/schema';
import type { Dialect, Repositories } from './repositories';
import { createSqliteRepositories } from './sqlite/sqlite-repositories';
import * as sqliteSchema from './sqlite/schema';

// Rows written under earlier (shipped) schemas must come through later migrations.

interface MigratingDatabase {
  execute(statement: string): Promise<void>;
  rows(statement: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  repositories: Repositories;
  close(): Promise<void>;
}

/** A copy of the dialect's migrations folder holding its migrations up to `lastIdx`. */
function migrationsThrough(dialect: 'sqlite' | 'pg', lastIdx: number, into: string): string {
  const source = migrationsFolder(dialect);
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const first = journal.entries.filter((entry) => entry.idx <= lastIdx);
  const target = path.join(into, dialect);
  mkdirSync(path.join(target, 'meta'), { recursive: true });
  for (const entry of first) copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  writeFileSync(path.join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: first }));
  return target;
}

async function openMigrating(dialect: Dialect, dir: string): Promise<MigratingDatabase> {
  if (dialect === 'sqlite') {
    const sqlite = new BetterSqlite3(path.join(dir, 'citewise.db'));
    sqlite.pragma('foreign_keys = ON');
    const db = drizzleSqlite(sqlite, { schema: sqliteSchema });
    return {
      execute: async (statement) => {
        sqlite.exec(statement);
      },
      rows: async (statement) => sqlite.prepare(statement).all() as Record<string, unknown>[],
      migrate: async (folder) => migrateSqlite(db, { migrationsFolder: folder }),
      repositories: createSqliteRepositories(db),
      close: async () => {
        sqlite.close();
      },
    };
  }
  const target = await postgresTarget();
  if (target.kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite();
    const db = drizzle(client, { schema: pgSchema });
    return {
      execute: async (statement) => {
        await client.exec(statement);
      },
      rows: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      repositories: createPgRepositories(db),
      close: () => client.close(),
    };
  }
  const created = await createServerDatabase(target.adminUrl);
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  const db = drizzlePostgres(pool, { schema: pgSchema });
  return {
    execute: async (statement) => {
      await pool.query(statement);
    },
    rows: async (statement) => (await pool.query<Record<string, unknown>>(statement)).rows,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    repositories: createPgRepositories(db),
    close: async () => {
      await pool.end();
      await created.drop();
    },
  };
}

describe.each(DIALECTS)('the businesses, listings and activity migration on %s', (dialect) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-migration-'));
  let database: MigratingDatabase;
  // SQLite keeps times as integer milliseconds, PostgreSQL as timestamptz.
  const time = (ms: number) => (dialect === 'sqlite' ? String(ms) : `to_timestamp(${ms} / 1000.0)`);
  const [orgA, orgB, cafe, bakery] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [published, unknownStatus, olderDuplicate, newerDuplicate, issue, olderOpenIssue, newerResolvedIssue] = Array.from(
    { length: 7 },
    () => randomUUID(),
  );
  const T = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    database = await openMigrating(dialect, dir);
    await database.migrate(migrationsThrough(dialect === 'sqlite' ? 'sqlite' : 'pg', 0, dir));
    const statements = [
      `insert into organizations (id, name, slug, created_at, updated_at) values
        ('${orgA}', 'A', 'a-${orgA}', ${time(T)}, ${time(T)}), ('${orgB}', 'B', 'b-${orgB}', ${time(T)}, ${time(T)})`,
      `insert into businesses (id, organization_id, name, address, city, state, zip_code, phone, category,
        data_axle_last_synced, data_axle_enrichment_data, created_at, updated_at) values
        ('${cafe}', '${orgA}', 'Blue Door Cafe', '1 Main St', 'Springfield', 'IL', '62701', '(217) 555-0100', 'restaurant',
          ${time(T + 5000)}, '{"employeeSize":12}', ${time(T)}, ${time(T + 6000)}),
        ('${bakery}', '${orgB}', 'Corner Bakery', '2 Main St', 'Springfield', 'IL', '62701', '(217) 555-0199', 'restaurant',
          null, null, ${time(T)}, ${time(T)})`,
      `insert into listings (id, business_id, platform, status, created_at, updated_at) values
        ('${published}', '${cafe}', 'google', 'published', ${time(T)}, ${time(T + 1000)}),
        ('${olderDuplicate}', '${cafe}', 'yelp', 'error', ${time(T)}, ${time(T + 1000)}),
        ('${newerDuplicate}', '${cafe}', 'yelp', 'submitted', ${time(T)}, ${time(T + 2000)}),
        ('${unknownStatus}', '${bakery}', 'bing', 'live', ${time(T)}, ${time(T)})`,
      `insert into citation_issues (id, business_id, platform, issue_type, discovered_at) values
        ('${issue}', '${cafe}', 'yelp', 'phone_mismatch', ${time(T)}),
        ('${olderOpenIssue}', '${cafe}', 'yelp', 'phone_mismatch', ${time(T - 1000)})`,
      `insert into citation_issues (id, business_id, platform, issue_type, resolved, discovered_at, resolved_at) values
        ('${newerResolvedIssue}', '${cafe}', 'yelp', 'phone_mismatch', true, ${time(T + 1000)}, ${time(T + 2000)})`,
    ];
    for (const statement of statements) await database.execute(statement);
    await database.migrate(migrationsFolder(dialect === 'sqlite' ? 'sqlite' : 'pg'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives listings and citation issues their business's organization and keeps their data, one issue per directory and type", async () => {
    const { listings, citationIssues } = database.repositories;
    expect(await listings.listByBusiness(orgA, cafe)).toMatchObject([
      { id: published, organizationId: orgA, platform: 'google', status: 'published', publishedAt: new Date(T + 1000) },
      { id: newerDuplicate, organizationId: orgA, platform: 'yelp', status: 'submitted', publishedAt: null },
    ]);
    expect(await listings.listByBusiness(orgB, bakery)).toMatchObject([{ id: unknownStatus, organizationId: orgB, status: 'pending' }]);
    // Of duplicate issues the open one is kept, the newest of several open ones; never seen by a scan, it was last seen when discovered.
    expect(await citationIssues.listByBusiness(orgA, cafe)).toMatchObject([
      { id: issue, organizationId: orgA, resolved: false, regression: false, fixConfirmed: false, lastSeenAt: new Date(T) },
    ]);
  });

  it("counts each business's listings on its row, as the business list shows them (waiting: pending or submitted)", async () => {
    const rows = await database.rows(
      'select name, listing_total as total, listing_published as published, listing_error as error, listing_waiting as waiting from businesses order by name',
    );
    expect(rows).toEqual([
      { name: 'Blue Door Cafe', total: 2, published: 1, error: 0, waiting: 1 },
      { name: 'Corner Bakery', total: 1, published: 0, error: 0, waiting: 1 },
    ]);
  });

  it('counts businesses enriched before the migration from their last provider sync', async () => {
    const { businesses } = database.repositories;
    expect((await businesses.findInOrganization(orgA, cafe))?.enrichedAt).toEqual(new Date(T + 5000));
    expect((await businesses.findInOrganization(orgB, bakery))?.enrichedAt).toBeNull();
  });

  it('leaves tables that upsert by (business, platform) and cascade from their business', async () => {
    const { businesses, listings, citationIssues } = database.repositories;
    const [upserted] = await listings.upsertMany([{ organizationId: orgA, businessId: cafe, platform: 'yelp', status: 'published' }]);
    expect(upserted).toMatchObject({ id: newerDuplicate, status: 'published' });

    expect(await businesses.delete(orgA, cafe)).toBe(true);
    expect(await listings.listByBusiness(orgA, cafe)).toEqual([]);
    expect(await citationIssues.listByBusiness(orgA, cafe)).toEqual([]);
    expect(await listings.listByBusiness(orgB, bakery)).toHaveLength(1);
  });
});

describe.each(DIALECTS)('the tenant boundaries migration on %s', (dialect) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-migration-'));
  let database: MigratingDatabase;
  const time = (ms: number) => (dialect === 'sqlite' ? String(ms) : `to_timestamp(${ms} / 1000.0)`);
  const [partner, client, other, staff, clientsOwnPerson] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const T = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    database = await openMigrating(dialect, dir);
    await database.migrate(migrationsThrough(dialect === 'sqlite' ? 'sqlite' : 'pg', 8, dir));
    const statements = [
      `insert into users (id, email, username, name, created_at, updated_at) values
        ('${staff}', 'staff-${staff}@example.com', 'staff-${staff}', 'Sam', ${time(T)}, ${time(T)}),
        ('${clientsOwnPerson}', 'own-${clientsOwnPerson}@example.com', 'own-${clientsOwnPerson}', 'Ola', ${time(T)}, ${time(T)})`,
      `insert into organizations (id, name, slug, plan, created_at, updated_at) values
        ('${partner}', 'Agency', 'agency-${partner}', 'partner', ${time(T)}, ${time(T)})`,
      `insert into organizations (id, name, slug, partner_organization_id, custom_domain, created_at, updated_at) values
        ('${client}', 'Client', 'client-${client}', '${partner}', 'listings-${client}.example.com', ${time(T)}, ${time(T)}),
        ('${other}', 'Other', 'other-${other}', null, null, ${time(T)}, ${time(T)})`,
      `insert into user_organizations (id, user_id, organization_id, role, joined_at) values
        ('${randomUUID()}', '${staff}', '${partner}', 'admin', ${time(T)}),
        ('${randomUUID()}', '${staff}', '${client}', 'admin', ${time(T)}),
        ('${randomUUID()}', '${staff}', '${other}', 'member', ${time(T)}),
        ('${randomUUID()}', '${clientsOwnPerson}', '${client}', 'owner', ${time(T)})`,
    ];
    for (const statement of statements) await database.execute(statement);
    await database.migrate(migrationsFolder(dialect === 'sqlite' ? 'sqlite' : 'pg'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("marks a client membership of the client's partner staff as reached through the partner, and no other", async () => {
    const { organizations } = database.repositories;
    expect(await organizations.membership(staff, client)).toMatchObject({ throughPartner: true });
    expect(await organizations.membership(staff, partner)).toMatchObject({ throughPartner: false });
    expect(await organizations.membership(staff, other)).toMatchObject({ throughPartner: false });
    expect(await organizations.membership(clientsOwnPerson, client)).toMatchObject({ throughPartner: false });
  });

  it('leaves a custom domain set before the migration unproven', async () => {
    expect((await database.repositories.organizations.findById(client))?.customDomainVerifiedAt).toBeNull();
  });
});

describe.each(DIALECTS)('the scan seen-by migration on %s', (dialect) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-migration-'));
  let database: MigratingDatabase;
  const time = (ms: number) => (dialect === 'sqlite' ? String(ms) : `to_timestamp(${ms} / 1000.0)`);
  const [organization, business, kept, emptied, earlier] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const T = Date.UTC(2026, 0, 1);
  const result = (platform: string, more: Record<string, unknown>) => ({ platform, platformName: platform, status: 'consistent', profileUrl: null, found: null, findings: [], duplicates: [], ...more });
  const results = [
    result('yelp', { source: 'yelp', valuesKept: false, listingId: '1' }),
    // A second result for a directory: the first one counts, as seenByOf reads them.
    result('yelp', { source: 'foursquare', valuesKept: true, listingId: '2' }),
    result('foursquare', { source: 'foursquare', valuesKept: true, listingId: '3' }),
    // Stored before sources were named: no source, every value kept.
    result('bing', {}),
  ];
  const scan = (id: string, at: number, stored: unknown) =>
    `('${id}', '${organization}', '${business}', 'manual', ${time(at)}, 1, 1, 1, 0, 0, 0, 0, 0, ${stored === null ? 'null' : `'${JSON.stringify(stored)}'`})`;

  beforeAll(async () => {
    database = await openMigrating(dialect, dir);
    await database.migrate(migrationsThrough(dialect === 'sqlite' ? 'sqlite' : 'pg', 13, dir));
    const statements = [
      `insert into organizations (id, name, slug, created_at, updated_at) values ('${organization}', 'Acme', 'acme-${organization}', ${time(T)}, ${time(T)})`,
      `insert into businesses (id, organization_id, name, address, city, state, zip_code, phone, category, created_at, updated_at) values
        ('${business}', '${organization}', 'Blue Door Cafe', '1 Main St', 'Springfield', 'IL', '62701', '(217) 555-0100', 'restaurant', ${time(T)}, ${time(T)})`,
      `insert into citation_scans (id, organization_id, business_id, trigger, scanned_at, directories_checked, directories_scored,
        citations_found, new_issues, resolved_issues, reopened_issues, regressions, open_issues, results) values
        ${scan(earlier, T, null)}, ${scan(emptied, T + 1000, [])}, ${scan(kept, T + 2000, results)}`,
    ];
    for (const statement of statements) await database.execute(statement);
    await database.migrate(migrationsFolder(dialect === 'sqlite' ? 'sqlite' : 'pg'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("fills where each kept scan saw each directory from its results, the first result for a directory counting", async () => {
    const latest = await database.repositories.citationScans.latest(organization, business);
    expect(latest?.id).toBe(kept);
    expect(latest?.seenBy).toEqual({
      yelp: { source: 'yelp', valuesKept: false },
      foursquare: { source: 'foursquare', valuesKept: true },
      bing: { source: null, valuesKept: true },
    });
  });

  it('leaves a scan without results without, and gives empty results an empty object', async () => {
    const rows = await database.rows(`select id, seen_by from citation_scans where business_id = '${business}'`);
    const seenBy = new Map(rows.map((row) => [row.id, typeof row.seen_by === 'string' ? (JSON.parse(row.seen_by) as unknown) : row.seen_by]));
    expect(seenBy.get(earlier)).toBeNull();
    expect(seenBy.get(emptied)).toEqual({});
  });
});
