import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Request, type Result } from 'autocannon';
import { openPostgres } from '../server/db/pg/open-postgres';
import { seededRandom } from '../server/providers/sandbox/seeded-random';
import { startHostedInstance, type HostedInstance } from '../server/testing/hosted-instance';
import { createServerDatabase } from '../server/testing/test-databases';
import { startApiServer } from './api-server-process';
import { benchBusiness } from './bench-business';
import { signInOwner } from './bench-sessions';
import { machine, writeResultsSection } from './results-file';
import { seedOrganization } from './seed-organization';

// The hosted setup under mixed load: two instances, each `node` on the server in a process of its own,
// on one fresh PostgreSQL database with a few seeded organizations, behind nothing (autocannon spreads
// each kind's connections over both). 200 connections for 60 s of the screens' reads and of business
// creates and updates, each request signed in as one of the organizations' owners. Every answer must
// be 2xx: the script exits 1 otherwise. Baseline in the same run: two bare Express JSON servers
// (api-server.ts --bare) under the same connections.
//   npm run bench:hosted-load -- [--seconds 60] [--baseline-seconds 20] [--organizations 4] [--businesses 250]
//   BENCH_POSTGRES_URL=postgres://user@host:5432/postgres (a server where the user may create databases;
//   this one by default): the bench's database is made there and dropped afterwards.

const CONNECTIONS = 200;
const WARM_UP_SECONDS = 5;
const LISTINGS_PER_BUSINESS = 5;
const ISSUES_PER_BUSINESS = 5;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    seconds: { type: 'string', default: '60' },
    'baseline-seconds': { type: 'string', default: '20' },
    organizations: { type: 'string', default: '4' },
    businesses: { type: 'string', default: '250' },
  },
});
const seconds = Number(values.seconds);
const baselineSeconds = Number(values['baseline-seconds']);
const organizationCount = Number(values.organizations);
const businessesPerOrganization = Number(values.businesses);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Organization {
  token: string;
  businessIds: string[];
}

/** One kind of request in the mix: its share of the connections, and the request each time. */
interface Kind {
  name: string;
  write: boolean;
  connections: number;
  request(organization: Organization): Request;
}

const random = seededRandom('citewise-hosted-load');
let written = 0;
const businessInput = () => {
  written += 1;
  return JSON.stringify(benchBusiness('Load', written));
};

// Weighted as the screens are used: mostly reads, a fifth of the connections writing.
const KINDS: Kind[] = [
  { name: 'dashboard metrics', write: false, connections: 30, request: () => ({ method: 'GET', path: '/api/dashboard/metrics' }) },
  { name: 'businesses list page', write: false, connections: 35, request: () => ({ method: 'GET', path: '/api/businesses?limit=25' }) },
  {
    name: 'business detail',
    write: false,
    connections: 30,
    request: (organization) => ({ method: 'GET', path: `/api/businesses/${random.pick(organization.businessIds)}` }),
  },
  { name: 'listings list page', write: false, connections: 30, request: () => ({ method: 'GET', path: '/api/listings?limit=25' }) },
  { name: 'citation issues list page', write: false, connections: 35, request: () => ({ method: 'GET', path: '/api/citation-issues' }) },
  {
    name: 'business create',
    write: true,
    connections: 20,
    request: () => ({ method: 'POST', path: '/api/businesses', body: businessInput() }),
  },
  {
    name: 'business update',
    write: true,
    connections: 20,
    request: (organization) => ({ method: 'PUT', path: `/api/businesses/${random.pick(organization.businessIds)}`, body: businessInput() }),
  },
];

/** Each request as a random organization's owner. */
function run(urls: string[], kind: Kind, organizations: Organization[], duration: number): Promise<Result> {
  return autocannon({
    url: urls,
    connections: kind.connections,
    duration,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const organization = random.pick(organizations);
          const next = kind.request(organization);
          return { ...request, ...next, headers: { ...request.headers, authorization: `Bearer ${organization.token}` } };
        },
      },
    ],
  });
}

async function seed(url: string): Promise<Organization[]> {
  const database = await openPostgres(url);
  const { repositories } = database;
  const now = new Date();
  const organizations: Organization[] = [];
  try {
    for (let n = 1; n <= organizationCount; n++) {
      const shape = {
        slug: `load-${n}`,
        name: `Load Bench ${n}`,
        ownerEmail: `load-owner-${n}@example.com`,
        businesses: businessesPerOrganization,
        listingsPerBusiness: LISTINGS_PER_BUSINESS,
        issuesPerBusiness: ISSUES_PER_BUSINESS,
      };
      const { organizationId } = await seedOrganization(repositories, shape, now, seededRandom(`load-${n}`));
      // The creates under load stay within the plan.
      await repositories.organizations.update(organizationId, { maxBusinesses: 1_000_000 });
      const { token } = await signInOwner(repositories, shape.slug, shape.ownerEmail);
      const page = await repositories.businesses.list({ organizationId, sort: 'updated', limit: businessesPerOrganization });
      organizations.push({ token, businessIds: page.items.map((business) => business.id) });
    }
  } finally {
    await database.close();
  }
  return organizations;
}

interface Row {
  kind: Kind;
  result: Result;
}

const failuresOf = (result: Result) => result.non2xx + result.errors + result.timeouts;
const statusesOf = (result: Result) =>
  Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');

async function main(): Promise<void> {
  const { url, drop } = await createServerDatabase(adminUrl);
  const instances: HostedInstance[] = [];
  const bare: Awaited<ReturnType<typeof startApiServer>>[] = [];
  let rows: Row[] = [];
  let baseline: Result;
  try {
    console.log(`Seeding ${organizationCount} organizations of ${businessesPerOrganization} businesses...`);
    const organizations = await seed(url);
    const env = { DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    instances.push(...(await Promise.all([startHostedInstance(env), startHostedInstance(env)])));
    bare.push(...(await Promise.all([startApiServer(['--bare']), startApiServer(['--bare'])])));
    const appUrls = instances.map((instance) => instance.url);
    const bareUrls = bare.map((server) => `${server.url}/api/bare`);

    console.log('Warming up...');
    await autocannon({ url: bareUrls, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
    await Promise.all(KINDS.map((kind) => run(appUrls, kind, organizations, WARM_UP_SECONDS)));
    console.log(`Baseline for ${baselineSeconds} s, then the mix for ${seconds} s...`);
    baseline = await autocannon({ url: bareUrls, connections: CONNECTIONS, duration: baselineSeconds });
    const results = await Promise.all(KINDS.map((kind) => run(appUrls, kind, organizations, seconds)));
    rows = KINDS.map((kind, i) => ({ kind, result: results[i]! }));
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    for (const { child } of bare) child.kill('SIGTERM');
    await drop();
  }

  const total = rows.reduce((sum, { result }) => sum + result.requests.average, 0);
  const failures = rows.reduce((sum, { result }) => sum + failuresOf(result), failuresOf(baseline));
  const writes = rows.filter(({ kind }) => kind.write).reduce((sum, { result }) => sum + result.requests.total, 0);
  const table = [
    `Measured ${machine()}; PostgreSQL ${organizationCount} organizations of ${businessesPerOrganization} businesses (${LISTINGS_PER_BUSINESS} listings and ` +
      `${ISSUES_PER_BUSINESS} citation issues each). Command: \`npm run bench:hosted-load -- --seconds ${seconds} --baseline-seconds ${baselineSeconds}\`. ` +
      `Two instances, each \`node\` on the server (pg-boss and the scheduler running) in its own process on 127.0.0.1, one database; ` +
      `autocannon in one more process, ${CONNECTIONS} connections in all, each kind's spread over both instances, every request signed in as one of the ` +
      `organizations' owners, for ${seconds} s after ${WARM_UP_SECONDS} s of warm-up. ` +
      `Baseline: two bare Express JSON servers under ${CONNECTIONS} connections for ${baselineSeconds} s, ${baseline.requests.average.toFixed(0)} req/s, ` +
      `p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms.`,
    '',
    '| kind | connections | req/s | p50 ms | p99 ms | not 2xx | errors and timeouts |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ kind, result }) =>
        `| ${kind.name} | ${kind.connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ` +
        `${result.non2xx} | ${result.errors + result.timeouts} |`,
    ),
    `| **all** | ${CONNECTIONS} | ${total.toFixed(0)} (${(total / baseline.requests.average).toFixed(2)} x baseline) | | | ` +
      `${rows.reduce((sum, { result }) => sum + result.non2xx, 0)} | ${rows.reduce((sum, { result }) => sum + result.errors + result.timeouts, 0)} |`,
    '',
    `${writes.toLocaleString('en-US')} businesses created or updated during the run.`,
  ].join('\n');
  console.log(table);
  for (const { kind, result } of rows) if (failuresOf(result) > 0) console.log(`${kind.name}: ${statusesOf(result)}`);
  writeResultsSection('hosted-load', 'Hosted: two instances under mixed load', table);
  console.log(`(${os.loadavg().map((load) => load.toFixed(1)).join(' ')})`);
  if (failures > 0) {
    console.error(`${failures} answers were not 2xx or failed.`);
    for (const instance of instances) console.error(instance.log());
    process.exitCode = 1;
  }
}

await main();
