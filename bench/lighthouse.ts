import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { startServer } from '../server/start-server';
import { machine, median, writeResultsSection } from './results-file';

// Lighthouse scores (performance, accessibility, best practices) for /login and the signed-in
// dashboard, in Lighthouse's default mobile setting (a mid-range phone on slow 4G, simulated),
// beside a bare HTML page measured in the same run as the baseline. Needs `npm run build` first.
//   npm run bench:lighthouse -- [--runs 3] [--reports DIR]
// --reports keeps each run's whole Lighthouse report (JSON) in DIR, to see what a page's main thread did.
// Writes its table into bench/RESULTS.md between the lighthouse markers, and prints it.

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 3) || 3;
const reportsDir = process.argv.includes('--reports') ? process.argv[process.argv.indexOf('--reports') + 1] : undefined;
let reportsKept = 0;
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Measure {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's rating of this machine's CPU (its `benchmarkIndex`). */
  benchmarkIndex: number;
  /** Audits of the accessibility and best-practices categories that cost points, by id. */
  misses: string[];
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The baseline: the smallest page a browser can show, from a server in this process. */
async function startBarePage(): Promise<{ url: string; close(): Promise<void> }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title><meta name="description" content="A bare page"></head><body><h1>Hello</h1></body></html>';
  const server = createHttpServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function signUp(baseUrl: string): Promise<{ token: string; user: unknown }> {
  const account = { name: 'Bench Owner', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery', role: 'business_pro' };
  const registered = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) });
  if (registered.status !== 201) throw new Error(`Sign-up failed: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  const body = (await login.json()) as { token?: string; user: unknown };
  if (!body.token) throw new Error('Sign-in answered without a token');
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${body.token}` };
  for (const name of ['Summit Gym', 'Harbor Florist', 'Blue Door Bakery']) {
    await fetch(`${baseUrl}/api/businesses`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, category: 'fitness', address: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '(217) 555-0132' }),
    });
  }
  return { token: body.token, user: body.user };
}

/** Niceness of the measuring process: below the browser's, which stays at the default 0. */
const MEASURER_NICENESS = 10;

/** Lighthouse's errors it asks to be run again for: its trace missed the navigation's start. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);
const ATTEMPTS = 3;

async function lighthouseRun(url: string, port: number, keepStorage: boolean, cpuSlowdown?: number) {
  for (let attempt = 1; ; attempt++) {
    // As the CLI's --throttling.cpuSlowdownMultiplier: merged into mobile's default throttling.
    const throttling = cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {};
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: keepStorage, ...throttling });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (!RETRIED_ERRORS.has(error.code) || attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${error.message}`);
    console.warn(`Lighthouse: ${error.code} on ${url}, measuring again (${attempt} of ${ATTEMPTS})`);
  }
}

async function measure(url: string, port: number, keepStorage = false, cpuSlowdown?: number): Promise<Measure> {
  const samples: Measure[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouseRun(url, port, keepStorage, cpuSlowdown);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = `${String(++reportsKept).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
      writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const misses = ['accessibility', 'best-practices'].flatMap((category) =>
      (categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    );
    samples.push({
      misses,
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    });
  }
  return {
    scores: {
      performance: median(samples.map((s) => s.scores.performance)),
      accessibility: median(samples.map((s) => s.scores.accessibility)),
      'best-practices': median(samples.map((s) => s.scores['best-practices'])),
    },
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
    misses: [...new Set(samples.flatMap((s) => s.misses))],
  };
}

// Lighthouse's 4x slowdown takes a high-end desktop (benchmark index 1,500 and up) to a mid-tier
// phone, so its target is an index of about 1,500 / 4. On a slower host the same 4x aims at a slower
// phone; its throttling docs say to calibrate the multiplier then, which this does beside the default.
const TARGET_PHONE_INDEX = 1500 / 4;
const calibratedSlowdown = (benchmarkIndex: number) => Math.max(1, Math.round((benchmarkIndex / TARGET_PHONE_INDEX) * 10) / 10);

function row(name: string, result: Measure, baseline: Measure): string {
  const ratio = (value: number, base: number) => (base > 0 ? ` (${(value / base).toFixed(1)}x)` : '');
  const s = result.scores;
  const misses = result.misses.length > 0 ? result.misses.join(', ') : 'none';
  return `| ${name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${Math.round(result.fcp)}${ratio(result.fcp, baseline.fcp)} | ${Math.round(result.lcp)}${ratio(result.lcp, baseline.lcp)} | ${Math.round(result.tbt)} | ${misses} |`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'citewise-lighthouse-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, logger: { info: () => undefined, warn: () => undefined, error: console.error } });
  const bare = await startBarePage();
  const debuggingPort = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'citewise-lighthouse-profile-'));
  // A persistent profile is the browser's default one, which Lighthouse's own tab shares.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  // On a phone the page has the CPU to itself; here Lighthouse and the server share two cores with
  // it. Lowering this process (not the browser, already started) keeps their work out of the page's tasks.
  os.setPriority(MEASURER_NICENESS);
  try {
    const appUrl = `http://127.0.0.1:${server.port}`;
    const session = await signUp(appUrl);
    const baseline = await measure(bare.url, debuggingPort);
    // Signed out for the login page (a signed-in visit goes on to the dashboard), then signed in.
    const login = await measure(`${appUrl}/login`, debuggingPort);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${appUrl}/login`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
    const dashboard = await measure(`${appUrl}/`, debuggingPort, true);
    const slowdown = calibratedSlowdown(baseline.benchmarkIndex);
    const calibrated = slowdown < 4 ? await measure(`${appUrl}/`, debuggingPort, true, slowdown) : undefined;

    const table = [
      `Measured ${machine()}, ${(await browser.browser()?.version()) ?? 'Chromium'}, Lighthouse 12, its default mobile setting (simulated slow 4G and a 4x slower CPU), median of ${runs} runs. Command: \`npm run bench:lighthouse -- --runs ${runs}\` after \`npm run build\`. Lighthouse and the server run at niceness ${MEASURER_NICENESS}, below the browser. Times in ms; in brackets, against the bare page measured in the same run.`,
      '',
      `Lighthouse rates this machine's CPU at a benchmark index of ${Math.round(baseline.benchmarkIndex)} (its 4x default assumes 1,500 or more).` +
        (calibrated ? ` The last row is the dashboard with the slowdown calibrated to the same target phone (index / ${TARGET_PHONE_INDEX}): ${slowdown}x.` : ''),
      '',
      '| page | performance | accessibility | best practices | first contentful paint | largest contentful paint | total blocking time | audits that cost points |',
      '|---|---|---|---|---|---|---|---|',
      row('bare HTML page (baseline)', baseline, baseline),
      row('/login (first visit)', login, baseline),
      row('/ (dashboard, signed in, returning)', dashboard, baseline),
      ...(calibrated ? [row(`/ (dashboard, returning), CPU ${slowdown}x calibrated`, calibrated, baseline)] : []),
    ].join('\n');
    console.log(table);

    writeResultsSection('lighthouse', 'Lighthouse: /login and the dashboard', table);
  } finally {
    await browser.close();
    await bare.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
