import os from 'node:os';
import { compareCitation, findCitationIssues, type CitedBusiness } from '../server/citations/citation-comparison';
import type { DirectoryCitation, ProviderBusiness } from '../server/providers/provider';
import { simulateCitations } from '../server/providers/sandbox/citation-simulation';
import { DIRECTORY_CATALOGUE } from '../server/providers/sandbox/directory-catalogue';
import { sampleBusinesses } from '../server/providers/sandbox/sample-businesses';

// Times the NAP engine over 100,000 listing-vs-profile pairs, as scans of many businesses would feed it,
// against a naive exact-string comparison of the same fields over the same pairs in the same run:
//   npx tsx bench/nap-engine.ts

const PAIRS = 100_000;
const RUNS = 7;
const WARM_UP_RUNS = 2;
/** What a Pro-plan scan checks: the 15 basic directories and the first 25 pro ones, every category. */
const DIRECTORIES = DIRECTORY_CATALOGUE.slice(0, 40);
/** Any fixed week: the pairs are the same on every run. */
const SCANNED_AT = new Date('2025-03-05T12:00:00Z');
/** Enough businesses for PAIRS citations (about 37 a business: 10% not listed, 4% twice). */
const BUSINESSES = Math.ceil(PAIRS / 30);

interface Pair {
  business: ProviderBusiness;
  citation: DirectoryCitation;
}

interface Scan {
  business: ProviderBusiness;
  directories: readonly string[];
  citations: DirectoryCitation[];
}

/** The first PAIRS citations the sandbox finds for generated businesses, and the scans they came from. */
function buildPairs(): { pairs: Pair[]; scans: Scan[] } {
  const pairs: Pair[] = [];
  const scans: Scan[] = [];
  const directories = DIRECTORIES.map((directory) => directory.id);
  for (const business of sampleBusinesses(BUSINESSES)) {
    const citations = simulateCitations(business, DIRECTORIES, SCANNED_AT).slice(0, PAIRS - pairs.length);
    if (citations.length === 0) break;
    pairs.push(...citations.map((citation) => ({ business, citation })));
    scans.push({ business, directories, citations });
  }
  if (pairs.length < PAIRS) throw new Error(`Only ${pairs.length} pairs from ${BUSINESSES} businesses`);
  return { pairs, scans };
}

const EXACT_FIELDS = ['name', 'address', 'city', 'state', 'zipCode', 'phone', 'website'] as const satisfies readonly (keyof CitedBusiness)[];

interface Comparison {
  name: string;
  /** Returns how many differences it found, to show it did its work. */
  run: () => number;
}

function comparisons({ pairs, scans }: { pairs: Pair[]; scans: Scan[] }): Comparison[] {
  return [
    {
      name: 'baseline: exact strings (7 fields)',
      run: () => {
        let differences = 0;
        for (const { business, citation } of pairs) {
          for (const field of EXACT_FIELDS) if (business[field] !== citation[field]) differences += 1;
        }
        return differences;
      },
    },
    {
      name: 'compareCitation per pair',
      run: () => {
        let findings = 0;
        for (const { business, citation } of pairs) findings += compareCitation(business, citation).length;
        return findings;
      },
    },
    {
      name: 'findCitationIssues per scan',
      run: () => {
        let findings = 0;
        for (const { business, directories, citations } of scans) findings += findCitationIssues(business, directories, citations).length;
        return findings;
      },
    },
  ];
}

interface Timing {
  /** Wall-clock ms: median and fastest run. */
  median: number;
  fastest: number;
  /** Process CPU ms of the median run by wall clock: on a shared machine, the part waiting for a core drops out. */
  cpu: number;
  found: number;
}

/** Runs after warm-ups; on a shared machine the fastest is the code's own cost, least disturbed. */
function timed(comparison: Comparison): Timing {
  let found = 0;
  for (let run = 0; run < WARM_UP_RUNS; run++) found = comparison.run();
  const runs: { wall: number; cpu: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    comparison.run();
    const wall = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    runs.push({ wall, cpu: (cpu.user + cpu.system) / 1000 });
  }
  runs.sort((a, b) => a.wall - b.wall);
  const median = runs[Math.floor(RUNS / 2)]!;
  return { median: median.wall, fastest: runs[0]!.wall, cpu: median.cpu, found };
}

function machine(): string {
  const cpus = os.cpus();
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${memory} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

function measure(): void {
  const built = performance.now();
  const data = buildPairs();
  const buildMs = performance.now() - built;
  console.log('Command: npx tsx bench/nap-engine.ts');
  console.log(`Machine: ${machine()}`);
  console.log(`Pairs: ${data.pairs.length.toLocaleString('en-US')} from ${data.scans.length} businesses x ${DIRECTORIES.length} directories (built in ${buildMs.toFixed(0)} ms)`);
  console.log(`Load average: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  console.log(`${RUNS} runs after ${WARM_UP_RUNS} warm-ups; ms per 100k pairs: median (fastest), and the median run's CPU time\n`);
  console.log('| comparison | ms per 100k | CPU ms | pairs/s | x baseline | differences found |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  const per100k = (ms: number) => ((ms * 100_000) / data.pairs.length).toFixed(1);
  let baseline: number | null = null;
  for (const comparison of comparisons(data)) {
    const { median, fastest, cpu, found } = timed(comparison);
    baseline ??= median;
    const pairsPerSecond = Math.round((data.pairs.length / median) * 1000);
    console.log(
      `| ${comparison.name} | ${per100k(median)} (${per100k(fastest)}) | ${per100k(cpu)} | ${pairsPerSecond.toLocaleString('en-US')} | ${(median / baseline).toFixed(1)} | ${found.toLocaleString('en-US')} |`,
    );
  }
}

measure();
