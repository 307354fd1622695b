import { writeSync } from 'node:fs';
import { createServer } from 'node:http';
import { createApp } from '../app';
import { openPostgres } from '../db/pg/open-postgres';
import type { Database, Repositories } from '../db/repositories';
import { openSqlite } from '../db/sqlite/open-sqlite';
import { listen } from '../http/listen';
import { createAccount } from '../services/accounts/accounts';
import { generateSessionToken, hashSessionToken } from '../services/accounts/session-tokens';

// The server process of the crash tests (server/db/crash-safety.test.ts): the real app on a real
// database, SQLite in the data folder or PostgreSQL at the URL given. It prints one JSON line when it
// listens, and one line as each watched write begins (an import's rows, a business, a batch, a batch
// item's outcome), so the test can kill it in the middle of one. Started again on the same database
// it signs the same owner in afresh and picks up unfinished batches.
//   node --import tsx server/testing/crash-server.ts sqlite <dataDir>
//   node --import tsx server/testing/crash-server.ts postgres <databaseUrl>

export type CrashServerLine =
  | { url: string; token: string; organizationId: string }
  | { writing: number }
  | { creatingBusiness: string }
  | { creatingBatch: number }
  | { finishingItem: string };

const OWNER_EMAIL = 'importer@example.com';

function say(message: CrashServerLine): void {
  // Written synchronously, so the line has left before the write it announces begins.
  writeSync(1, `${JSON.stringify(message)}\n`);
}

/** The database with the watched writes announcing themselves; everything else is untouched. */
function announcingWrites(database: Database): Database {
  const { businesses, batches } = database.repositories;
  const repositories: Repositories = {
    ...database.repositories,
    businesses: {
      ...businesses,
      createMany: (inputs) => {
        say({ writing: inputs.length });
        return businesses.createMany(inputs);
      },
      create: (input) => {
        say({ creatingBusiness: input.name });
        return businesses.create(input);
      },
    },
    batches: {
      ...batches,
      create: (input) => {
        say({ creatingBatch: input.businessIds.length });
        return batches.create(input);
      },
      finishItem: (itemId, outcome, now) => {
        say({ finishingItem: itemId });
        return batches.finishItem(itemId, outcome, now);
      },
    },
  };
  return { ...database, repositories };
}

/** The owner (made on the first start) with a new session. */
async function signIn(repositories: Repositories): Promise<{ token: string; organizationId: string }> {
  const existing = await repositories.users.findByEmail(OWNER_EMAIL);
  const user =
    existing ??
    (await createAccount(repositories, {
      email: OWNER_EMAIL,
      usernameSource: 'importer',
      name: 'Ines Importer',
      password: null,
      role: 'business',
      emailVerified: true,
    }));
  const organizationId = (await repositories.organizations.membershipsOf(user.id))[0]!.organizationId;
  if (!existing) await repositories.organizations.update(organizationId, { maxBusinesses: 100_000 });
  const token = generateSessionToken();
  const now = new Date();
  await repositories.sessions.create({
    userId: user.id,
    token: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
    lastUsedAt: now,
    organizationId,
  });
  return { token, organizationId };
}

async function main(dialect: string | undefined, location: string | undefined): Promise<void> {
  if (!location || (dialect !== 'sqlite' && dialect !== 'postgres')) {
    throw new Error('usage: crash-server.ts sqlite <dataDir> | postgres <databaseUrl>');
  }
  const database = dialect === 'sqlite' ? openSqlite(location) : await openPostgres(location, { poolSize: 4 });
  const { token, organizationId } = await signIn(database.repositories);
  const server = createServer();
  const url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  const app = createApp({ database: announcingWrites(database), version: 'crash-test', publicUrl: url });
  server.on('request', app);
  await app.jobs.start();
  say({ url, token, organizationId });
}

void main(process.argv[2], process.argv[3]);
