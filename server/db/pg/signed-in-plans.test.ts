import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repositories } from '../repositories';
import { createServerDatabase, postgresTarget } from '../../testing/test-databases';
import { openPostgres } from './open-postgres';
import { createPgRepositories } from './pg-repositories';
import * as schema from './schema';

// Every signed-in request reads its session first. PostgreSQL plans a prepared statement afresh on each
// call unless one plan for any value looks no costlier, and planning that five-table read took several
// times running it; a request alone in its round must reuse one plan. The pool holds one connection,
// so the statements counted are the repositories' own.

const NAMES = ['ada', 'grace', 'edsger'];

describe("PostgreSQL's plans of the signed-in read", () => {
  let pool: pg.Pool;
  let repositories: Repositories;
  let drop: () => Promise<void>;
  const tokens: string[] = [];

  beforeAll(async () => {
    const target = await postgresTarget();
    if (target.kind !== 'server') throw new Error("Prepared plans are counted on a PostgreSQL server's; none answered.");
    const created = await createServerDatabase(target.adminUrl);
    drop = created.drop;
    await (await openPostgres(created.url, { poolSize: 1 })).close();
    pool = new pg.Pool({ connectionString: created.url, max: 1 });
    repositories = createPgRepositories(drizzle(pool, { schema }));
    for (const name of NAMES) {
      const user = await repositories.users.create({ email: `${name}@example.com`, username: name, name, password: 'x' });
      const token = `plans-${name}`;
      await repositories.sessions.create({ userId: user.id, token, expiresAt: new Date(Date.now() + 60_000), lastUsedAt: new Date() });
      tokens.push(token);
    }
  });
  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  const plansOf = async (name: string) =>
    (await pool.query<{ generic: string; custom: string }>('select generic_plans as generic, custom_plans as custom from pg_prepared_statements where name = $1', [name])).rows[0];

  it('plans a lone request’s read once for the connection, after five calls', async () => {
    for (let call = 0; call < 12; call++) {
      expect((await repositories.sessions.findSignedIn(tokens[call % NAMES.length]!))?.user.username).toBe(NAMES[call % NAMES.length]);
    }
    expect(await plansOf('signed_in_session')).toEqual({ generic: '7', custom: '5' });
  });

  it('reads the sessions of requests arriving together in one statement, each answered its own', async () => {
    const found = await Promise.all([...tokens, 'plans-nobody'].map((token) => repositories.sessions.findSignedIn(token)));
    expect(found.map((signedIn) => signedIn?.user.username)).toEqual([...NAMES, undefined]);
    expect(await plansOf('signed_in_sessions')).toMatchObject({ generic: '0', custom: '1' });
  });
});
