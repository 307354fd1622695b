import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/repositories';
import { openSqlite } from '../../db/sqlite/open-sqlite';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
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

  /** An account registered with its own password and a signed-in session, its address proved or not. */
  async function registered(email: string, emailVerified: boolean) {
    const user = await database.repositories.users.create({
      email,
      username: email.split('@')[0]!,
      name: 'Olive Owner',
      password: await hasher.hash('her own password'),
      emailVerified,
    });
    const now = new Date();
    await database.repositories.sessions.create({ userId: user.id, token: `token-${email}`, expiresAt: new Date(now.getTime() + 3_600_000), lastUsedAt: now });
    return user;
  }

  it('promotes an account whose owner proved the address, keeping its password and sessions', async () => {
    const owner = await registered('owner@example.com', true);
    expect(await ensureAdmin(database.repositories, hasher, { email: 'owner@example.com', password: 'env password' })).toBe('promoted');
    const promoted = (await database.repositories.users.findByEmail('owner@example.com'))!;
    expect(promoted.role).toBe('admin');
    expect(await hasher.verify(promoted.password!, 'her own password')).toBe(true);
    expect(await database.repositories.sessions.listByUser(owner.id, new Date())).toHaveLength(1);
  });

  it('gives an account nobody proved the operator’s password and ends its sessions: whoever registered it may not own the address', async () => {
    const squatter = await registered('admin@corp.example.com', false);
    expect(await ensureAdmin(database.repositories, hasher, { email: 'admin@corp.example.com', password: 'env password' })).toBe('promoted');
    const promoted = (await database.repositories.users.findByEmail('admin@corp.example.com'))!;
    expect(promoted).toMatchObject({ role: 'admin', emailVerified: true });
    expect(await hasher.verify(promoted.password!, 'her own password')).toBe(false);
    expect(await hasher.verify(promoted.password!, 'env password')).toBe(true);
    expect(await database.repositories.sessions.listByUser(squatter.id, new Date())).toEqual([]);
    // Later starts leave the admin alone.
    expect(await ensureAdmin(database.repositories, hasher, { email: 'admin@corp.example.com', password: 'env password' })).toBe('unchanged');
  });

  it('sets the given password when asked to, even for an admin, ending the sessions', async () => {
    const admin = await registered('chief@example.com', true);
    await database.repositories.users.update(admin.id, { role: 'admin' });
    const input = { email: 'chief@example.com', password: 'typed password' };
    expect(await ensureAdmin(database.repositories, hasher, input, { setPassword: true })).toBe('password-set');
    const updated = (await database.repositories.users.findByEmail('chief@example.com'))!;
    expect(await hasher.verify(updated.password!, 'typed password')).toBe(true);
    expect(await database.repositories.sessions.listByUser(admin.id, new Date())).toEqual([]);
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

  it('gives an account someone registered earlier the password typed here', async () => {
    const database = openSqlite(dataDir);
    try {
      await database.repositories.users.create({
        email: 'early@example.com',
        username: 'early',
        name: 'Early Bird',
        password: await hasher.hash('squatter password'),
      });
    } finally {
      await database.close();
    }
    const result = await run('early@example.com\n\ntyped at the console\n');
    expect(result.output).toContain('early@example.com is now an admin, signing in with the password just given');
    expect(result.code).toBe(0);
    const after = openSqlite(dataDir);
    try {
      const admin = (await after.repositories.users.findByEmail('early@example.com'))!;
      expect(admin.role).toBe('admin');
      expect(await hasher.verify(admin.password!, 'typed at the console')).toBe(true);
    } finally {
      await after.close();
    }
  });

  it('refuses a short password with a message', async () => {
    const result = await run('short@example.com\n\nshort\n');
    expect(result.code).toBe(1);
    expect(result.output).toContain('The password must be 8 to 128 characters.');
  });
});
