import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startApiServer } from './api-server-process';
import { pacedLoad } from './paced-load';
import { signInOwnerSessions } from './bench-sessions';
import { machine } from './results-file';
import { SCALE_ORGANIZATION_SLUG, SCALE_OWNER_EMAIL, describeTarget, openScaleDatabase, scaleOptions } from './scale-database';

// CPU time per request, read from /proc, at an even pace below saturation: the server process's own,
// and the whole machine's (the load generator and, on PostgreSQL, the database with it). On a noisy
// 2-core VM these moved less between runs than req/s at saturation, which makes them the figure to
// compare two versions of the code by (run each in turn, a few times). The bare Express route is
// measured beside the app's routes in the same round. No answer is cached, as with bench:api --uncached.
//   npx tsx bench/request-cpu.ts [--rate 1500] [--seconds 6] [--rounds 2] [--paths /api/businesses?limit=25,...]
//   DATABASE_URL=postgres://... npx tsx bench/request-cpu.ts
//   SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npx tsx bench/request-cpu.ts   (a profile of each server)

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const TICK_MS = 1000 / 100; // /proc's clock ticks (USER_HZ), in milliseconds

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    rate: { type: 'string', default: '1500' },
    seconds: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '2' },
    paths: { type: 'string', default: '/api/businesses?limit=25,/api/listings?limit=25,/api/citation-issues,/api/dashboard/metrics' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);

/** A process's user and system time, in clock ticks. */
function processTicks(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Every core's busy time (all but idle and iowait), in clock ticks. */
function machineTicks(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return fields.reduce((sum, value) => sum + value, 0) - fields[3]! - fields[4]!;
}

/**
 * The local PostgreSQL server's processes' time, in clock ticks (0 on SQLite, or when the database runs
 * elsewhere): the share of a request the database's backends take on the same cores.
 */
function databaseTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) ticks += processTicks(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return ticks;
}

async function measure(url: string, tokens: readonly string[], pid: number) {
  await pacedLoad(url, tokens, rate, WARM_UP_SECONDS, CONNECTIONS);
  const process0 = processTicks(pid);
  const machine0 = machineTicks();
  const database0 = databaseTicks();
  const paced = await pacedLoad(url, tokens, rate, seconds, CONNECTIONS);
  if (paced.failures > 0) throw new Error(`${url}: ${paced.failures} requests failed`);
  const requests = paced.requestsPerSecond * seconds;
  const microseconds = (ticks: number) => (ticks * TICK_MS * 1000) / requests;
  return {
    server: microseconds(processTicks(pid) - process0),
    machine: microseconds(machineTicks() - machine0),
    database: microseconds(databaseTicks() - database0),
    p99: paced.p99,
  };
}

const options = scaleOptions([]);
const database = await openScaleDatabase(options);
const large = await signInOwnerSessions(database.repositories, SCALE_ORGANIZATION_SLUG, SCALE_OWNER_EMAIL, CONNECTIONS);
await database.close();
const bare = await startApiServer(['--bare']);
const app = await startApiServer(['--uncached']);
console.log(`${machine()}; ${describeTarget(options).replace(/ in .*/, '')}; ${rate} req/s for ${seconds} s, ${CONNECTIONS} connections`);
try {
  for (let round = 1; round <= Number(values.rounds); round++) {
    const base = await measure(`${bare.url}/api/bare`, [], bare.child.pid!);
    console.log(`round ${round}: bare route: server ${base.server.toFixed(0)} us, machine ${base.machine.toFixed(0)} us a request, p99 ${base.p99} ms`);
    for (const path of values.paths.split(',')) {
      const figures = await measure(`${app.url}${path}`, large.tokens, app.child.pid!);
      console.log(
        `round ${round}: ${path}: server ${figures.server.toFixed(0)} us (bare / it: ${(base.server / figures.server).toFixed(2)}), ` +
          `machine ${figures.machine.toFixed(0)} us (${(base.machine / figures.machine).toFixed(2)}), ` +
          (figures.database > 0 ? `database ${figures.database.toFixed(0)} us, ` : '') +
          `p99 ${figures.p99} ms`,
      );
    }
  }
} finally {
  bare.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
}
