import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open-database';
import type { Database } from '../server/db/repositories';

// Where the scale benchmark's data lives: PostgreSQL when DATABASE_URL is set, else SQLite in a data folder.

/** The seeded organization, found again by the measurements. */
export const SCALE_ORGANIZATION_SLUG = 'scale-bench';
export const SCALE_OWNER_EMAIL = 'scale-owner@example.com';
/** The same shape at 100 businesses: what flat growth is measured against. */
export const SMALL_ORGANIZATION_SLUG = 'scale-bench-100';
export const SMALL_OWNER_EMAIL = 'scale-owner-100@example.com';
export const SMALL_ORGANIZATION_BUSINESSES = 100;

const DEFAULT_DATA_DIR = path.join('bench', 'data');

export interface ScaleOptions {
  businesses: number;
  listingsPerBusiness: number;
  issuesPerBusiness: number;
  /** Small organizations seeded beside the large ones. */
  organizations: number;
  dataDir: string;
  databaseUrl: string | undefined;
}

/** `--businesses N`, `--listings-per-business N`, `--issues-per-business N`, `--organizations N`, `--data-dir DIR`; DATABASE_URL from the environment. */
export function scaleOptions(argv: string[] = process.argv.slice(2)): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      businesses: { type: 'string', default: '10000' },
      'listings-per-business': { type: 'string', default: '10' },
      'issues-per-business': { type: 'string', default: '20' },
      organizations: { type: 'string', default: '1000' },
      'data-dir': { type: 'string', default: DEFAULT_DATA_DIR },
    },
  });
  const count = (name: string, text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number of 0 or more`);
    return value;
  };
  return {
    businesses: count('businesses', values.businesses),
    listingsPerBusiness: count('listings-per-business', values['listings-per-business']),
    issuesPerBusiness: count('issues-per-business', values['issues-per-business']),
    organizations: count('organizations', values.organizations),
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
