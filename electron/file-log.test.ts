import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFileLog, LOG_FILE_NAME } from './file-log';

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function logsDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-logs-'));
  folders.push(dir);
  return path.join(dir, 'logs');
}

describe('createFileLog', () => {
  it('writes the main process’s and the server’s lines, stamped, to one file', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dir = logsDir();
    const log = createFileLog(dir, () => new Date('2025-03-01T10:00:00.000Z'));

    log.log('Daily backup saved');
    log.logger.warn('Mail is not configured');
    log.logger.error('Request failed', new Error('disk full'));

    const lines = readFileSync(path.join(dir, LOG_FILE_NAME), 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('2025-03-01T10:00:00.000Z INFO Daily backup saved');
    expect(lines[1]).toBe('2025-03-01T10:00:00.000Z WARN Mail is not configured');
    expect(lines[2]).toMatch(/^2025-03-01T10:00:00\.000Z ERROR Request failed Error: disk full/);
  });

  it('starts a new file when the old one passed 5 MB, keeping the old one', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dir = logsDir();
    createFileLog(dir).log('first');
    const file = path.join(dir, LOG_FILE_NAME);
    writeFileSync(file, 'x'.repeat(5 * 1024 * 1024 + 1));

    createFileLog(dir).log('after the limit');

    expect(readFileSync(file, 'utf8')).toMatch(/INFO after the limit\n$/);
    expect(readFileSync(`${file}.1`, 'utf8')).toHaveLength(5 * 1024 * 1024 + 1);
  });
});
