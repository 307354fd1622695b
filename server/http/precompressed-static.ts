import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';
import {
  CONTENT_CODINGS,
  PRECOMPRESSED_SUFFIX,
  isPrecompressedCopy,
  type ContentCoding,
} from '../../shared/domain/precompressed-files';
import { preferredCoding } from './content-coding';

// The build's files, each in the brotli or gzip copy the build wrote beside it
// (renderer/prerender/write-precompressed-files.ts) when the browser accepts one.

/**
 * The file a request path names below its mount, as plain names joined by '/', or undefined for a
 * path that is not one: empty or dot segments, backslashes, null bytes, bad escapes. Those go to
 * express.static as they came, which refuses them its own way, so a copy is looked for only inside the folder.
 */
function plainFileName(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const names = decoded.replace(/^\//, '').split('/');
  if (decoded.includes('\0') || decoded.includes('\\') || names.some((name) => name === '' || name.startsWith('.'))) return undefined;
  return names.join('/');
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((found) => found.isFile(), () => false);
}

/** The codings `file` (below `root`) has a copy in; none when the file itself is missing. */
async function copiesOf(root: string, file: string): Promise<ContentCoding[]> {
  const full = path.join(root, file);
  const copies = CONTENT_CODINGS.map((coding) => isFile(full + PRECOMPRESSED_SUFFIX[coding]));
  const [original, ...found] = await Promise.all([isFile(full), ...copies]);
  return original ? CONTENT_CODINGS.filter((_, index) => found[index]) : [];
}

/**
 * Sends the copy of `file` (below `root`) in the coding the request prefers, typed as the file, and
 * says whether it did. Range requests get bytes of the copy, which is what the coding means, and
 * each copy has its own ETag (its size and time), so If-Range never mixes a copy and the file.
 */
export async function sendPrecompressed(req: Request, res: Response, root: string, file: string, cacheControl: string): Promise<boolean> {
  const codings = await copiesOf(root, file);
  // Whenever a copy exists the answer depends on the header, even when this one goes uncompressed.
  if (codings.length > 0) res.vary('Accept-Encoding');
  const coding = preferredCoding(req.headers['accept-encoding'], codings);
  if (!coding) return false;
  res.type(path.extname(file));
  // The headers are set only once the copy is found: a failed send clears them for its error answer.
  res.sendFile(file + PRECOMPRESSED_SUFFIX[coding], {
    root,
    cacheControl: false,
    headers: { 'Cache-Control': cacheControl, 'Content-Encoding': coding },
  });
  return true;
}

export interface PrecompressedStaticOptions {
  cacheControl: string;
  /** Whether a missing file passes the request on rather than answering 404. */
  fallthrough: boolean;
}

/** express.static over `root`, sending a file's compressed copy when the browser accepts one. */
export function precompressedStatic(root: string, { cacheControl, fallthrough }: PrecompressedStaticOptions): RequestHandler {
  const files = express.static(root, {
    index: false,
    fallthrough,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', cacheControl),
  });
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? plainFileName(req.path) : undefined;
    if (file === undefined) return files(req, res, next);
    // A copy is its file in another coding, not a file of its own: by its own name, not found.
    if (isPrecompressedCopy(file)) return fallthrough ? next() : next(Object.assign(new Error('Not found'), { status: 404 }));
    sendPrecompressed(req, res, root, file, cacheControl).then((sent) => {
      if (!sent) files(req, res, next);
    }, next);
  };
}
