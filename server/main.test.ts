import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from './db/sqlite/open-sqlite';

// The process entry as `npm start` runs it (from sources through tsx, so no build is needed).

const dataDir = mkdtempSync(path.join(tmpdir(), 'citewise-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, url, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const json = (url: string, init?: RequestInit) =>
  fetch(url, { ...init, headers: { 'content-type': 'application/json' } }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Record<string, unknown>,
  }));

describe('server process', () => {
  it('prints its URL, closes cleanly on SIGINT and SIGTERM, and keeps data across restarts', async () => {
    const first = await start();
    expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(first.output()).toContain(`SQLite in ${dataDir}`);
    expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);

    const account = { name: 'Riley Restart', email: 'riley@example.com', password: 'long enough', role: 'business' };
    const registered = await json(`${first.url}/api/auth/register`, { method: 'POST', body: JSON.stringify(account) });
    expect(registered.status).toBe(201);

    const firstExit = exitOf(first.child);
    first.child.kill('SIGINT');
    expect(await firstExit).toBe(0);
    expect(first.output()).toContain('SIGINT received, shutting down');

    const second = await start();
    const login = await json(`${second.url}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: account.email, name: account.name });

    const secondExit = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  });

  it('refuses a bad configuration with a message, not a stack trace', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
