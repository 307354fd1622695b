import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite, SQLITE_FILE_NAME } from './open-sqlite';
import { checkIntegrity } from './sqlite-backups';

// A real server process on a real SQLite file, killed with SIGKILL while a large import is being
// written: WAL with synchronous=FULL must leave a database that opens clean and holds every import
// the server answered for, and of the import in flight either all rows or none.

const dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type ServerLine = { url: string; token: string; organizationId: string } | { writing: number };

function csvOf(batch: string, rows: number): { csv: string; names: string[] } {
  const names = Array.from({ length: rows }, (_, i) => `Crash ${batch} ${i}`);
  const lines = names.map(
    (name, i) => `${name},Retail Store,${i + 1} Main Street,Springfield,IL,62701,(217) 555-${String(i % 10_000).padStart(4, '0')}`,
  );
  return { csv: ['Business Name,Category,Address,City,State,ZIP Code,Phone', ...lines].join('\n'), names };
}

function namesIn(organizationId: string): Set<string> {
  const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select name from businesses where organization_id = ?').all(organizationId) as Array<{ name: string }>;
    return new Set(rows.map((row) => row.name));
  } finally {
    db.close();
  }
}

describe('a server killed during a large import', () => {
  it('leaves a database that opens clean with every committed row', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/import-crash-server.ts', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const next = async (): Promise<ServerLine> => {
      const line = await lines.next();
      if (line.done) throw new Error('the server process ended early');
      return JSON.parse(line.value) as ServerLine;
    };

    const ready = await next();
    if (!('url' in ready)) throw new Error(`expected the server's address first, got ${JSON.stringify(ready)}`);
    const importCsv = (csv: string) =>
      fetch(`${ready.url}/api/businesses/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ready.token}` },
        body: JSON.stringify({ csv, dryRun: false }),
      });

    // Imports the server answered for: each answer comes after its transaction committed.
    const committed: string[] = [];
    for (const batch of ['a', 'b', 'c']) {
      const { csv, names } = csvOf(batch, 3000);
      const response = importCsv(csv);
      expect(await next()).toEqual({ writing: 3000 });
      expect(await response.then((r) => r.json())).toMatchObject({ created: 3000, failed: 0 });
      committed.push(...names);
    }

    // The large one: killed once the server says it is writing it.
    const inFlight = csvOf('d', 30_000);
    const unanswered = importCsv(inFlight.csv).then(
      () => 'answered',
      () => 'connection lost',
    );
    expect(await next()).toEqual({ writing: 30_000 });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    await unanswered;

    expect(checkIntegrity(path.join(dataDir, SQLITE_FILE_NAME))).toEqual({ ok: true });
    // Opening as the server does replays the WAL and applies (no) migrations without complaint.
    const reopened = openSqlite(dataDir);
    await reopened.ping();
    await reopened.close();

    const names = namesIn(ready.organizationId);
    expect(committed.filter((name) => !names.has(name))).toEqual([]);
    const inFlightKept = inFlight.names.filter((name) => names.has(name)).length;
    expect([0, inFlight.names.length]).toContain(inFlightKept);
    expect(names.size).toBe(committed.length + inFlightKept);
  });
});
