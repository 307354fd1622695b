import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMissingListJson } from '../services/list-json';
import { organizationWithBusinesses, type BatchFixture } from '../testing/batch-fixtures';
import { newScan } from '../testing/scan-results';
import { createServerDatabase, postgresTarget } from '../testing/test-databases';
import { openPostgres } from './pg/open-postgres';
import type { CitationReconciliation } from './records';
import type { Database } from './repositories';

// A write and a rename of its business at once, on PostgreSQL's READ COMMITTED: the rename takes the business's
// row, then its triggers mark the business's listings and issues. A scan takes the business first too, so it
// waits for the rename whole instead of meeting it half-way among the issues (a deadlock, or the issues' JSON
// rewritten with the name the scan's last statement began with). A resolve, one or many, does the same; and a
// listing write, whose triggers write the business's listing counts (holding the listing, it would wait for
// the business while the rename held the business and waited for the listing: a deadlock).

const NO_CHANGES: CitationReconciliation = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };

describe('a scan, resolve or listing write while the business is renamed, on PostgreSQL', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let fixture: BatchFixture;
  const clients: pg.Client[] = [];

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error('Two transactions at once need a PostgreSQL server; none answered.');
    ({ url, drop } = await createServerDatabase(target.adminUrl));
    database = await openPostgres(url, { poolSize: 2 });
    fixture = await organizationWithBusinesses(database.repositories, 5);
  });
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    await database?.close();
    await drop?.();
  });

  /** Which table's row lock a connection other than the rename's waits on: what the write took first. */
  const tableWaitedOn = async (renamePid: number) => {
    const watch = await connect();
    for (let tries = 0; tries < 500; tries++) {
      const { rows } = await watch.query<{ relation: string }>(
        `select l.relation::regclass::text as relation from pg_locks l
          join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'tuple' and a.datname = current_database() and a.wait_event_type = 'Lock' and l.pid <> $1`,
        [renamePid],
      );
      if (rows[0]) return rows[0].relation;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return undefined;
  };
  /** A rename of the business left open, its triggers run: it holds the business and its listings and issues. */
  const openRename = async (businessId: string, name: string) => {
    const rename = await connect();
    await rename.query('begin');
    await rename.query(`update businesses set name = $2 where id = $1`, [businessId, name]);
    const renamePid = (await rename.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    return { rename, renamePid };
  };

  type Write = (businessId: string, issueId: string) => Promise<unknown>;
  const writes: [string, number, Write][] = [
    ['a scan', 0, (businessId) => database.repositories.citationIssues.applyScan(NO_CHANGES, newScan(fixture.organizationId, businessId, new Date()))],
    ['a resolve', 1, (_, issueId) => database.repositories.citationIssues.resolve(fixture.organizationId, issueId, new Date())],
    ['a bulk resolve', 2, (_, issueId) => database.repositories.citationIssues.resolveMany(fixture.organizationId, [issueId], new Date())],
  ];

  it.each(writes)('%s waits for the rename before writing, and leaves the issue named as the business is', async (_, index, write) => {
    const repos = database.repositories;
    const businessId = fixture.businessIds[index]!;
    const issue = await repos.citationIssues.create({
      organizationId: fixture.organizationId,
      businessId,
      platform: 'yelp',
      issueType: 'phone_mismatch',
      expectedValue: '(217) 555-0100',
      actualValue: '(217) 555-0199',
      discoveredAt: new Date(),
    });
    await writeMissingListJson(repos);

    const { rename, renamePid } = await openRename(businessId, 'Renamed "Mid-Write"');
    const written = write(businessId, issue.id);

    expect(await tableWaitedOn(renamePid)).toBe('businesses');

    await rename.query('commit');
    await written;
    const { rows: issues } = await (await connect()).query<{ name: string | null }>(
      // The kept JSON stops before its last field's closing brace (the list appends the directory's name).
      `select coalesce((written_json || '}')::json ->> 'businessName', '(none kept)') as name from citation_issues where business_id = $1`,
      [businessId],
    );
    expect(issues).toEqual([{ name: 'Renamed "Mid-Write"' }]);
  });

  type ListingWrite = (businessId: string, listingId: string) => Promise<unknown>;
  const listingWrites: [string, number, ListingWrite][] = [
    ['a listing sync', 3, (_, listingId) => database.repositories.listings.updateMany(fixture.organizationId, [{ id: listingId, changes: { status: 'published' } }])],
    ['a listing upsert', 4, (businessId) => database.repositories.listings.upsertMany([{ organizationId: fixture.organizationId, businessId, platform: 'yelp', status: 'published' }])],
  ];

  it.each(listingWrites)('%s takes the business before its listings, waits for the rename whole, and counts the listing once', async (_, index, write) => {
    const repos = database.repositories;
    const businessId = fixture.businessIds[index]!;
    const [listing] = await repos.listings.upsertMany([{ organizationId: fixture.organizationId, businessId, platform: 'yelp', status: 'pending' }]);
    // With its JSON kept, the rename's trigger takes the listing too.
    await writeMissingListJson(repos);

    const { rename, renamePid } = await openRename(businessId, 'Renamed While Listed');
    const written = write(businessId, listing!.id);

    expect(await tableWaitedOn(renamePid)).toBe('businesses');

    await rename.query('commit');
    await written;
    const { rows } = await (await connect()).query(
      'select listing_total as total, listing_published as published, listing_waiting as waiting, listing_error as error from businesses where id = $1',
      [businessId],
    );
    expect(rows).toEqual([{ total: 1, published: 1, waiting: 0, error: 0 }]);
  });

  it('lets listing syncs, upserts and renames of the same businesses run at once without a deadlock, counting every listing', async () => {
    // Without the businesses taken first, about one write in six of these met another crosswise.
    const busy = await openPostgres(url, { poolSize: 6 });
    try {
      const repos = busy.repositories;
      const { organizationId, businessIds } = await organizationWithBusinesses(repos, 4);
      const platforms = ['yelp', 'google', 'bing'];
      const statuses = ['pending', 'submitted', 'published', 'error'] as const;
      const listings = await repos.listings.upsertMany(businessIds.flatMap((businessId) => platforms.map((platform) => ({ organizationId, businessId, platform, status: 'pending' as const }))));
      const failures: unknown[] = [];
      for (let round = 0; round < 30; round++) {
        await writeMissingListJson(repos);
        const at = (i: number) => (round + i) % businessIds.length;
        const writes = [
          repos.businesses.update(organizationId, businessIds[at(0)]!, { name: `Renamed ${round}` }),
          repos.listings.updateMany(organizationId, listings.map((listing, i) => ({ id: listing.id, changes: { status: statuses[(round + i) % statuses.length]! } }))),
          repos.businesses.update(organizationId, businessIds[at(1)]!, { name: `Renamed again ${round}` }),
          repos.listings.upsertMany([at(2), at(1), at(0)].flatMap((b) => platforms.map((platform, i) => ({ organizationId, businessId: businessIds[b]!, platform, status: statuses[(round + i + 1) % statuses.length]! })))),
          repos.businesses.update(organizationId, businessIds[at(2)]!, { name: `Renamed once more ${round}` }),
          repos.listings.updateMany(organizationId, [...listings].reverse().map((listing, i) => ({ id: listing.id, changes: { status: statuses[(round + i + 2) % statuses.length]! } }))),
        ];
        for (const result of await Promise.allSettled(writes)) if (result.status === 'rejected') failures.push(result.reason);
      }
      expect(failures).toEqual([]);
      const { rows } = await (await connect()).query(
        `select b.id from businesses b left join (select business_id, count(*)::int as total, (count(*) filter (where status = 'published'))::int as published,
           (count(*) filter (where status = 'error'))::int as error, (count(*) filter (where status in ('pending', 'submitted')))::int as waiting
           from listings group by business_id) c on c.business_id = b.id
         where b.organization_id = $1 and (b.listing_total, b.listing_published, b.listing_error, b.listing_waiting)
           is distinct from (coalesce(c.total, 0), coalesce(c.published, 0), coalesce(c.error, 0), coalesce(c.waiting, 0))`,
        [organizationId],
      );
      expect(rows).toEqual([]);
    } finally {
      await busy.close();
    }
  });

  it('fills the missing business JSON without waiting for a business another write holds, and fills it in a later round', async () => {
    const repos = database.repositories;
    const { organizationId, businessIds } = await organizationWithBusinesses(repos, 3);
    const [held, free] = [...businessIds].sort();
    // Written, then marked stale, as an edit leaves them.
    await writeMissingListJson(repos);
    const watch = await connect();
    await watch.query(`update businesses set written_json = null where organization_id = $1`, [organizationId]);
    const holder = await connect();
    await holder.query('begin');
    // As a listing write holds its businesses.
    await holder.query(`select id from businesses where id = $1 for no key update`, [held]);
    const unwritten = async () =>
      (await watch.query<{ id: string }>('select id from businesses where organization_id = $1 and written_json is null order by id', [organizationId])).rows.map((row) => row.id);

    // A fill that waited for the held row would not return before the holder commits.
    await writeMissingListJson(repos);
    expect(await unwritten()).toEqual([held]);
    expect(await unwritten()).not.toContain(free);
    await holder.query('commit');
    await writeMissingListJson(repos);
    expect(await unwritten()).toEqual([]);
  });

  it("deletes an organization taking its businesses in id order, as a listing write does, so the two cannot hold them crosswise", async () => {
    const repos = database.repositories;
    const { organizationId, businessIds } = await organizationWithBusinesses(repos, 6);
    const watch = await connect();
    // The business the table holds last, which a delete taking the table's order would reach last, and
    // one with a greater id, which a listing write taking it would take after it.
    const { rows: physical } = await watch.query<{ id: string }>('select id from businesses where organization_id = $1 order by ctid', [organizationId]);
    const byId = [...businessIds].sort();
    const last = [...physical].reverse().find((row) => row.id !== byId.at(-1))!.id;
    const greater = byId.at(-1)!;
    const writer = await connect();
    await writer.query('begin');
    await writer.query('select id from businesses where id = $1 for no key update', [last]);
    const writerPid = (await writer.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

    const deleted = repos.organizations.delete(organizationId);
    expect(await tableWaitedOn(writerPid)).toBe('businesses');
    // The delete holds none above the row it waits for: the writer takes its next business at once
    // (taking the table's order, the delete would hold it, and one of the two would fail on a deadlock).
    await writer.query('set local lock_timeout = 5000');
    await expect(writer.query('select id from businesses where id = $1 for no key update', [greater])).resolves.toMatchObject({ rowCount: 1 });
    await writer.query('commit');
    expect(await deleted).toBe(true);
    expect((await watch.query('select id from businesses where organization_id = $1', [organizationId])).rows).toEqual([]);
  });
});
