import { appendFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../server/logger';

// The desktop app's log: the main process's and the embedded server's lines in one file under
// userData/logs, which Help > Show Logs opens. One older file is kept once it passes the size limit.

export const LOG_FILE_NAME = 'citewise.log';
const MAX_BYTES = 5 * 1024 * 1024;

export interface FileLog {
  file: string;
  log(line: string): void;
  /** The same file, in the shape the server's logger takes. */
  logger: Logger;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return error === undefined ? '' : String(error);
}

export function createFileLog(logsDir: string, now: () => Date = () => new Date()): FileLog {
  const file = path.join(logsDir, LOG_FILE_NAME);
  mkdirSync(logsDir, { recursive: true });
  if (existsSync(file) && statSync(file).size > MAX_BYTES) renameSync(file, `${file}.1`);

  const write = (level: string, line: string): void => {
    const entry = `${now().toISOString()} ${level} ${line}\n`;
    try {
      appendFileSync(file, entry);
    } catch {
      // A full or read-only disk must not take the app down with it; the console still has the line.
    }
    (level === 'ERROR' ? console.error : console.log)(entry.trimEnd());
  };

  return {
    file,
    log: (line) => write('INFO', line),
    logger: {
      info: (message) => write('INFO', message),
      warn: (message) => write('WARN', message),
      error: (message, error) => write('ERROR', error === undefined ? message : `${message} ${describe(error)}`),
    },
  };
}
