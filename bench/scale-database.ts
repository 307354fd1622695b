import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open-database';
import type { Database } from '../server/db/repositories';

// Where the scale benchmark's data lives: PostgreSQL when DATABASE_URL is set, else SQLite in a data folder.

/** The seeded organization, found again by the measurements. */
export const SCALE_ORGANIZATION_SLUG = 'scale-bench';

const DEFAULT_DATA_DIR = path.join('bench', 'data');

export interface ScaleOptions {
  businesses: number;
  listingsPerBusiness: number;
  dataDir: string;
  databaseUrl: string | undefined;
}

/** `--businesses N`, `--listings-per-business N`, `--data-dir DIR`; DATABASE_URL from the environment. */
export function scaleOptions(argv: string[] = process.argv.slice(2)): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      businesses: { type: 'string', default: '10000' },
      'listings-per-business': { type: 'string', default: '10' },
      'data-dir': { type: 'string', default: DEFAULT_DATA_DIR },
    },
  });
  const count = (name: string, text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
    return value;
  };
  return {
    businesses: count('businesses', values.businesses),
    listingsPerBusiness: count('listings-per-business', values['listings-per-business']),
    dataDir: path.resolve(values['data-dir']),
    databaseUrl: process.env.DATABASE_URL || undefined,
  };
}

export function openScaleDatabase(options: ScaleOptions): Promise<Database> {
  return openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
}

export function describeTarget(options: ScaleOptions): string {
  return options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${options.dataDir}`;
}
