import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUSINESS_FIELDS } from '../shared/contract/business-fields';
import { openDatabase } from '../server/db/open-database';
import type { NewBusiness } from '../server/db/records';
import type { Repositories } from '../server/db/repositories';
import { createActivityService } from '../server/services/businesses/activity-service';
import { BUSINESS_CSV_HEADER } from '../server/services/businesses/business-csv';
import { createBusinessImportService } from '../server/services/businesses/business-import-service';
import { formatCsv } from '../server/services/infrastructure/csv';
import { benchBusiness } from './bench-business';
import { machine, median, writeResultsSection } from './results-file';

// A CSV import of 10,000 new businesses through the import service, as POST /api/businesses/import runs
// it, on a fresh database each round; baseline: the same 10,000 rows written by the repository's bulk
// write alone (businesses.createMany), in the same round.
//   npx tsx bench/csv-import.ts [--rounds 3] [--businesses 10000]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/csv-import.ts   (a fresh database each round)

const BUDGET_MS = { sqlite: 3000, postgres: 6000 };
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string', default: '3' }, businesses: { type: 'string', default: '10000' } },
});
const rounds = Number(values.rounds);
const count = Number(values.businesses);
const adminUrl = process.env.DATABASE_URL;
const workDir = path.join(import.meta.dirname, 'data', 'import');

const businessOf = (i: number) => ({
  ...benchBusiness('Import', i),
  email: `import${i}@example.com`,
  website: `https://import-${i}.example.com`,
});

function csvOf(): string {
  const columns = ['id', ...BUSINESS_FIELDS];
  const rows = Array.from({ length: count }, (_, i) => {
    const business: Record<string, string> = businessOf(i);
    return BUSINESS_CSV_HEADER.map((_, column) => business[columns[column] ?? ''] ?? '');
  });
  return formatCsv([BUSINESS_CSV_HEADER, ...rows]);
}

/** A fresh database: a data folder on SQLite, a database of its own on PostgreSQL. */
async function withFreshDatabase<T>(round: string, use: (repositories: Repositories) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(workDir, 'data-'));
  let databaseUrl: string | undefined;
  let connection: string[] = [];
  const name = `citewise_bench_import_${process.pid}_${round}`;
  if (adminUrl) {
    const url = new URL(adminUrl);
    connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
    execFileSync('createdb', [...connection, name]);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await use(database.repositories);
  } finally {
    await database.close();
    if (adminUrl) execFileSync('dropdb', [...connection, name]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function organization(repositories: Repositories) {
  const owner = await repositories.users.create({ email: 'import-owner@example.com', username: 'import-owner', name: 'Import Owner' });
  const created = await repositories.organizations.createWithOwner({ name: 'Import Bench', slug: 'import-bench', ownerId: owner.id, maxBusinesses: count });
  return { organization: created, ownerId: owner.id };
}

async function main(): Promise<void> {
  const { mkdirSync } = await import('node:fs');
  mkdirSync(workDir, { recursive: true });
  const csv = csvOf();
  const imports: number[] = [];
  const bulk: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      bulk.push(
        await withFreshDatabase(`bulk_${round}`, async (repositories) => {
          const { organization: created, ownerId } = await organization(repositories);
          const inputs: NewBusiness[] = Array.from({ length: count }, (_, i) => ({ ...businessOf(i), category: 'restaurant' as const, organizationId: created.id, createdByUserId: ownerId }));
          const started = performance.now();
          await repositories.businesses.createMany(inputs);
          return performance.now() - started;
        }),
      );
      imports.push(
        await withFreshDatabase(`csv_${round}`, async (repositories) => {
          const { organization: created, ownerId } = await organization(repositories);
          const service = createBusinessImportService({ repositories, activity: createActivityService(repositories.activity, () => new Date()) });
          const started = performance.now();
          const result = await service.importCsv({ organization: created, role: 'owner' }, ownerId, csv, false);
          const ms = performance.now() - started;
          if (result.created !== count) throw new Error(`The import created ${result.created} of ${count}: ${JSON.stringify(result.rows.find((row) => row.action === 'error'))}`);
          return ms;
        }),
      );
      console.log(`round ${round + 1}: createMany ${bulk.at(-1)!.toFixed(0)} ms, CSV import ${imports.at(-1)!.toFixed(0)} ms`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const dialect = adminUrl ? 'postgres' : 'sqlite';
  const [importMs, bulkMs] = [median(imports), median(bulk)];
  const table = [
    `Measured ${machine()}. Command: \`${adminUrl ? 'DATABASE_URL=... ' : ''}npx tsx bench/csv-import.ts --rounds ${rounds}\`. ${count.toLocaleString('en-US')} new businesses, ` +
      `a fresh database each round, median of ${rounds} rounds (fastest in brackets); budget ${BUDGET_MS[dialect]} ms.`,
    '',
    '| write | ms | x baseline | within budget |',
    '|---|---:|---:|---|',
    `| businesses.createMany alone (baseline) | ${bulkMs.toFixed(0)} (${Math.min(...bulk).toFixed(0)}) | 1.0 | |`,
    `| CSV import (parse, validate, plan, write, activity) | ${importMs.toFixed(0)} (${Math.min(...imports).toFixed(0)}) | ${(importMs / bulkMs).toFixed(1)} | ${importMs < BUDGET_MS[dialect] ? 'yes' : 'no'} |`,
  ].join('\n');
  console.log(table);
  writeResultsSection(`import-${dialect}`, `CSV import: ${adminUrl ? 'PostgreSQL' : 'SQLite'}`, table);
}

await main();
