import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/domain/constants';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ensureAdmin } from '../services/accounts/first-admin';
import { createArgon2Hasher } from '../services/accounts/password-hasher';

// `npm run create-admin`: asks for an email, a name and a password, then creates that admin or
// promotes the existing account, in the database the server would use (DATA_DIR or DATABASE_URL).

const email = z.email();

/** Echoes nothing while the password is typed on a terminal. */
class Muted extends Writable {
  muted = false;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    if (!this.muted) process.stdout.write(chunk);
    done();
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const output = new Muted();
  const prompt = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const lines = prompt[Symbol.asyncIterator]();
  // Piped input is read line by line; a terminal gets prompts.
  const ask = async (question: string, hidden = false): Promise<string> => {
    if (!process.stdin.isTTY) {
      process.stdout.write(question + '\n');
      const next = await lines.next();
      return next.done ? '' : String(next.value).trim();
    }
    const answer = prompt.question(question);
    output.muted = hidden;
    const value = (await answer).trim();
    output.muted = false;
    if (hidden) process.stdout.write('\n');
    return value;
  };

  const address = (await ask('Admin email: ')).toLowerCase();
  if (!email.safeParse(address).success) throw new Error('That is not a valid email address.');
  const name = (await ask('Name (Administrator): ')) || 'Administrator';
  const password = await ask(`Password (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters): `, true);
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new Error(`The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  }
  prompt.close();

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await ensureAdmin(database.repositories, createArgon2Hasher(), { email: address, password, name }, { setPassword: true });
    const said = {
      created: `Created the admin account ${address}.`,
      promoted: `${address} is now an admin, signing in with the password just given; its other sessions were ended.`,
      'password-set': `${address} was already an admin; its password is now the one just given and its other sessions were ended.`,
      unchanged: `${address} was already an admin; nothing changed.`,
    };
    console.log(said[result]);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
