import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED_SUFFIX, type ContentCoding } from '../../shared/domain/precompressed-files';

// The brotli and gzip copies of the built renderer's text files, written once at build time at the
// strongest settings so the server sends them without compressing anything per request.

/** Text a browser fetches; source maps open only in developer tools, images are compressed already. */
const TEXT_FILE = /\.(?:js|css|html|svg|webmanifest|json)$/;
/** Below this a copy saves less than its headers and a file lookup cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compressedBest(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzipped(body, { level: 9 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export interface PrecompressedFile {
  /** Below the folder, '/'-separated. */
  file: string;
  bytes: number;
  /** The size of each copy written; a coding that would not save anything has none. */
  copies: Partial<Record<ContentCoding, number>>;
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir` worth it, and says what it wrote. */
export async function precompressFiles(dir: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const written: PrecompressedFile[] = [];
  for (const file of files) {
    const body = await readFile(path.join(dir, file));
    if (body.length < MIN_BYTES) continue;
    const copies: PrecompressedFile['copies'] = {};
    for (const coding of ['br', 'gzip'] as const) {
      const copy = await compressedBest(body, coding);
      if (copy.length >= body.length) continue;
      await writeFile(path.join(dir, file + PRECOMPRESSED_SUFFIX[coding]), copy);
      copies[coding] = copy.length;
    }
    written.push({ file, bytes: body.length, copies });
  }
  return written;
}
