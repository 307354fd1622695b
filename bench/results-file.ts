import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Every bench script writes its figures into bench/RESULTS.md between its own markers, with the machine.

const resultsFile = path.join(import.meta.dirname, 'RESULTS.md');

/** Replaces (or appends) the section between `<!-- key:start -->` and `<!-- key:end -->`. */
export function writeResultsSection(key: string, title: string, body: string): void {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const current = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const section = `${start}\n## ${title}\n\n${body.trim()}\n${end}`;
  const next = current.includes(start) ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(resultsFile, next);
}

/** The machine, the date and the load average, for a figure's caption. */
export function machine(): string {
  const cpus = os.cpus();
  return (
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`
  );
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
