import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { generateSettingsKey, parseSettingsKey, SETTINGS_KEY_FORMAT } from '../settings/settings-key';
import {
  nextSettingsKeyFilePath,
  readSettingsKeyFile,
  replaceSettingsKeyFile,
  settingsKeyFilePath,
  writeSettingsKeyFile,
} from '../settings/settings-key-file';
import { applyRotation, planRotation, type RotationPlan } from '../settings/settings-key-rotation';

// `npm run rotate-settings-key`: re-encrypts every encrypted admin setting, and each organization's Google
// refresh token, under a new key, in the database the server would use (DATA_DIR or DATABASE_URL). The new
// key is NEW_SETTINGS_ENCRYPTION_KEY when set, else a fresh one that replaces the key file once every value
// is re-encrypted and verified.
// Servers keep the key they started with, so they are stopped first and started again after.

interface Rotation {
  current: Buffer | undefined;
  next: Buffer;
  /** Key-file rotations: the new key's file until it replaces the key file. */
  staged?: { file: string; keyFile: string; resumed: boolean };
}

function chooseKeys(env: NodeJS.ProcessEnv): Rotation & { databaseUrl: string | undefined; dataDir: string } {
  const config = loadConfig(env);
  const { databaseUrl, dataDir } = config;
  const keyFile = settingsKeyFilePath(dataDir);
  const given = env.NEW_SETTINGS_ENCRYPTION_KEY?.trim();
  if (given) {
    const next = parseSettingsKey(given);
    if (!next) throw new Error(`NEW_SETTINGS_ENCRYPTION_KEY ${SETTINGS_KEY_FORMAT}.`);
    const current = config.settingsEncryptionKey ?? (databaseUrl ? undefined : readSettingsKeyFile(keyFile));
    return { databaseUrl, dataDir, current, next };
  }
  if (databaseUrl) {
    throw new Error(
      'With DATABASE_URL set, every instance shares one key: put the new key in NEW_SETTINGS_ENCRYPTION_KEY ' +
        '(for example from `openssl rand -hex 32`) and run this again.',
    );
  }
  if (config.settingsEncryptionKey) {
    throw new Error(
      'SETTINGS_ENCRYPTION_KEY is set, so no key file is used: put the new key in NEW_SETTINGS_ENCRYPTION_KEY ' +
        '(for example from `openssl rand -hex 32`) and run this again.',
    );
  }
  const file = nextSettingsKeyFilePath(keyFile);
  const resumed = readSettingsKeyFile(file);
  return {
    databaseUrl,
    dataDir,
    current: readSettingsKeyFile(keyFile),
    next: resumed ?? generateSettingsKey(),
    staged: { file, keyFile, resumed: Boolean(resumed) },
  };
}

const names = (keys: string[]) => [...keys].sort().join(', ');

function summary(plan: RotationPlan, { staged, current }: Rotation): string[] {
  const lines = [
    plan.updates.length > 0
      ? `Re-encrypted ${plan.updates.length} setting(s) under the new key: ${names(plan.updates.map((u) => u.setting.key))}.`
      : 'No encrypted setting had a value to re-encrypt.',
  ];
  if (plan.alreadyRotated.length > 0) {
    lines.push(`Already under the new key from an earlier run: ${names(plan.alreadyRotated)}.`);
  }
  if (plan.empty.length > 0) lines.push(`${plan.empty.length} encrypted setting(s) have no value and needed nothing.`);
  lines.push(
    plan.googleUpdates.length > 0
      ? `Re-encrypted the refresh tokens of ${plan.googleUpdates.length} Google connection(s) under the new key.`
      : 'No Google connection had a refresh token to re-encrypt.',
  );
  if (plan.googleAlreadyRotated.length > 0) {
    lines.push(`${plan.googleAlreadyRotated.length} Google connection(s) were already under the new key from an earlier run.`);
  }
  if (plan.googleAwaitingReconnect.length > 0) {
    lines.push(
      `${plan.googleAwaitingReconnect.length} Google connection(s) must be connected again anyway and were left as they are: ` +
        `${names(plan.googleAwaitingReconnect)}.`,
    );
  }
  if (staged && !current) {
    lines.push(`The new key is in ${staged.keyFile} (mode 0600). Start the server again.`);
  } else if (staged) {
    lines.push(
      `The new key is in ${staged.keyFile} (mode 0600). The old key is gone: secrets in database backups taken ` +
        'before now cannot be decrypted any more. Start the server again.',
    );
  } else {
    lines.push(
      'Now set SETTINGS_ENCRYPTION_KEY to the value of NEW_SETTINGS_ENCRYPTION_KEY wherever the server runs, and ' +
        'start it again: until then it cannot read the encrypted settings.',
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const rotation = chooseKeys(process.env);
  const { staged } = rotation;
  if (staged?.resumed) console.log(`Finishing the rotation that stopped half way, with the key in ${staged.file}.`);
  const database = await openDatabase({ databaseUrl: rotation.databaseUrl, dataDir: rotation.dataDir });
  let plan: RotationPlan;
  try {
    const { repositories } = database;
    const settings = await repositories.adminSettings.list();
    plan = planRotation(settings, rotation.current, rotation.next, await repositories.googleConnections.listAll());
    // Written before any value changes, so the new key survives whatever happens next.
    if (staged && !staged.resumed) writeSettingsKeyFile(staged.file, rotation.next);
    try {
      await applyRotation(repositories, plan, rotation.next);
    } catch (error) {
      const where = staged ? `the new key is kept in ${staged.file}` : 'keep NEW_SETTINGS_ENCRYPTION_KEY as it is';
      throw new Error(`${error instanceof Error ? error.message : String(error)} Run this again to finish: ${where}.`);
    }
  } finally {
    await database.close();
  }
  if (staged) replaceSettingsKeyFile(staged.file, staged.keyFile);
  for (const line of summary(plan, rotation)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
