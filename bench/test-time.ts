import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { machine, writeResultsSection } from './results-file';

// How long `npm test` takes, phase by phase (build, vitest, Playwright), against a fixed CPU-bound
// job timed in the same run, so a figure from a slower or busier machine still reads. With
// --busy-core another process keeps one core busy throughout, as on a shared machine.
//   npx tsx bench/test-time.ts [--busy-core]

const BUDGET_S = { total: 15 * 60, playwright: 7 * 60 } as const;
const { values } = parseArgs({ args: process.argv.slice(2), options: { 'busy-core': { type: 'boolean', default: false } } });
const busyCore = values['busy-core'];

/** Seconds a command takes; rejects when it fails, since a failing run's time says nothing. */
function timed(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${command} ${args.join(' ')} ended with ${code ?? signal}`)),
    );
  });
}

/** The baseline: SHA-256 over 512 MiB in a fresh node process, on one core. */
const BASELINE_SCRIPT = `
const { createHash } = require('node:crypto');
const chunk = Buffer.alloc(1 << 20, 7);
const hash = createHash('sha256');
for (let i = 0; i < 512; i++) hash.update(chunk);
hash.digest();`;

const hog = busyCore ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
try {
  const baseline = await timed(process.execPath, ['-e', BASELINE_SCRIPT]);
  const phases: [string, number][] = [
    ['build (`npm run build`)', await timed('npm', ['run', 'build'])],
    ['vitest (`npx vitest run`)', await timed('npx', ['vitest', 'run'])],
    ['Playwright (`npx playwright test -c tests/playwright.config.ts`)', await timed('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'])],
  ];
  const total = phases.reduce((sum, [, seconds]) => sum + seconds, 0);
  const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  const row = (name: string, seconds: number, budget?: number) =>
    `| ${name} | ${minutes(seconds)} | ${(seconds / baseline).toFixed(0)} x | ${budget ? `${minutes(budget)}: ${seconds <= budget ? 'holds' : 'over'}` : '-'} |`;
  const body = [
    `${machine()}; ${busyCore ? 'another process kept one core busy throughout' : 'nothing else running'}.`,
    `Command: \`npx tsx bench/test-time.ts${busyCore ? ' --busy-core' : ''}\`. Baseline: SHA-256 over 512 MiB in one node process, ${baseline.toFixed(2)} s in this run.`,
    '',
    '| phase | time | x baseline | budget |',
    '| --- | ---: | ---: | --- |',
    ...phases.map(([name, seconds]) => row(name, seconds, name.startsWith('Playwright') ? BUDGET_S.playwright : undefined)),
    row('**`npm test`**', total, BUDGET_S.total),
  ].join('\n');
  console.log(body);
  writeResultsSection(busyCore ? 'test-time-busy' : 'test-time', `npm test, ${busyCore ? 'with one core busy' : 'on a quiet machine'}`, body);
} finally {
  hog?.kill();
}
