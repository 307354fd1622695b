import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { machine, median, writeResultsSection } from './results-file';

// How long the embedded server takes from `node` to listening on a fresh data folder (migrations
// included), against a bare Express app bundled and started the same way, in the same run. Both are
// bundled as server/build.mjs bundles the server (dependencies external), into bench/data/start.
//   npx tsx bench/start.ts [--rounds 7]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/start.ts   (a fresh database each round)

const BUDGET_MS = 1000;
const { values } = parseArgs({ args: process.argv.slice(2), options: { rounds: { type: 'string', default: '7' } } });
const rounds = Number(values.rounds);
const here = import.meta.dirname;
const outDir = path.join(here, 'data', 'start');
const adminUrl = process.env.DATABASE_URL;

async function bundle(entry: string): Promise<string> {
  const outfile = path.join(outDir, `${entry}.mjs`);
  await build({
    entryPoints: [path.join(here, 'start', `${entry}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    packages: 'external',
    format: 'esm',
    logLevel: 'warning',
  });
  return outfile;
}

/** Milliseconds from spawning node to the line `ready`. */
function timeToReady(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let ready: number | undefined;
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
    child.stdout.on('data', (chunk: Buffer) => {
      if (ready === undefined && chunk.toString().includes('ready')) ready = performance.now() - started;
    });
    child.on('exit', (code) => (ready !== undefined ? resolve(ready) : reject(new Error(`${script} exited with ${code} before ready`))));
  });
}

/** A fresh database per round on PostgreSQL, as a fresh data folder is on SQLite. */
function freshTarget(round: number): { args: string[]; env: NodeJS.ProcessEnv; drop: () => void } {
  const dataDir = mkdtempSync(path.join(outDir, 'data-'));
  if (!adminUrl) return { args: [dataDir], env: { ...process.env }, drop: () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `citewise_bench_start_${process.pid}_${round}`;
  const url = new URL(adminUrl);
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  execFileSync('createdb', [...connection, name]);
  url.pathname = `/${name}`;
  return {
    args: [dataDir],
    env: { ...process.env, DATABASE_URL: url.toString() },
    drop: () => {
      execFileSync('dropdb', [...connection, name]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const [app, bare] = [await bundle('app-entry'), await bundle('bare-entry')];
  const appTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    bareTimes.push(await timeToReady(bare, [], process.env));
    const target = freshTarget(round);
    try {
      appTimes.push(await timeToReady(app, target.args, target.env));
    } finally {
      target.drop();
    }
    console.log(`round ${round + 1}: bare ${bareTimes.at(-1)!.toFixed(0)} ms, app ${appTimes.at(-1)!.toFixed(0)} ms`);
  }
  const dialect = adminUrl ? 'PostgreSQL' : 'SQLite';
  const [appMs, bareMs] = [median(appTimes), median(bareTimes)];
  const table = [
    `Measured ${machine()}. Command: \`${adminUrl ? 'DATABASE_URL=... ' : ''}npx tsx bench/start.ts --rounds ${rounds}\`. From spawning node to listening, ` +
      `median of ${rounds} rounds (fastest in brackets), a fresh ${adminUrl ? 'database' : 'data folder'} each round; budget ${BUDGET_MS} ms.`,
    '',
    '| server | ms to ready | x baseline | within budget |',
    '|---|---:|---:|---|',
    `| bare Express listen (baseline) | ${bareMs.toFixed(0)} (${Math.min(...bareTimes).toFixed(0)}) | 1.0 | |`,
    `| embedded server, ${dialect}, migrations included | ${appMs.toFixed(0)} (${Math.min(...appTimes).toFixed(0)}) | ${(appMs / bareMs).toFixed(1)} | ${appMs < BUDGET_MS ? 'yes' : 'no'} |`,
  ].join('\n');
  console.log(table);
  writeResultsSection(`start-${dialect.toLowerCase()}`, `Start: ${dialect}`, table);
}

await main();
