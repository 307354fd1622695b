import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/repositories';
import { openSqlite } from '../db/sqlite/open-sqlite';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import { ensureAdmin } from './first-admin';
import { createArgon2Hasher } from './password-hasher';

const hasher = createArgon2Hasher();

describe.each(DIALECTS)('ensureAdmin on %s', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates a verified admin with an organization, then leaves it alone', async () => {
    expect(await ensureAdmin(database.repositories, hasher, { email: 'Root@Example.com', password: 'a long secret' })).toBe(
      'created',
    );
    const admin = (await database.repositories.users.findByEmail('root@example.com'))!;
    expect(admin).toMatchObject({ role: 'admin', emailVerified: true, name: 'Administrator', username: 'root' });
    expect(await hasher.verify(admin.password!, 'a long secret')).toBe(true);
    expect(await database.repositories.organizations.membershipsOf(admin.id)).toHaveLength(1);

    expect(await ensureAdmin(database.repositories, hasher, { email: 'root@example.com', password: 'another secret' })).toBe(
      'unchanged',
    );
    const again = (await database.repositories.users.findByEmail('root@example.com'))!;
    expect(await hasher.verify(again.password!, 'a long secret')).toBe(true);
  });

  it('lets two instances starting together with the same admin both start, one creating it', async () => {
    const input = { email: 'both@example.com', password: 'a long secret' };
    const results = await Promise.all([ensureAdmin(database.repositories, hasher, input), ensureAdmin(database.repositories, hasher, input)]);
    expect(results.sort()).toEqual(['created', 'unchanged']);
    const admin = (await database.repositories.users.findByEmail('both@example.com'))!;
    expect(admin.role).toBe('admin');
    expect(await database.repositories.organizations.membershipsOf(admin.id)).toHaveLength(1);
  });

  it('promotes an existing account without touching its password', async () => {
    await database.repositories.users.create({
      email: 'owner@example.com',
      username: 'owner',
      name: 'Olive Owner',
      password: await hasher.hash('her own password'),
    });
    expect(await ensureAdmin(database.repositories, hasher, { email: 'owner@example.com', password: 'env password' })).toBe(
      'promoted',
    );
    const promoted = (await database.repositories.users.findByEmail('owner@example.com'))!;
    expect(promoted.role).toBe('admin');
    expect(await hasher.verify(promoted.password!, 'her own password')).toBe(true);
  });
});

describe('npm run create-admin', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(input: string): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/create-admin.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(input);
    return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
  }

  it('creates the admin from answers on standard input', async () => {
    const result = await run('chief@example.com\nChief Admin\nvery secret pass\n');
    expect(result.output).toContain('Created the admin account chief@example.com.');
    expect(result.code).toBe(0);
    const database = openSqlite(dataDir);
    try {
      expect(await database.repositories.users.findByEmail('chief@example.com')).toMatchObject({
        role: 'admin',
        name: 'Chief Admin',
      });
    } finally {
      await database.close();
    }
  });

  it('refuses a short password with a message', async () => {
    const result = await run('short@example.com\n\nshort\n');
    expect(result.code).toBe(1);
    expect(result.output).toContain('The password must be 8 to 128 characters.');
  });
});
