import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { postgresTarget } from '../../testing/test-databases';
import { isDatabaseUnavailable } from '../database-unavailable';
import { openSteadyClient, type SteadyClient } from './steady-client';

// The steady reads' client between the server and PostgreSQL through a proxy that can be cut (every
// connection closed cleanly, new ones closed at once, as a proxy whose database is away does), refuse
// connections (a server that is down) or be stalled (nothing passes: a half-open network). Either way a
// read fails as an outage does instead of waiting forever, and once the database is back the same client
// reads again. A read that hung would fail here by the test's own timeout.

/** The test database server's address. */
async function adminUrlOf(): Promise<string> {
  const target = await postgresTarget();
  if (target.kind !== 'server') throw new Error('The steady client is tested against a PostgreSQL server; none answered.');
  return target.adminUrl;
}

describe("the steady reads' client when the database goes away", () => {
  let adminUrl: string;
  let proxy: TcpProxy | undefined;
  let steady: SteadyClient | undefined;

  beforeAll(async () => {
    adminUrl = await adminUrlOf();
  });
  afterEach(async () => {
    await proxy?.restore();
    await steady?.end();
    await proxy?.close();
  });

  /** The client of `max` connections through a fresh proxy, each read failing after `deadlineMs` unanswered. */
  const open = async (deadlineMs: number, max = 2) => {
    const url = new URL(adminUrl);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    steady = openSteadyClient(url.toString(), { max, connect_timeout: 10, onnotice: () => undefined }, deadlineMs);
    const client = steady.client;
    return () => client.unsafe('select 1 as one') as unknown as Promise<{ one: number }[]>;
  };
  const expectOutage = async (read: Promise<unknown>) => {
    const error = await read.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  };

  const cut = (on: TcpProxy) => on.cut();
  const refuse = (on: TcpProxy) => on.refuse();
  it.each([
    ['every connection is closed as it opens', cut, 1],
    ['every connection is closed as it opens', cut, 2],
    ['connections are refused', refuse, 2],
  ])('fails each read while %s (%i connections), and reads again once the database is back', async (_how, takeAway, max) => {
    const read = await open(60_000, max);
    expect(await read()).toEqual([{ one: 1 }]);
    takeAway(proxy!);
    // The first read loses the open connection; the next ones each try a new one.
    for (let attempt = 0; attempt < 3; attempt++) await expectOutage(read());
    await proxy!.restore();
    expect(await read()).toEqual([{ one: 1 }]);
    expect(await read()).toEqual([{ one: 1 }]);
  });

  it('fails a read unanswered past its deadline, and reads on a new connection once the network is back', async () => {
    const read = await open(300);
    expect(await read()).toEqual([{ one: 1 }]);
    proxy!.stall();
    await expectOutage(read());
    await proxy!.restore();
    expect(await read()).toEqual([{ one: 1 }]);
  });

  it('reads the rows as arrays too, as Drizzle asks for them', async () => {
    await open(60_000);
    const rows = await (steady!.client.unsafe('select 1 as one, 2 as two') as unknown as { values(): Promise<unknown[][]> }).values();
    expect(rows.map((row) => [...row])).toEqual([[1, 2]]);
  });
});

describe("the steady reads' client spreading its reads", () => {
  let steady: SteadyClient | undefined;
  afterEach(async () => {
    await steady?.end();
    steady = undefined;
  });

  const open = async (max: number) => {
    steady = openSteadyClient(await adminUrlOf(), { max, connect_timeout: 10, onnotice: () => undefined }, 60_000);
    const client = steady.client;
    return <T>(query: string) => client.unsafe(query) as unknown as Promise<T[]>;
  };

  const pidOf = async (read: Promise<{ pid: number }[]>) => (await read)[0]!.pid;

  it('sends reads made in one turn to one connection, eight at most', async () => {
    const read = await open(3);
    const together = (count: number) => Promise.all(Array.from({ length: count }, () => pidOf(read('select pg_backend_pid() as pid'))));
    expect(new Set(await together(3)).size).toBe(1);
    const nine = await together(9);
    expect(new Set(nine.slice(0, 8)).size).toBe(1);
    expect(nine[8]).not.toBe(nine[0]);
  });

  it('sends a read made in a later turn to a connection with none in flight', async () => {
    const read = await open(2);
    const first = pidOf(read('select pg_backend_pid() as pid, pg_sleep(0.2)'));
    await new Promise((resolve) => setImmediate(resolve));
    const later = await pidOf(read('select pg_backend_pid() as pid'));
    expect(later).not.toBe(await first);
  });

  it('answers other reads while one waits on the database, on the connections not busy', async () => {
    const read = await open(2);
    let slowSettled = false;
    const slow = read('select pg_sleep(60) as slept').then(
      () => 'answered',
      (error: { code?: string }) => error.code,
    );
    void slow.finally(() => (slowSettled = true));
    // Reads made in the same turn would share its connection, and wait behind it.
    await new Promise((resolve) => setImmediate(resolve));
    // Once the database is running it (its connection is opened on first use)...
    const running = async () =>
      (await read<{ pid: number }>("select pid from pg_stat_activity where state = 'active' and query = 'select pg_sleep(60) as slept'"))[0]?.pid;
    let pid = await running();
    while (pid === undefined) pid = await running();
    // ...ten reads in turn: each goes to the connection not holding the slow one.
    for (let n = 0; n < 10; n++) expect(await read<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    expect(slowSettled).toBe(false);
    // Ended by the database, not waited out.
    await read(`select pg_cancel_backend(${pid})`);
    expect(await slow).toBe('57014');
  });
});
