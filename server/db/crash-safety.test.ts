import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_CATALOGUE } from '../providers/sandbox/directory-catalogue';
import type { CrashServerLine } from '../testing/crash-server';
import { createServerDatabase, DIALECTS, postgresTarget } from '../testing/test-databases';
import type { Dialect } from './repositories';
import { openPostgres } from './pg/open-postgres';
import { openSqlite, SQLITE_FILE_NAME } from './sqlite/open-sqlite';
import { checkIntegrity } from './sqlite/sqlite-backups';

// A real server process on a real database, killed with SIGKILL in the middle of writes: a large
// import, a business being created, a batch being created and a batch being worked. Started again
// on the same database, it holds every write the server answered for, and of the write in flight
// either all or nothing: no business without its fields, no batch without its items or items
// without their batch, and a batch's counts agree with its items.

type Ready = Extract<CrashServerLine, { url: string }>;

interface CrashServer extends Ready {
  /** The next line the process prints, past any that `skip` accepts. */
  next(skip?: (line: CrashServerLine) => boolean): Promise<CrashServerLine>;
  kill(): Promise<void>;
  request<T>(method: string, apiPath: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** A CSV of `rows` retail businesses named 'Crash <batch> <i>'. */
function csvOf(batch: string, rows: number): { csv: string; names: string[] } {
  const names = Array.from({ length: rows }, (_, i) => `Crash ${batch} ${i}`);
  const lines = names.map(
    (name, i) => `${name},Retail Store,${i + 1} Main Street,Springfield,IL,62701,(217) 555-${String(i % 10_000).padStart(4, '0')}`,
  );
  return { csv: ['Business Name,Category,Address,City,State,ZIP Code,Phone', ...lines].join('\n'), names };
}

describe.each(DIALECTS)('a server killed during writes on %s', (dialect: Dialect) => {
  const children: ChildProcess[] = [];
  /** The SQLite data folder or the PostgreSQL database's URL. */
  let location: string;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (dialect === 'sqlite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-crash-'));
      location = dataDir;
      cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error('Crashing a server process needs a PostgreSQL server; none answered.');
    const created = await createServerDatabase(target.adminUrl);
    location = created.url;
    cleanUp = created.drop;
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await cleanUp?.();
  });

  /** Rows read straight from the database (values inlined: they are ids the server made). */
  async function rows<T>(sql: string): Promise<T[]> {
    if (dialect === 'sqlite') {
      const db = new BetterSqlite3(path.join(location, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all() as T[];
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function startServer(): Promise<CrashServer> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/crash-server.ts', dialect, location], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const next = async (skip: (line: CrashServerLine) => boolean = () => false): Promise<CrashServerLine> => {
      for (;;) {
        const line = await lines.next();
        if (line.done) throw new Error('the server process ended early');
        const parsed = JSON.parse(line.value) as CrashServerLine;
        if (!skip(parsed)) return parsed;
      }
    };
    const ready = await next();
    if (!('url' in ready)) throw new Error(`expected the server's address first, got ${JSON.stringify(ready)}`);
    return {
      ...ready,
      next,
      async kill() {
        child.kill('SIGKILL');
        expect(await exited).toBe('SIGKILL');
      },
      async request<T>(method: string, apiPath: string, body?: unknown) {
        const response = await fetch(`${ready.url}${apiPath}`, {
          method,
          headers: { authorization: `Bearer ${ready.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as T };
      },
    };
  }

  /** A request whose answer never comes: the server dies first. */
  function unanswered(server: CrashServer, method: string, apiPath: string, body: unknown): Promise<string> {
    return server.request(method, apiPath, body).then(
      () => 'answered',
      () => 'connection lost',
    );
  }

  /** Opening as the server does replays what it must and applies (no) migrations without complaint. */
  async function opensClean(): Promise<void> {
    if (dialect === 'sqlite') expect(checkIntegrity(path.join(location, SQLITE_FILE_NAME))).toEqual({ ok: true });
    const reopened = dialect === 'sqlite' ? openSqlite(location) : await openPostgres(location, { poolSize: 1 });
    await reopened.ping();
    await reopened.close();
  }

  /** Every batch has all its items, every item its batch, and the counts agree with the items. */
  async function batchesWhole(): Promise<Array<{ id: string; total: number }>> {
    const batches = await rows<{ id: string; total: number; succeeded: number; failed: number }>(
      'select id, total, succeeded, failed from batches',
    );
    const counts = await rows<{ batch_id: string; status: string; n: number | string }>(
      'select batch_id, status, count(*) as n from batch_items group by batch_id, status',
    );
    const orphans = await rows<{ n: number | string }>('select count(*) as n from batch_items where batch_id not in (select id from batches)');
    expect(Number(orphans[0]!.n)).toBe(0);
    for (const batch of batches) {
      const of = (status?: string) =>
        counts.filter((row) => row.batch_id === batch.id && (!status || row.status === status)).reduce((sum, row) => sum + Number(row.n), 0);
      expect({ total: Number(batch.total), succeeded: Number(batch.succeeded), failed: Number(batch.failed) }).toEqual({
        total: of(),
        succeeded: of('done'),
        failed: of('error'),
      });
      // A business counted as sent has its listings from this batch.
      const sentWithout = await rows<{ n: number | string }>(
        `select count(*) as n from batch_items i where i.batch_id = '${batch.id}' and i.status = 'done'
           and not exists (select 1 from listings l where l.business_id = i.business_id and l.data_axle_batch_id = '${batch.id}')`,
      );
      expect(Number(sentWithout[0]!.n)).toBe(0);
    }
    return batches.map((batch) => ({ id: batch.id, total: Number(batch.total) }));
  }

  it('keeps every committed import row, and of the import in flight all rows or none', { timeout: 120_000 }, async () => {
    const server = await startServer();
    const importCsv = (csv: string) => server.request<{ created: number; failed: number }>('POST', '/api/businesses/import', { csv, dryRun: false });

    // Imports the server answered for: each answer comes after its transaction committed.
    const committed: string[] = [];
    for (const batch of ['a', 'b', 'c']) {
      const { csv, names } = csvOf(batch, 3000);
      const response = importCsv(csv);
      expect(await server.next()).toEqual({ writing: 3000 });
      expect((await response).body).toMatchObject({ created: 3000, failed: 0 });
      committed.push(...names);
    }

    // The large one: killed once the server says it is writing it.
    const inFlight = csvOf('d', 30_000);
    const lost = unanswered(server, 'POST', '/api/businesses/import', { csv: inFlight.csv, dryRun: false });
    expect(await server.next()).toEqual({ writing: 30_000 });
    await server.kill();
    await lost;
    await opensClean();

    const names = new Set(
      (await rows<{ name: string }>(`select name from businesses where organization_id = '${server.organizationId}'`)).map((row) => row.name),
    );
    expect(committed.filter((name) => !names.has(name))).toEqual([]);
    const inFlightKept = inFlight.names.filter((name) => names.has(name)).length;
    expect([0, inFlight.names.length]).toContain(inFlightKept);
    expect(names.size).toBe(committed.length + inFlightKept);
  });

  it('leaves a business whole or absent and every batch whole, however it is cut', { timeout: 120_000 }, async () => {
    const first = await startServer();
    const { csv } = csvOf('batch', 300);
    expect((await first.request('POST', '/api/businesses/import', { csv, dryRun: false })).status).toBe(200);
    expect(await first.next()).toEqual({ writing: 300 });
    const businessIds = (
      await rows<{ id: string }>(`select id from businesses where organization_id = '${first.organizationId}' and name like 'Crash batch %'`)
    ).map((row) => row.id);
    expect(businessIds).toHaveLength(300);

    // Killed as a business is being created through the API.
    const cafe = {
      name: 'Crash Cafe',
      address: '9 Kill Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phone: '(217) 555-0199',
      category: 'restaurant',
      email: 'cafe@example.com',
      website: 'https://cafe.example.com',
      description: 'Open through every crash',
    };
    const cafeLost = unanswered(first, 'POST', '/api/businesses', cafe);
    expect(await first.next()).toEqual({ creatingBusiness: cafe.name });
    await first.kill();
    await cafeLost;
    await opensClean();
    const cafes = await rows<Record<string, unknown>>(
      `select name, address, city, state, zip_code, phone, category, email, website, description from businesses where name = '${cafe.name}'`,
    );
    if (cafes.length > 0) {
      expect(cafes).toEqual([
        { ...Object.fromEntries(Object.entries(cafe).filter(([key]) => key !== 'zipCode')), zip_code: cafe.zipCode },
      ]);
    }

    // Killed as a batch of 300 submissions is being created.
    const directories = DIRECTORY_CATALOGUE.filter((directory) => directory.tier === 'basic' && directory.categories === null)
      .slice(0, 2)
      .map((directory) => directory.id);
    const second = await startServer();
    const batchLost = unanswered(second, 'POST', '/api/data-axle/businesses/batch-submit', { businessIds, directories });
    expect(await second.next()).toEqual({ creatingBatch: 300 });
    await second.kill();
    await batchLost;
    await opensClean();
    const created = await batchesWhole();
    expect(created.every((batch) => batch.total === 300)).toBe(true);

    // Killed while the batch is being worked: a restart resumes it (or it is made now).
    const third = await startServer();
    if (created.length === 0) {
      expect((await third.request('POST', '/api/data-axle/businesses/batch-submit', { businessIds, directories })).status).toBe(202);
    }
    for (let finished = 0; finished < 50; finished += 1) {
      expect(await third.next((line) => 'creatingBatch' in line)).toHaveProperty('finishingItem');
    }
    await third.kill();
    await opensClean();
    const [worked] = await batchesWhole();
    expect(worked).toMatchObject({ total: 300 });

    // Started again on the same database, the server serves the batch as it stands.
    const fourth = await startServer();
    const answer = await fourth.request<{ batch: { total: number; items: unknown[] } }>('GET', `/api/data-axle/batches/${worked!.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.batch.total).toBe(300);
    expect(answer.body.batch.items).toHaveLength(300);
    await fourth.kill();
  });
});
