import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, SQLITE_FILE_NAME } from './open-sqlite';
import {
  backUpDatabase,
  backupFileName,
  checkBackupFile,
  checkIntegrity,
  isBackupDue,
  listBackups,
  newestGoodBackup,
  pruneBackups,
  restoreBackup,
  setDatabaseAside,
} from './sqlite-backups';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): { dataDir: string; databaseFile: string; backupsDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'citewise-backups-'));
  folders.push(root);
  const dataDir = path.join(root, 'data');
  return { dataDir, databaseFile: path.join(dataDir, SQLITE_FILE_NAME), backupsDir: path.join(root, 'backups') };
}

/** A migrated Citewise database with `names` as rows of a side table the test can count. */
async function databaseWith(dataDir: string, names: string[]): Promise<void> {
  const database = openSqlite(dataDir);
  await database.close();
  const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
  db.exec('create table if not exists marks (name text not null)');
  db.exec('delete from marks');
  const insert = db.prepare('insert into marks (name) values (?)');
  for (const name of names) insert.run(name);
  db.close();
}

function marksIn(file: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select name from marks order by rowid').all() as Array<{ name: string }>).map((row) => row.name);
  } finally {
    db.close();
  }
}

const at = (iso: string) => new Date(iso);

/** The files as a process killed after committing `mark` leaves them: the row in the WAL only. */
function leaveAsCrashed(databaseFile: string, mark: string): void {
  const db = new BetterSqlite3(databaseFile);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.prepare('insert into marks (name) values (?)').run(mark);
  const files = [databaseFile, `${databaseFile}-wal`].map((file) => ({ file, bytes: readFileSync(file) }));
  // Closing checkpoints the WAL into the file and deletes it; a crash would not, so put both back.
  db.close();
  for (const { file, bytes } of files) writeFileSync(file, bytes);
}

describe('backup names', () => {
  it('sort by time, hold no colon and read back as the time they were taken', () => {
    const takenAt = at('2025-03-09T07:05:03.042Z');
    const name = backupFileName(takenAt);

    expect(name).toBe('citewise-2025-03-09T07-05-03-042Z.db');
    expect(name).not.toContain(':');
    const dir = scratch().backupsDir;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), '');
    writeFileSync(path.join(dir, 'notes.txt'), '');
    writeFileSync(path.join(dir, `${name}.partial`), '');
    expect(listBackups(dir)).toEqual([{ file: path.join(dir, name), takenAt }]);
  });
});

describe('backUpDatabase', () => {
  it('copies the live database, even while another connection holds it open, into a file that opens on its own', async () => {
    const { dataDir, databaseFile, backupsDir } = scratch();
    await databaseWith(dataDir, ['first', 'second']);
    const live = new BetterSqlite3(databaseFile);
    live.pragma('journal_mode = WAL');
    // Written to the WAL only: the backup must still see it.
    live.prepare('insert into marks (name) values (?)').run('in the wal');

    const backup = await backUpDatabase(databaseFile, backupsDir, { now: at('2025-03-09T07:00:00.000Z'), keep: 7 });
    live.close();

    expect(path.basename(backup.file)).toBe('citewise-2025-03-09T07-00-00-000Z.db');
    expect(marksIn(backup.file)).toEqual(['first', 'second', 'in the wal']);
    expect(checkBackupFile(backup.file)).toEqual({ ok: true });
    expect(readdirSync(backupsDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('keeps the newest N backups and leaves other files alone', async () => {
    const { dataDir, databaseFile, backupsDir } = scratch();
    await databaseWith(dataDir, ['x']);
    mkdirSync(backupsDir, { recursive: true });
    writeFileSync(path.join(backupsDir, 'keep-me.txt'), 'mine');

    for (let day = 1; day <= 5; day++) {
      await backUpDatabase(databaseFile, backupsDir, { now: at(`2025-03-0${day}T12:00:00.000Z`), keep: 3 });
    }

    expect(listBackups(backupsDir).map((backup) => backup.takenAt.toISOString())).toEqual([
      '2025-03-05T12:00:00.000Z',
      '2025-03-04T12:00:00.000Z',
      '2025-03-03T12:00:00.000Z',
    ]);
    expect(readFileSync(path.join(backupsDir, 'keep-me.txt'), 'utf8')).toBe('mine');
  });

  it('never prunes the last backup', async () => {
    const { dataDir, databaseFile, backupsDir } = scratch();
    await databaseWith(dataDir, ['x']);
    await backUpDatabase(databaseFile, backupsDir, { now: at('2025-03-01T12:00:00.000Z'), keep: 1 });

    expect(pruneBackups(backupsDir, 0)).toEqual([]);
    expect(listBackups(backupsDir)).toHaveLength(1);
  });
});

describe('isBackupDue', () => {
  it('is due with no backup, and again 24 hours after the newest one', async () => {
    const { dataDir, databaseFile, backupsDir } = scratch();
    await databaseWith(dataDir, ['x']);
    expect(isBackupDue(backupsDir, at('2025-03-01T12:00:00.000Z'))).toBe(true);

    await backUpDatabase(databaseFile, backupsDir, { now: at('2025-03-01T12:00:00.000Z'), keep: 7 });

    expect(isBackupDue(backupsDir, at('2025-03-02T11:59:59.999Z'))).toBe(false);
    expect(isBackupDue(backupsDir, at('2025-03-02T12:00:00.000Z'))).toBe(true);
  });
});

describe('checkIntegrity', () => {
  it('passes a sound database', async () => {
    const { dataDir, databaseFile } = scratch();
    await databaseWith(dataDir, ['x']);

    expect(checkIntegrity(databaseFile)).toEqual({ ok: true });
  });

  it('fails a file that is not a database, with SQLite’s reason', () => {
    const { dataDir, databaseFile } = scratch();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(databaseFile, 'this is a spreadsheet, not a database'.repeat(200));

    expect(checkIntegrity(databaseFile)).toEqual({ ok: false, problems: [expect.stringMatching(/not a database/)] });
  });

  it('fails a database whose pages were overwritten', async () => {
    const { dataDir, databaseFile } = scratch();
    await databaseWith(dataDir, Array.from({ length: 2000 }, (_, i) => `business ${i} `.repeat(5)));
    const bytes = readFileSync(databaseFile);
    const pageSize = bytes.readUInt16BE(16);
    // Scribble over every page but the first (the header and schema), as a failing disk might.
    for (let offset = pageSize; offset < bytes.length; offset += pageSize) bytes.fill(0x5a, offset + 8, offset + 64);
    writeFileSync(databaseFile, bytes);

    const result = checkIntegrity(databaseFile);

    expect(result.ok).toBe(false);
  });

  it('is not fooled into calling a sound database of another app restorable', () => {
    const { dataDir } = scratch();
    mkdirSync(dataDir, { recursive: true });
    const other = path.join(dataDir, 'other.db');
    new BetterSqlite3(other).exec('create table notes (text text)');

    expect(checkIntegrity(other)).toEqual({ ok: true });
    expect(checkBackupFile(other)).toEqual({ ok: false, problems: ['This file is not a Citewise database.'] });
  });
});

describe('restoreBackup', () => {
  it('puts the backup in place and keeps the replaced database, WAL files included, beside it', async () => {
    const { dataDir, databaseFile, backupsDir } = scratch();
    await databaseWith(dataDir, ['before']);
    const backup = await backUpDatabase(databaseFile, backupsDir, { now: at('2025-03-01T12:00:00.000Z'), keep: 7 });
    await databaseWith(dataDir, ['after', 'more after']);
    // A crash leaves the WAL behind: it belongs with the replaced file, not with the restored one.
    leaveAsCrashed(databaseFile, 'only in the wal');

    const { keptAs } = restoreBackup(backup.file, databaseFile, { now: at('2025-03-02T08:30:00.000Z'), label: 'before-restore' });

    expect(keptAs).toBe(`${databaseFile}.before-restore-2025-03-02T08-30-00-000Z`);
    expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    expect(existsSync(`${keptAs}-wal`)).toBe(true);
    expect(marksIn(databaseFile)).toEqual(['before']);
    expect(marksIn(keptAs ?? '')).toEqual(['after', 'more after', 'only in the wal']);
    expect(existsSync(backup.file)).toBe(true);
    expect(checkIntegrity(databaseFile)).toEqual({ ok: true });
  });

  it('refuses a file that is not a sound Citewise database and leaves the current one untouched', async () => {
    const { dataDir, databaseFile } = scratch();
    await databaseWith(dataDir, ['current']);
    const bogus = path.join(dataDir, 'bogus.db');
    writeFileSync(bogus, 'not sqlite'.repeat(100));

    expect(() => restoreBackup(bogus, databaseFile, { now: at('2025-03-02T08:30:00.000Z'), label: 'before-restore' })).toThrow(
      /bogus\.db cannot be restored/,
    );
    expect(marksIn(databaseFile)).toEqual(['current']);
    expect(readdirSync(dataDir).filter((name) => name.includes('before-restore') || name.endsWith('.restoring'))).toEqual([]);
  });

  it('restores into an empty data folder', async () => {
    const { dataDir, databaseFile, backupsDir } = scratch();
    await databaseWith(dataDir, ['saved']);
    const backup = await backUpDatabase(databaseFile, backupsDir, { now: at('2025-03-01T12:00:00.000Z'), keep: 7 });
    rmSync(databaseFile);

    expect(restoreBackup(backup.file, databaseFile, { now: at('2025-03-02T00:00:00.000Z'), label: 'before-restore' })).toEqual({
      keptAs: undefined,
    });
    expect(marksIn(databaseFile)).toEqual(['saved']);
  });
});

describe('newestGoodBackup and setDatabaseAside', () => {
  it('skips damaged backups for the newest sound one', async () => {
    const { dataDir, databaseFile, backupsDir } = scratch();
    await databaseWith(dataDir, ['x']);
    const good = await backUpDatabase(databaseFile, backupsDir, { now: at('2025-03-01T12:00:00.000Z'), keep: 7 });
    writeFileSync(path.join(backupsDir, backupFileName(at('2025-03-02T12:00:00.000Z'))), 'truncated');

    expect(newestGoodBackup(backupsDir)).toEqual(good);
    expect(newestGoodBackup(path.join(backupsDir, 'none'))).toBeUndefined();
  });

  it('moves a damaged database aside without deleting it', async () => {
    const { dataDir, databaseFile } = scratch();
    await databaseWith(dataDir, ['x']);
    const before = readFileSync(databaseFile);

    const keptAs = setDatabaseAside(databaseFile, 'damaged', at('2025-03-02T00:00:00.000Z'));

    expect(existsSync(databaseFile)).toBe(false);
    expect(readFileSync(keptAs ?? '')).toEqual(before);
  });
});
