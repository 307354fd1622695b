import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

// Backups, restores and integrity checks of the embedded SQLite database. Backups go through SQLite's
// online backup API, so they are consistent while the server keeps writing; restores swap whole
// files and keep the replaced database beside it, so nothing is ever deleted on the way.

export interface BackupFile {
  file: string;
  takenAt: Date;
}

export type IntegrityResult = { ok: true } | { ok: false; problems: string[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const BACKUP_NAME = /^citewise-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.db$/;
// SQLite keeps a WAL database's recent writes in these files beside it.
const COMPANIONS = ['-wal', '-shm'];

/** A name that sorts by time and holds no character Windows forbids. */
export function backupFileName(takenAt: Date): string {
  return `citewise-${takenAt.toISOString().replace(/:/g, '-').replace('.', '-')}.db`;
}

function takenAtOf(name: string): Date | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, millis] = match;
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The backups in the folder, newest first; other files are not ours and are left out. */
export function listBackups(backupsDir: string): BackupFile[] {
  if (!existsSync(backupsDir)) return [];
  return readdirSync(backupsDir)
    .flatMap((name) => {
      const takenAt = takenAtOf(name);
      return takenAt ? [{ file: path.join(backupsDir, name), takenAt }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** True when there is no backup from the last 24 hours. */
export function isBackupDue(backupsDir: string, now: Date): boolean {
  const newest = listBackups(backupsDir)[0];
  return !newest || now.getTime() - newest.takenAt.getTime() >= DAY_MS;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withDatabase<T>(file: string, use: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** `PRAGMA integrity_check` on the file; a file SQLite cannot read at all fails too. */
export function checkIntegrity(file: string): IntegrityResult {
  try {
    const rows = withDatabase(file, (db) => db.pragma('integrity_check') as Array<{ integrity_check: string }>);
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    return problems.length === 0 ? { ok: true } : { ok: false, problems };
  } catch (error) {
    return { ok: false, problems: [describe(error)] };
  }
}

/** Whether a file can be restored: a sound SQLite database holding Citewise's tables. */
export function checkBackupFile(file: string): IntegrityResult {
  const integrity = checkIntegrity(file);
  if (!integrity.ok) return integrity;
  const hasBusinesses = withDatabase(file, (db) =>
    db.prepare("select 1 from sqlite_master where type = 'table' and name = 'businesses'").get(),
  );
  return hasBusinesses ? { ok: true } : { ok: false, problems: ['This file is not a Citewise database.'] };
}

/** The newest backup that passes its check, for a way out when the database is damaged. */
export function newestGoodBackup(backupsDir: string): BackupFile | undefined {
  return listBackups(backupsDir).find((backup) => checkBackupFile(backup.file).ok);
}

function flushFolder(dir: string): void {
  // Windows cannot open a folder to flush it; its renames are durable through NTFS's journal.
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function flushFile(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies the live database into the folder through the online backup API, checks the copy, then
 * gives it its final name, so a half-written or damaged copy never counts as a backup. Keeps the
 * newest `keep` backups.
 */
export async function backUpDatabase(
  databaseFile: string,
  backupsDir: string,
  options: { now: Date; keep: number },
): Promise<BackupFile> {
  mkdirSync(backupsDir, { recursive: true });
  const file = path.join(backupsDir, backupFileName(options.now));
  const partial = `${file}.partial`;
  const source = new BetterSqlite3(databaseFile, { fileMustExist: true });
  try {
    await source.backup(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const integrity = checkIntegrity(partial);
  if (!integrity.ok) {
    rmSync(partial, { force: true });
    throw new Error(`The backup copy failed its integrity check: ${integrity.problems.join('; ')}`);
  }
  flushFile(partial);
  renameSync(partial, file);
  flushFolder(backupsDir);
  pruneBackups(backupsDir, options.keep);
  return { file, takenAt: options.now };
}

/** Removes all but the newest `keep` backups; answers the removed files. */
export function pruneBackups(backupsDir: string, keep: number): string[] {
  const old = listBackups(backupsDir).slice(Math.max(1, keep));
  for (const backup of old) rmSync(backup.file);
  return old.map((backup) => backup.file);
}

/**
 * Moves the database and its WAL files aside under a new name (`citewise.db.<label>-<time>`), so it
 * can still be opened or sent for repair. Answers the new name, or undefined when there was none.
 */
export function setDatabaseAside(databaseFile: string, label: string, now: Date): string | undefined {
  if (!existsSync(databaseFile)) return undefined;
  const keptAs = `${databaseFile}.${label}-${now.toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of COMPANIONS) {
    if (existsSync(databaseFile + suffix)) renameSync(databaseFile + suffix, keptAs + suffix);
  }
  renameSync(databaseFile, keptAs);
  return keptAs;
}

/**
 * Puts a backup in place of the database. Nothing may have the database open. The current database
 * is set aside with `label` (see setDatabaseAside); the backup itself stays where it is.
 */
export function restoreBackup(
  backupFile: string,
  databaseFile: string,
  options: { now: Date; label: string },
): { keptAs: string | undefined } {
  const check = checkBackupFile(backupFile);
  if (!check.ok) throw new Error(`${path.basename(backupFile)} cannot be restored: ${check.problems.join('; ')}`);
  const incoming = `${databaseFile}.restoring`;
  copyFileSync(backupFile, incoming);
  flushFile(incoming);
  const keptAs = setDatabaseAside(databaseFile, options.label, options.now);
  // A WAL left beside the restored file would be replayed into it; setDatabaseAside moved them.
  renameSync(incoming, databaseFile);
  flushFolder(path.dirname(databaseFile));
  return { keptAs };
}
