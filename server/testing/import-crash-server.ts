import { writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import type { Database } from '../db/repositories';
import { openSqlite } from '../db/sqlite/open-sqlite';
import { createAccount } from '../services/accounts';
import { generateSessionToken, hashSessionToken } from '../services/session-tokens';

// The server process of the crash test (sqlite-crash.test.ts): the real app on the real SQLite file
// in the data folder given as the argument. It prints one JSON line when it listens, and one line each
// time an import starts writing, so the test can kill it in the middle of a write.
//   node --import tsx server/testing/import-crash-server.ts <dataDir>

function say(message: object): void {
  // Written synchronously, so the line has left before the write it announces begins.
  writeSync(1, `${JSON.stringify(message)}\n`);
}

/** The database with its bulk insert announcing itself; everything else is untouched. */
function announcingInserts(database: Database): Database {
  const { businesses } = database.repositories;
  const createMany: typeof businesses.createMany = (inputs) => {
    say({ writing: inputs.length });
    return businesses.createMany(inputs);
  };
  return { ...database, repositories: { ...database.repositories, businesses: { ...businesses, createMany } } };
}

async function main(dataDir: string): Promise<void> {
  const database = openSqlite(dataDir);
  const { repositories } = database;
  const user = await createAccount(repositories, {
    email: 'importer@example.com',
    usernameSource: 'importer',
    name: 'Ines Importer',
    password: null,
    role: 'business',
    emailVerified: true,
  });
  const organizationId = (await repositories.organizations.membershipsOf(user.id))[0]!.organizationId;
  await repositories.organizations.update(organizationId, { maxBusinesses: 100_000 });
  const token = generateSessionToken();
  const now = new Date();
  await repositories.sessions.create({
    userId: user.id,
    token: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
    lastUsedAt: now,
    organizationId,
  });

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('request', createApp({ database: announcingInserts(database), version: 'crash-test', publicUrl: url }));
  say({ url, token, organizationId });
}

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: import-crash-server.ts <dataDir>');
void main(dataDir);
