import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startApiServer } from './api-server-process';
import { pacedLoad, type PacedFigures } from './paced-load';
import { signInOwnerSessions } from './bench-sessions';
import { machine, median, writeResultsSection } from './results-file';
import {
  SCALE_ORGANIZATION_SLUG,
  SCALE_OWNER_EMAIL,
  SMALL_ORGANIZATION_SLUG,
  SMALL_OWNER_EMAIL,
  describeTarget,
  openScaleDatabase,
  scaleOptions,
} from './scale-database';

// Puts the screens' API reads under load (autocannon, 50 connections, each signed in with a session of
// its own, as 50 devices would be) on the organizations seed-scale.ts made, 10,000 businesses and 100
// businesses, against a bare Express JSON route served the same way in the same run. Rounds alternate baseline and endpoints; each figure is the median of the rounds.
// Saturated (each connection sends as soon as it has its answer), the mean latency is the connections over
// the rate, so p99 reads the rate more than the route: each endpoint at 10,000 businesses is also run
// paced, at the budget's share of the round's baseline, evenly (paced-load.ts), and the p99 budget is read
// from that run; the bare route paced at the same rate gives the machine's own p99 beside it. The
// saturated p99 is reported too.
//   npx tsx bench/api-load.ts [--data-dir bench/data] [--rounds 3] [--seconds 5]
//   DATABASE_URL=postgres://... npx tsx bench/api-load.ts

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 1;
/**
 * Each paced run is preceded by this much at its own pace, unmeasured: it follows a saturated run of the
 * same server, whose garbage would otherwise be collected within the paced run's first seconds and read
 * as its p99, a cost of the saturated run rather than of the pace.
 */
const PACED_WARM_UP_SECONDS = 2;
/**
 * The budget: each endpoint serves at least `share` of the baseline's requests a second and answers 99%
 * of requests within `p99Ms`; rendered afresh (`--uncached`), as the first read after a write is, it
 * has a budget of its own.
 */
const BUDGETS = {
  cached: { share: 0.25, p99Ms: 25 },
  uncached: { share: 0.35, p99Ms: 40 },
} as const;
/** ...and its median at 10,000 businesses is at most this many times its median at 100. */
const MAX_GROWTH = 1.5;

const tenths = (ms: number) => Math.round(ms * 10) / 10;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

interface Target {
  name: string;
  path: string;
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
    // Every read rendered afresh, as the first read after a write is: the cost the answer cache hides.
    uncached: { type: 'boolean', default: false },
  },
});
const uncached = values.uncached;
const { share: MIN_SHARE_OF_BASELINE, p99Ms: MAX_P99_MS } = uncached ? BUDGETS.uncached : BUDGETS.cached;
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const dataDirArgs = values['data-dir'] ? ['--data-dir', values['data-dir']] : [];
const options = scaleOptions(dataDirArgs);

async function load(url: string, tokens: readonly string[], duration: number, overallRate?: number): Promise<Figures> {
  let connection = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    ...(overallRate ? { overallRate } : {}),
    setupClient: (client) => {
      const token = tokens[connection++ % tokens.length];
      if (token) client.setHeaders({ authorization: `Bearer ${token}` });
    },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const database = await openScaleDatabase(options);
  const { repositories } = database;
  const large = await signInOwnerSessions(repositories, SCALE_ORGANIZATION_SLUG, SCALE_OWNER_EMAIL, CONNECTIONS);
  const small = await signInOwnerSessions(repositories, SMALL_ORGANIZATION_SLUG, SMALL_OWNER_EMAIL, CONNECTIONS);
  const firstBusiness = async (organizationId: string) =>
    (await repositories.businesses.list({ organizationId, sort: 'updated', limit: 1 })).items[0]!.id;
  const targets = async (organizationId: string): Promise<Target[]> => [
    { name: 'dashboard metrics', path: '/api/dashboard/metrics' },
    { name: 'businesses list page', path: '/api/businesses?limit=25' },
    { name: 'listings list page', path: '/api/listings?limit=25' },
    { name: 'citation issues list page', path: '/api/citation-issues' },
    { name: 'business detail', path: `/api/businesses/${await firstBusiness(organizationId)}` },
  ];
  const largeTargets = await targets(large.organizationId);
  const smallTargets = await targets(small.organizationId);
  await database.close();

  const baselineServer = await startApiServer(['--bare', ...dataDirArgs]);
  const appServer = await startApiServer([...dataDirArgs, ...(uncached ? ['--uncached'] : [])]);
  const baseline: Figures[] = [];
  const pacedRates: number[] = [];
  const pacedBaseline: PacedFigures[] = [];
  const measured = new Map<string, Figures[]>();
  const record = (key: string, figures: Figures) => measured.set(key, [...(measured.get(key) ?? []), figures]);
  try {
    for (let round = 1; round <= rounds; round++) {
      await load(`${baselineServer.url}/api/bare`, [], WARM_UP_SECONDS);
      baseline.push(await load(`${baselineServer.url}/api/bare`, [], seconds));
      // The rate the budget asks of every endpoint in this round.
      const pacedRate = Math.round(MIN_SHARE_OF_BASELINE * baseline.at(-1)!.requestsPerSecond);
      pacedRates.push(pacedRate);
      await pacedLoad(`${baselineServer.url}/api/bare`, [], pacedRate, PACED_WARM_UP_SECONDS, CONNECTIONS);
      pacedBaseline.push(await pacedLoad(`${baselineServer.url}/api/bare`, [], pacedRate, seconds, CONNECTIONS));
      for (const [size, signedIn, list] of [
        ['10,000', large, largeTargets],
        ['100', small, smallTargets],
      ] as const) {
        for (const target of list) {
          await load(`${appServer.url}${target.path}`, signedIn.tokens, WARM_UP_SECONDS);
          const figures = await load(`${appServer.url}${target.path}`, signedIn.tokens, seconds);
          record(`${target.name}|${size}`, figures);
          console.log(`round ${round}: ${target.name} at ${size} businesses: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
          if (size === '10,000') {
            await pacedLoad(`${appServer.url}${target.path}`, signedIn.tokens, pacedRate, PACED_WARM_UP_SECONDS, CONNECTIONS);
            const paced = await pacedLoad(`${appServer.url}${target.path}`, signedIn.tokens, pacedRate, seconds, CONNECTIONS);
            if (paced.failures > 0) throw new Error(`${target.path}: ${paced.failures} paced requests failed`);
            record(`${target.name}|paced`, paced);
            console.log(`round ${round}: ${target.name} at ${size} businesses, paced at ${pacedRate} req/s: ${paced.requestsPerSecond.toFixed(0)} req/s, p50 ${paced.p50} ms, p99 ${paced.p99} ms`);
          }
        }
      }
      console.log(`round ${round}: baseline ${baseline.at(-1)!.requestsPerSecond.toFixed(0)} req/s; paced at ${pacedRate} req/s, p50 ${pacedBaseline.at(-1)!.p50} ms, p99 ${pacedBaseline.at(-1)!.p99} ms`);
    }
  } finally {
    for (const { child } of [baselineServer, appServer]) child.kill('SIGTERM');
  }

  const summary = (list: Figures[]): Figures => ({
    requestsPerSecond: median(list.map((figures) => figures.requestsPerSecond)),
    p50: tenths(median(list.map((figures) => figures.p50))),
    p99: tenths(median(list.map((figures) => figures.p99))),
  });
  const base = summary(baseline);
  const outside: string[] = [];
  const rows = largeTargets.map((target) => {
    const at10k = summary(measured.get(`${target.name}|10,000`)!);
    const at100 = summary(measured.get(`${target.name}|100`)!);
    const paced = summary(measured.get(`${target.name}|paced`)!);
    const share = at10k.requestsPerSecond / base.requestsPerSecond;
    const growth = at10k.p50 / Math.max(at100.p50, 1);
    const holds = share >= MIN_SHARE_OF_BASELINE && paced.p99 < MAX_P99_MS && growth <= MAX_GROWTH;
    if (!holds) outside.push(target.name);
    return `| ${target.name} | ${at10k.requestsPerSecond.toFixed(0)} | ${share.toFixed(2)} | ${at10k.p50} | ${at10k.p99} | ${paced.requestsPerSecond.toFixed(0)} | ${paced.p50} | ${paced.p99} | ${at100.requestsPerSecond.toFixed(0)} | ${at100.p50} | ${growth.toFixed(2)} | ${holds ? 'yes' : 'no'} |`;
  });
  const dialect = options.databaseUrl ? 'PostgreSQL' : 'SQLite';
  const setting = uncached ? ' --uncached' : '';
  const table = [
    `Measured ${machine()}; ${describeTarget(options).replace(/ in .*/, '')}. Command: \`${options.databaseUrl ? 'DATABASE_URL=... ' : ''}npx tsx bench/api-load.ts --rounds ${rounds} --seconds ${seconds}${setting}\` after \`npm run bench:seed\`. ` +
      `autocannon, ${CONNECTIONS} connections, ${seconds} s a run after ${WARM_UP_SECONDS} s of warm-up, median of ${rounds} rounds; the server in its own process on 127.0.0.1. ` +
      `Baseline: a bare Express JSON route served the same way, ${base.requestsPerSecond.toFixed(0)} req/s, p50 ${base.p50} ms, p99 ${base.p99} ms. ` +
      `Saturated: each connection sends as soon as it has its answer. Paced: the same endpoint at 10,000 businesses at ${MIN_SHARE_OF_BASELINE} x the round's baseline ` +
      `(median ${median(pacedRates).toFixed(0)} req/s over the ${CONNECTIONS} connections, after ${PACED_WARM_UP_SECONDS} s at that pace unmeasured, sent evenly and each timed from when it was due, so a server slower than the pace falls behind and its p99 grows with the run), below saturation when the rate budget holds. ` +
      `The bare route paced the same way: p50 ${tenths(median(pacedBaseline.map((figures) => figures.p50)))} ms, p99 ${tenths(median(pacedBaseline.map((figures) => figures.p99)))} ms, the machine's own share of every paced p99. ` +
      `Budget: at least ${MIN_SHARE_OF_BASELINE} x the baseline's req/s saturated and p99 under ${MAX_P99_MS} ms paced at 10,000 businesses; median at most ${MAX_GROWTH} x the one at 100 businesses, saturated (latencies under 1 ms count as 1).`,
    '',
    '| endpoint | req/s at 10k | x baseline | p50 ms | p99 ms saturated | paced req/s | paced p50 ms | paced p99 ms | req/s at 100 | p50 ms at 100 | p50 10k / 100 | within budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  if (uncached) {
    writeResultsSection(`api-${dialect.toLowerCase()}-uncached`, `API under load, no answer cache: ${dialect}`, table);
  } else {
    writeResultsSection(`api-${dialect.toLowerCase()}`, `API under load: ${dialect}`, table);
  }
  console.log(outside.length > 0 ? `Outside the${setting} budget: ${outside.join(', ')}` : `Every endpoint within the${setting} budget`);
  console.log(`(${os.loadavg().map((load) => load.toFixed(1)).join(' ')})`);
}

await main();
