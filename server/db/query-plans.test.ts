import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PERIOD_DAYS } from '../../shared/contract/dashboard';
import { SYNCABLE_LISTING_STATUSES, type ListingStatus } from '../../shared/domain/listing-status';
import { migrationsFolder } from '../app-paths';
import { writeMissingListJson } from '../services/list-json';
import { createServerDatabase, DIALECTS, postgresTarget } from '../testing/test-databases';
import { openPostgres } from './pg/open-postgres';
import { createPgRepositories } from './pg/pg-repositories';
import * as pgSchema from './pg/schema';
import type { Dialect, Repositories } from './repositories';
import { openSqlite, SQLITE_FILE_NAME } from './sqlite/open-sqlite';
import * as sqliteSchema from './sqlite/schema';
import { createSqliteRepositories } from './sqlite/sqlite-repositories';

// Every signed-in request's session read and the list screens' reads keep to their indexes as an organization grows to 10,000 businesses and 100,000
// listings (bench/README.md has the figures): each read's statements, as the repositories send them, are
// planned by the database and checked for the intended index, no full scan and no sort. Those sent to
// PostgreSQL's steady connections are checked in the plan kept for any values, the one they run.

interface Statement {
  sql: string;
  params: unknown[];
  /** Sent to the steady connections, which plan a prepared statement once for any values. */
  steady: boolean;
}

interface PlannedDatabase {
  repositories: Repositories;
  /** Brings what the planner knows up to date, as a live database keeps it. */
  settle(): Promise<void>;
  /** The statements the call sent, each with its plan: one line per step. */
  plansOf(call: (repositories: Repositories) => Promise<unknown>): Promise<string[][]>;
  close(): Promise<void>;
}

/** Collects the statements drizzle sends while recording, through either logger. */
function statementLog() {
  let recorded: Statement[] | undefined;
  const loggerOf = (steady: boolean): Logger => ({ logQuery: (sql, params) => recorded?.push({ sql, params, steady }) });
  return {
    logger: loggerOf(false),
    steadyLogger: loggerOf(true),
    async record(call: () => Promise<unknown>): Promise<Statement[]> {
      recorded = [];
      try {
        await call();
        return recorded;
      } finally {
        recorded = undefined;
      }
    },
  };
}

/** Migrated as the app migrates it; planned as it stands, without statistics, since the app never gathers them. */
async function openPlannedSqlite(): Promise<PlannedDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-plans-'));
  await openSqlite(dir).close();
  const sqlite = new BetterSqlite3(path.join(dir, SQLITE_FILE_NAME));
  const log = statementLog();
  const repositories = createSqliteRepositories(drizzleSqlite(sqlite, { schema: sqliteSchema, logger: log.logger }));
  return {
    repositories,
    settle: async () => undefined,
    plansOf: async (call) =>
      (await log.record(() => call(repositories))).map(({ sql, params }) =>
        (sqlite.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail),
      ),
    close: async () => {
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A few hundred rows make sequential scans the cheapest plan; with them priced out, the plan shows the
// index the planner would take on a large table, or a scan or sort where none fits.
const PLAN_WITHOUT_SEQUENTIAL_SCANS = 'set local enable_seqscan = off';
// Index-only scans need the visibility map that autovacuum keeps on a live server.
const VACUUM = 'vacuum analyze businesses, listings, activity, citation_issues';
// The steady connections' setting (open-postgres.ts): their plan is the one made for any values.
const PLAN_FOR_ANY_VALUES = 'set local plan_cache_mode = force_generic_plan';

/** A parameter's value as SQL text: EXECUTE takes its parameters as expressions, not bound values. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  return `'${String(value instanceof Date ? value.toISOString() : value).replaceAll("'", "''")}'`;
}

/**
 * A statement's plan, explained within a transaction by `query` (which gives a result's plan lines): for
 * its values, or, sent to the steady connections, the one PostgreSQL keeps for any values.
 */
async function planOf(query: (text: string, params?: unknown[]) => Promise<string[]>, { sql, params, steady }: Statement): Promise<string[]> {
  await query(PLAN_WITHOUT_SEQUENTIAL_SCANS);
  if (!steady) return query(`explain ${sql}`, params);
  await query(PLAN_FOR_ANY_VALUES);
  await query(`prepare plan_probe as ${sql}`);
  const plan = await query(`explain execute plan_probe(${params.map(literal).join(', ')})`);
  // A prepared statement outlives the transaction.
  await query('deallocate plan_probe');
  return plan;
}

async function openPlannedPostgres(): Promise<PlannedDatabase> {
  const log = statementLog();
  const target = await postgresTarget();
  if (target.kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite();
    const db = drizzle(client, { schema: pgSchema, logger: log.logger });
    await migrate(db, { migrationsFolder: migrationsFolder('pg') });
    const repositories = createPgRepositories(db, drizzle(client, { schema: pgSchema, logger: log.steadyLogger }));
    return {
      repositories,
      settle: async () => {
        await client.exec(VACUUM);
      },
      plansOf: async (call) => {
        const plans: string[][] = [];
        for (const statement of await log.record(() => call(repositories))) {
          plans.push(
            await client.transaction((tx) =>
              planOf(async (text, params) => (await tx.query<{ 'QUERY PLAN': string }>(text, params)).rows.map((row) => row['QUERY PLAN']), statement),
            ),
          );
        }
        return plans;
      },
      close: () => client.close(),
    };
  }
  const created = await createServerDatabase(target.adminUrl);
  await (await openPostgres(created.url, { poolSize: 1 })).close();
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  const repositories = createPgRepositories(
    drizzlePostgres(pool, { schema: pgSchema, logger: log.logger }),
    drizzlePostgres(pool, { schema: pgSchema, logger: log.steadyLogger }),
  );
  return {
    repositories,
    settle: async () => {
      await pool.query(VACUUM);
    },
    plansOf: async (call) => {
      const plans: string[][] = [];
      const client = await pool.connect();
      try {
        const query = async (text: string, params?: unknown[]) =>
          (await client.query<{ 'QUERY PLAN': string }>(text, params)).rows.map((row) => row['QUERY PLAN']);
        for (const statement of await log.record(() => call(repositories))) {
          await client.query('begin');
          plans.push(await planOf(query, statement));
          await client.query('rollback');
        }
      } finally {
        client.release();
      }
      return plans;
    },
    close: async () => {
      await pool.end();
      await created.drop();
    },
  };
}

interface PlanWords {
  fullScan: RegExp;
  sort: RegExp;
  index: (name: string) => RegExp;
  indexOnly: (name: string) => RegExp;
  /** The index each dialect makes for a table's primary key, named its own way. */
  primaryKey: (table: string) => RegExp;
}

/** How each dialect's plan says it read a table whole, sorted rows, or read through an index. */
const PLAN_WORDS: Record<Dialect, PlanWords> = {
  sqlite: {
    // json_each over one value (a catalogue's names, a scan's results) is no table.
    fullScan: /^SCAN (?!CONSTANT ROW)(?!\S+ VIRTUAL TABLE)/,
    sort: /USE TEMP B-TREE/,
    index: (name) => new RegExp(`USING (COVERING )?INDEX ${name} `),
    indexOnly: (name) => new RegExp(`USING COVERING INDEX ${name} `),
    primaryKey: (table) => new RegExp(`USING (COVERING )?INDEX sqlite_autoindex_${table}_1 `),
  },
  postgres: {
    fullScan: /Seq Scan/,
    sort: /\bSort\b/,
    index: (name) => new RegExp(`(Index (Only )?Scan (Backward )?using|Bitmap Index Scan on) ${name} `),
    indexOnly: (name) => new RegExp(`Index Only Scan (Backward )?using ${name} `),
    primaryKey: (table) => new RegExp(`(Index (Only )?Scan (Backward )?using|Bitmap Index Scan on) ${table}_(\\w+_pk|pkey) `),
  },
};

/**
 * What one statement must read through: a named index (alone, for `indexOnly`), a table's primary key,
 * or any index at all; a list when it reads several tables.
 */
type Through = { index: string; indexOnly?: boolean } | { primaryKeyOf: string };
type Expected = Through | Through[] | 'any index';

function planWordsFor(words: PlanWords, through: Through): RegExp {
  if ('primaryKeyOf' in through) return words.primaryKey(through.primaryKeyOf);
  return through.indexOnly ? words.indexOnly(through.index) : words.index(through.index);
}

interface Seeded {
  organizationId: string;
  businessId: string;
  cursor: string;
  /** An organization of a few businesses among the others', as most are on a live server. */
  smallOrganizationId: string;
}

const PAGE = 25;
// Small beside the few hundred rows, as the services' batches are beside 100,000 listings: else reading all and sorting wins.
const BATCH = 10;
const at = new Date();

interface Read {
  read: string;
  run: (repositories: Repositories, seeded: Seeded) => Promise<unknown>;
  /** One per statement the read sends, in order; by dialect when they send different statements. */
  expected: Expected[] | Record<Dialect, Expected[]>;
  maySort?: boolean;
}

const NAMES = JSON.stringify({ google: 'Google', yelp: 'Yelp' });

const READS: Read[] = [
  {
    read: "a signed-in request's session, with its user and membership",
    run: (r) => r.sessions.findSignedIn('plans-token'),
    expected: [{ index: 'sessions_token_unique' }],
  },
  {
    read: 'the sessions of requests arriving together, read in one statement on PostgreSQL',
    run: (r) => Promise.all([r.sessions.findSignedIn('plans-token'), r.sessions.findSignedIn('plans-token-2')]),
    expected: { postgres: [{ index: 'sessions_token_unique' }], sqlite: [{ index: 'sessions_token_unique' }, { index: 'sessions_token_unique' }] },
  },
  ...(['updated', 'created', 'name'] as const).map((sort) => ({
    read: `the business list sorted by ${sort}, and its total`,
    run: (r: Repositories, s: Seeded) => r.businesses.list({ organizationId: s.organizationId, sort, limit: PAGE }),
    expected: [{ index: `businesses_org_${sort}_idx` }, 'any index' as const],
  })),
  {
    read: 'a later page of the business list',
    run: (r, s) => r.businesses.list({ organizationId: s.organizationId, sort: 'updated', limit: PAGE, cursor: s.cursor }),
    expected: [{ index: 'businesses_org_updated_idx' }, 'any index'],
  },
  {
    read: "a page's listing counts",
    run: (r, s) => r.businesses.listingCounts([s.businessId]),
    expected: [{ index: 'listings_business_status_idx', indexOnly: true }],
  },
  {
    read: 'the listing list, and its total',
    run: (r, s) => r.listings.list({ organizationId: s.organizationId, limit: PAGE }),
    // The kept total (one row by its key) is read first, then the page.
    expected: ['any index', { index: 'listings_org_updated_idx' }],
  },
  {
    read: "one business's listings",
    run: (r, s) => r.listings.list({ organizationId: s.organizationId, businessId: s.businessId, limit: PAGE }),
    // A business has one listing per directory at most: sorting them costs nothing.
    maySort: true,
    expected: [{ index: 'listings_org_business_updated_idx' }, { index: 'listings_org_business_updated_idx', indexOnly: true }],
  },
  {
    read: 'the listing list searched by business name',
    run: (r, s) => r.listings.list({ organizationId: s.organizationId, search: 'cafe', limit: PAGE }),
    // The count starts from the matching businesses or joins them, as the planner judges best.
    expected: [{ index: 'listings_org_updated_idx' }, 'any index'],
  },
  {
    read: 'the listing summary',
    run: (r, s) => r.listings.summary(s.organizationId),
    expected: [{ index: 'listings_org_status_idx', indexOnly: true }],
  },
  {
    read: 'the counts by directory',
    run: (r, s) => r.listings.countsByPlatform(s.organizationId),
    expected: [{ index: 'listings_org_platform_idx', indexOnly: true }],
  },
  {
    read: "the dashboard's figures",
    run: (r, s) => r.dashboard.figuresAtEach(s.organizationId, [at, new Date(at.getTime() - METRICS_PERIOD_DAYS * 24 * 60 * 60 * 1000)]),
    // One statement for both moments: the kept counts (one row by its key), less the kept days after each
    // moment's day (one range of their key, from the earliest), less what came after it within its day: a day's range of each figure's time index
    // (for the created businesses the planner may take either time index by its estimate), never the whole table.
    expected: [
      [
        { primaryKeyOf: 'organization_daily_counts' },
        { index: 'businesses_org_enriched_idx', indexOnly: true },
        { index: 'listings_org_status_idx', indexOnly: true },
      ],
    ],
  },
  {
    read: 'the latest activity',
    run: (r, s) => r.activity.latest(s.organizationId, 10),
    expected: [{ index: 'activity_org_created_idx' }],
  },
  {
    read: 'the open citation issues, and their total',
    run: (r, s) => r.citationIssues.list({ organizationId: s.organizationId, status: 'open', limit: PAGE }),
    expected: ['any index', { index: 'citation_issues_org_resolved_idx' }],
  },
  ...(['updated', 'created', 'name'] as const).map((sort) => ({
    read: `the business list sorted by ${sort}, written as JSON with its listing counts, and its total`,
    run: (r: Repositories, s: Seeded) => r.businesses.listWritten({ organizationId: s.organizationId, sort, limit: PAGE }),
    // The kept total is read in the page's own statement, each business's kept listing counts from its row.
    expected: [{ index: `businesses_org_${sort}_idx` }],
  })),
  {
    read: 'the listing list written as JSON (as kept on write), and its total',
    run: (r, s) => r.listings.listWritten({ organizationId: s.organizationId, limit: PAGE }, NAMES),
    expected: [{ index: 'listings_org_updated_idx' }],
  },
  {
    read: 'a later page of the listing list written as JSON, after its first',
    run: async (r, s) => {
      const first = await r.listings.listWritten({ organizationId: s.organizationId, limit: PAGE }, NAMES);
      return r.listings.listWritten({ organizationId: s.organizationId, limit: PAGE, cursor: first.nextCursor! }, NAMES);
    },
    expected: [{ index: 'listings_org_updated_idx' }, { index: 'listings_org_updated_idx' }],
  },
  {
    read: 'the open citation issues written as JSON, each as kept on write, and their total',
    run: (r, s) => r.citationIssues.listWritten({ organizationId: s.organizationId, status: 'open', limit: PAGE }, NAMES),
    // The kept JSON alone: a missing one is built, with its business's latest scan, in a statement of its own (none here).
    expected: [{ index: 'citation_issues_org_resolved_idx' }],
  },
  {
    // A small organization's, as most are: where most of the table is the organization's own, PostgreSQL may
    // as well walk the primary key and filter, and does once the table's indexes have grown with updates.
    // Its few rows may be found by either index that leads with the organization, and sorted.
    read: "a batch of the organization's businesses (exports, imports)",
    run: (r, s) => r.businesses.batchByOrganization(s.smallOrganizationId, undefined, BATCH),
    expected: { sqlite: [{ index: 'businesses_org_id_idx' }], postgres: [{ index: 'businesses_org_(id|infogroup)_idx' }] },
    maySort: true,
  },
  {
    read: 'a batch of listings to sync',
    run: (r, s) => r.listings.batch({ organizationId: s.organizationId, statuses: SYNCABLE_LISTING_STATUSES, limit: BATCH }),
    expected: [{ index: 'listings_org_id_idx' }],
  },
];

const STATUSES: ListingStatus[] = ['published', 'published', 'submitted', 'pending', 'error'];
const DIRECTORIES = ['google', 'bing', 'yelp', 'facebook', 'apple'];

/** An organization with `count` businesses, each listed on every directory in a mix of statuses, with open and resolved citation issues. */
async function seedOrganization(repositories: Repositories, slug: string, count: number): Promise<Omit<Seeded, 'smallOrganizationId'>> {
  const owner = await repositories.users.create({ email: `${slug}@example.com`, username: slug, name: 'Plan Owner' });
  const { id: organizationId } = await repositories.organizations.createWithOwner({ name: slug, slug, ownerId: owner.id });
  const created = await repositories.businesses.createMany(
    Array.from({ length: count }, (_, i) => ({
      organizationId,
      name: `${i % 3 === 0 ? 'Corner Cafe' : 'Main Street Books'} ${i}`,
      address: `${i} Main St`,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phone: '(217) 555-0100',
      category: 'restaurant',
    })),
  );
  await repositories.listings.upsertMany(
    created.flatMap((business, i) =>
      DIRECTORIES.map((platform, j) => {
        const status = STATUSES[(i + j) % STATUSES.length]!;
        return {
          organizationId,
          businessId: business.id,
          platform,
          status,
          publishedAt: status === 'published' ? at : null,
          lastSyncAt: status === 'pending' ? null : at,
        };
      }),
    ),
  );
  for (const business of created.slice(0, 20)) {
    await repositories.activity.record({
      organizationId,
      businessId: business.id,
      actorUserId: owner.id,
      kind: 'business_created',
      type: 'success',
      title: 'Business created',
      description: `${business.name} was added`,
    });
  }
  const issues = [];
  for (const [i, business] of created.entries()) {
    for (const platform of DIRECTORIES.slice(0, 2)) {
      issues.push(
        await repositories.citationIssues.create({
          organizationId,
          businessId: business.id,
          platform,
          issueType: 'phone_mismatch',
          discoveredAt: new Date(at.getTime() - i * 60_000),
        }),
      );
    }
  }
  await repositories.citationIssues.resolveMany(
    organizationId,
    issues.filter((_, i) => i % 3 === 0).map((issue) => issue.id),
    at,
  );
  // As the scheduler leaves them: each issue's and listing's list JSON kept.
  await writeMissingListJson(repositories, 500);
  const firstPage = await repositories.businesses.list({ organizationId, sort: 'updated', limit: PAGE });
  return { organizationId, businessId: created[0]!.id, cursor: firstPage.nextCursor! };
}

describe.each(DIALECTS)('query plans of the list screens on %s', (dialect) => {
  const words = PLAN_WORDS[dialect];
  let database: PlannedDatabase;
  let seeded: Seeded;

  beforeAll(async () => {
    database = dialect === 'sqlite' ? await openPlannedSqlite() : await openPlannedPostgres();
    await seedOrganization(database.repositories, 'other-plans', 60);
    const small = await seedOrganization(database.repositories, 'small-plans', 3);
    seeded = { ...(await seedOrganization(database.repositories, 'plans', 120)), smallOrganizationId: small.organizationId };
    await database.settle();
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(READS)('$read: through the intended index, with no full scan and no sort', async ({ run, expected: byDialect, maySort }) => {
    const expected = Array.isArray(byDialect) ? byDialect : byDialect[dialect];
    const plans = await database.plansOf((repositories) => run(repositories, seeded));
    expect(plans).toHaveLength(expected.length);
    plans.forEach((plan, i) => {
      const text = plan.join('\n');
      // A derived table's one row (SQLite: MATERIALIZE name), read through its own plan above, is no table.
      const materialized = new Set(plan.flatMap((line) => /^MATERIALIZE (\S+)/.exec(line)?.[1] ?? []));
      const tableScan = (line: string) => words.fullScan.test(line) && !materialized.has(/^SCAN (\S+)/.exec(line)?.[1] ?? '');
      const wasted = (line: string) => tableScan(line) || (!maySort && words.sort.test(line));
      expect(plan.filter(wasted), text).toEqual([]);
      const wanted = expected[i]!;
      if (wanted === 'any index') return;
      for (const through of [wanted].flat()) expect(text).toMatch(planWordsFor(words, through));
    });
  });

  it('starts a later page at its cursor in the index, not by reading the rows before it', async () => {
    const [rows] = await database.plansOf((repositories) =>
      repositories.businesses.list({ organizationId: seeded.organizationId, sort: 'updated', limit: PAGE, cursor: seeded.cursor }),
    );
    const seek = dialect === 'sqlite' ? /businesses_org_updated_idx \(organization_id=\? AND updated_at<\?\)/ : /Index Cond: .*updated_at <= /;
    expect(rows?.join('\n')).toMatch(seek);
  });

  it('starts a later written page at its cursor in the index too, in the plan kept for any values on PostgreSQL', async () => {
    const first = await database.repositories.listings.listWritten({ organizationId: seeded.organizationId, limit: PAGE }, NAMES);
    const [later] = await database.plansOf((repositories) =>
      repositories.listings.listWritten({ organizationId: seeded.organizationId, limit: PAGE, cursor: first.nextCursor! }, NAMES),
    );
    const seek = dialect === 'sqlite' ? /listings_org_updated_idx \(organization_id=\? AND updated_at<\?\)/ : /Index Cond: .*updated_at <= /;
    expect(later?.join('\n')).toMatch(seek);
  });
});
