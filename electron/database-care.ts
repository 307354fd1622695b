import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MessageBoxOptions, OpenDialogOptions } from 'electron';
import { SQLITE_FILE_NAME } from '../server/db/sqlite/open-sqlite';
import {
  backUpDatabase,
  checkBackupFile,
  checkIntegrity,
  isBackupDue,
  newestGoodBackup,
  restoreBackup,
  type BackupFile,
} from '../server/db/sqlite/sqlite-backups';

// The desktop app's care of its SQLite database: where things live, the integrity check at start
// with its way out, daily backups and the dialogs of backing up and restoring.

/** A day's backups for a week. */
export const BACKUPS_KEPT = 7;

export interface DesktopPaths {
  dataDir: string;
  databaseFile: string;
  backupsDir: string;
  logsDir: string;
  windowStateFile: string;
}

export function desktopPaths(userData: string): DesktopPaths {
  const dataDir = path.join(userData, 'data');
  return {
    dataDir,
    databaseFile: path.join(dataDir, SQLITE_FILE_NAME),
    backupsDir: path.join(userData, 'backups'),
    logsDir: path.join(userData, 'logs'),
    windowStateFile: path.join(userData, 'window-state.json'),
  };
}

/** Electron's dialog module as far as the app uses it. */
export interface DialogPort {
  showErrorBox(title: string, content: string): void;
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
}

export interface ShellPort {
  openExternal(url: string): Promise<unknown>;
  /** Answers an error message, empty when it worked. */
  openPath(path: string): Promise<string>;
}

interface CareDeps {
  paths: DesktopPaths;
  dialog: DialogPort;
  shell: ShellPort;
  now: () => Date;
  log: (line: string) => void;
}

function when(date: Date): string {
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `PRAGMA integrity_check` before the server opens the database. When it fails the user
 * chooses: restore the newest sound backup (the damaged file is kept beside it), open the data
 * folder to deal with it themselves, or quit. Nothing is deleted either way.
 */
export async function ensureSoundDatabase(deps: CareDeps): Promise<'start' | 'quit'> {
  const { paths, dialog, log } = deps;
  if (!existsSync(paths.databaseFile)) return 'start';
  const integrity = checkIntegrity(paths.databaseFile);
  if (integrity.ok) return 'start';

  log(`The database failed its integrity check: ${integrity.problems.join('; ')}`);
  const backup = newestGoodBackup(paths.backupsDir);
  const actions: Array<{ label: string; run: () => Promise<'start' | 'quit'> }> = [];
  if (backup) {
    actions.push({
      label: `Restore the backup of ${when(backup.takenAt)}`,
      run: async () => {
        const { keptAs } = restoreBackup(backup.file, paths.databaseFile, { now: deps.now(), label: 'damaged' });
        log(`Restored ${backup.file}; the damaged database is kept as ${keptAs}`);
        return 'start';
      },
    });
  }
  actions.push(
    {
      label: 'Open Data Folder',
      run: async () => {
        await deps.shell.openPath(paths.dataDir);
        return 'quit';
      },
    },
    { label: 'Quit', run: async () => 'quit' },
  );

  const shown = integrity.problems.slice(0, 5).join('\n');
  const { response } = await dialog.showMessageBox({
    type: 'error',
    title: 'Citewise database is damaged',
    message: 'Citewise’s database failed its integrity check, so it was not opened.',
    detail: [
      shown,
      '',
      backup
        ? `You can restore the newest sound backup, from ${when(backup.takenAt)}; work done since then is not in it. ` +
          'The damaged database is kept in the data folder (as citewise.db.damaged-…), for repair or support.'
        : `There is no sound backup in ${paths.backupsDir}. The database is at ${paths.databaseFile}; ` +
          'a copy of it can often be repaired with the sqlite3 tool (".recover").',
      'Nothing has been deleted.',
    ].join('\n'),
    buttons: actions.map((action) => action.label),
    defaultId: 0,
    cancelId: actions.length - 1,
    noLink: true,
  });
  return (actions[response] ?? actions[actions.length - 1]!).run();
}

/** Takes the day's backup when none is less than a day old. */
export async function backUpIfDue(deps: Pick<CareDeps, 'paths' | 'now' | 'log'>): Promise<BackupFile | undefined> {
  const now = deps.now();
  if (!isBackupDue(deps.paths.backupsDir, now)) return undefined;
  const backup = await backUpDatabase(deps.paths.databaseFile, deps.paths.backupsDir, { now, keep: BACKUPS_KEPT });
  deps.log(`Daily backup saved to ${backup.file}`);
  return backup;
}

/** File > Back Up Database Now. */
export async function backUpNow(deps: CareDeps): Promise<void> {
  try {
    const backup = await backUpDatabase(deps.paths.databaseFile, deps.paths.backupsDir, { now: deps.now(), keep: BACKUPS_KEPT });
    deps.log(`Backup saved to ${backup.file}`);
    await deps.dialog.showMessageBox({
      type: 'info',
      title: 'Backup saved',
      message: 'The database was backed up.',
      detail: `${backup.file}\n\nThe newest ${BACKUPS_KEPT} backups are kept; Citewise also takes one every day.`,
      buttons: ['OK'],
    });
  } catch (error) {
    deps.log(`Backup failed: ${errorText(error)}`);
    deps.dialog.showErrorBox('Backup failed', `The database could not be backed up.\n\n${errorText(error)}`);
  }
}

/**
 * File > Restore from Backup: pick a file, check it, confirm. Answers the chosen backup once the user
 * confirmed (the caller stops the server, swaps the files and restarts), else undefined.
 */
export async function chooseBackupToRestore(deps: CareDeps): Promise<string | undefined> {
  const { dialog, paths } = deps;
  const picked = await dialog.showOpenDialog({
    title: 'Restore from Backup',
    defaultPath: paths.backupsDir,
    properties: ['openFile'],
    filters: [{ name: 'Citewise backups', extensions: ['db'] }],
  });
  const file = picked.filePaths[0];
  if (picked.canceled || !file) return undefined;

  const check = checkBackupFile(file);
  if (!check.ok) {
    dialog.showErrorBox('This backup cannot be restored', `${file}\n\n${check.problems.join('\n')}\n\nNothing was changed.`);
    return undefined;
  }
  const { response } = await dialog.showMessageBox({
    type: 'warning',
    title: 'Restore from Backup',
    message: `Restore ${path.basename(file)}?`,
    detail:
      'Citewise restarts on the data of this backup; work done since it was taken is not in it. ' +
      'The current database is kept in the data folder (as citewise.db.before-restore-…).',
    buttons: ['Restore and Restart', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  });
  return response === 0 ? file : undefined;
}

/** Swaps the chosen backup in; the server must be closed. Errors are shown, never thrown. */
export function restoreChosenBackup(deps: CareDeps, file: string): void {
  try {
    const { keptAs } = restoreBackup(file, deps.paths.databaseFile, { now: deps.now(), label: 'before-restore' });
    deps.log(`Restored ${file}; the previous database is kept as ${keptAs ?? '(there was none)'}`);
  } catch (error) {
    deps.log(`Restore failed: ${errorText(error)}`);
    deps.dialog.showErrorBox('Restore failed', `${errorText(error)}\n\nNothing was deleted: the data folder holds every database file.`);
  }
}
