import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';
import { isPublicAddress } from '../../reports/public-address';

// Fetches a listing page (or a site's robots.txt) whose address a person gave us, with the SSRF
// care of the report logo (server/reports/logo.ts): public addresses only, the connection pinned to
// the address that was checked so DNS cannot swap in another, every redirect checked the same way
// and at most three of them, one deadline for the whole fetch, and a size cap counted while reading
// (after decompression too, so a small gzip bomb cannot grow past it). Public addresses are read on
// the default port of their scheme only (80, 443), redirects included: a scan must not be a way to
// probe which ports of a host answer. At most four host name lookups run at once in the process
// (dns.lookup runs on libuv's thread pool, which password hashing shares). Never throws: a page that
// cannot be had is an outcome with a message a person can read.

export const PAGE_MAX_BYTES = 1024 * 1024;
export const MAX_CONCURRENT_LOOKUPS = 4;
export const PAGE_TIMEOUT_MS = 8000;
export const PAGE_MAX_REDIRECTS = 3;
export const HTML_CONTENT_TYPES: readonly string[] = ['text/html', 'application/xhtml+xml'];

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** The HTML standard's prescan looks for a <meta charset> in the first 1024 bytes. */
const CHARSET_PRESCAN_BYTES = 1024;

export interface GuardedFetchOptions {
  /** Sent on every request; sites and their robots.txt see who reads them. */
  userAgent: string;
  /** Every address of a host name; the system resolver by default. */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
  /** Whether a page may come from an address; public unicast addresses only by default. */
  isAllowedAddress?: (address: string) => boolean;
  /** Certificates to trust besides the system's, for a test server's own. */
  ca?: string;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface FetchRequest {
  accept: string;
  /** Media types taken; null takes any (robots.txt comes as text/plain, text/html or untyped). */
  contentTypes: readonly string[] | null;
  /** Keep the first maxBytes of a longer body instead of refusing it. */
  truncate?: boolean;
}

export type FetchFailureReason =
  | 'bad_url'
  | 'blocked_address'
  | 'blocked_port'
  | 'too_many_redirects'
  | 'timeout'
  | 'unreachable'
  | 'http_status'
  | 'content_type'
  | 'too_large'
  | 'unreadable'
  | 'aborted';

export type FetchOutcome =
  | { ok: true; url: string; status: number; contentType: string | null; text: string }
  | {
      ok: false;
      /** The address that failed (after any redirects). */
      url: string;
      reason: FetchFailureReason;
      /** The final answer's status, when there was one. */
      status: number | null;
      /** For people: what went wrong, naming the page or host. */
      message: string;
      /** Whether the same fetch may work later (a timeout, a 5xx). */
      retryable: boolean;
    };

export const HTML_PAGE_REQUEST: FetchRequest = {
  accept: 'text/html, application/xhtml+xml;q=0.9',
  contentTypes: HTML_CONTENT_TYPES,
};

const systemLookup = (hostname: string): Promise<LookupAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });

export async function guardedFetch(url: string, request: FetchRequest, options: GuardedFetchOptions): Promise<FetchOutcome> {
  const timeoutMs = options.timeoutMs ?? PAGE_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? PAGE_MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let current = url;
  let host = '';
  const failure = (reason: FetchFailureReason, message: string, retryable: boolean, status: number | null = null): FetchOutcome => ({
    ok: false,
    url: current,
    reason,
    status,
    message,
    retryable,
  });

  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = webAddress(current);
      if (!target) return failure('bad_url', `${current} is not a web address`, false);
      host = target.host;
      const address = await checkedAddress(target, options, signal);
      if (!address) return failure('blocked_address', `${target.hostname} is not on the public internet`, false);
      if (!portAllowed(target, address.address)) return failure('blocked_port', `${target.host} is not on the standard port for ${target.protocol.slice(0, -1)}`, false);

      const response = await get(target, address, request, options, signal);
      try {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          if (redirects >= maxRedirects) return failure('too_many_redirects', `${url} redirects more than ${maxRedirects} times`, false, status);
          const next = webAddress(location, target);
          if (!next) return failure('bad_url', `${current} redirects to ${location}, which is not a web address`, false, status);
          current = next.href;
          continue;
        }
        return await readAnswer(current, response, request, options, signal, failure);
      } finally {
        response.destroy();
      }
    }
  } catch (error) {
    if (options.signal?.aborted) return failure('aborted', `Stopped reading ${current}`, true);
    if (deadline.aborted) return failure('timeout', `${host || current} did not answer within ${timeoutMs / 1000} s`, true);
    const code = errorCode(error);
    return failure('unreachable', `Could not reach ${host || current}${code ? ` (${code})` : ''}`, true);
  }
}

async function readAnswer(
  url: string,
  response: IncomingMessage,
  request: FetchRequest,
  options: GuardedFetchOptions,
  signal: AbortSignal,
  failure: (reason: FetchFailureReason, message: string, retryable: boolean, status?: number | null) => FetchOutcome,
): Promise<FetchOutcome> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    return failure('http_status', `${url} answered HTTP ${status}`, status >= 500 || status === 429 || status === 408, status);
  }
  const contentTypeHeader = response.headers['content-type'] ?? null;
  const mediaType = contentTypeHeader?.split(';')[0]?.trim().toLowerCase() || null;
  if (request.contentTypes && (!mediaType || !request.contentTypes.includes(mediaType))) {
    return failure('content_type', `${url} is not a web page (${mediaType ?? 'no content type'})`, false, status);
  }
  const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
  const tooLarge = () => failure('too_large', `${url} is larger than ${formatBytes(maxBytes)}`, false, status);
  if (!request.truncate && Number(response.headers['content-length'] ?? 0) > maxBytes) return tooLarge();

  const body = decodedBody(response);
  if (!body) return failure('unreadable', `${url} is sent in an encoding we do not read (${response.headers['content-encoding']})`, false, status);
  let read: { bytes: Buffer; overflowed: boolean };
  try {
    read = await readAtMost(body, maxBytes, signal);
  } catch (error) {
    // A corrupt gzip or brotli stream; a cut connection or the deadline goes to the caller's catch.
    if (!signal.aborted && isZlibError(error)) return failure('unreadable', `${url} sent a body we could not decompress`, false, status);
    throw error;
  }
  if (read.overflowed && !request.truncate) return tooLarge();
  const isHtml = mediaType !== null && HTML_CONTENT_TYPES.includes(mediaType);
  return { ok: true, url, status, contentType: mediaType, text: decodeText(read.bytes, contentTypeHeader, isHtml) };
}

/** An http(s) address without credentials, resolved against `base` when relative; null otherwise. */
function webAddress(text: string, base?: URL): URL | null {
  let target: URL;
  try {
    target = new URL(text, base);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  // Credentials in a link are never ours to send.
  if (target.username || target.password) return null;
  target.hash = '';
  return target;
}

/**
 * The default port of the scheme (the URL then names none); any port only on an address that is not
 * public but that the caller let through itself (a test's local site).
 */
function portAllowed(target: URL, address: string): boolean {
  return target.port === '' || !isPublicAddress(address);
}

/** The address to connect to, once every address of the host is allowed; null otherwise. */
async function checkedAddress(target: URL, options: GuardedFetchOptions, signal: AbortSignal): Promise<LookupAddress | null> {
  // An IPv6 host comes bracketed in a URL.
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // Node connects to an address written in the URL without any lookup: that address is the one judged.
  const family = isIP(hostname);
  const addresses = family ? [{ address: hostname, family }] : await limitedLookup(options.lookup ?? systemLookup, hostname, signal);
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const address = addresses[0];
  if (!address || !addresses.every((candidate) => isAllowed(candidate.address))) return null;
  return address;
}

/** A lookup for the connection that answers with the one address already checked. */
function pinnedLookup(address: LookupAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}

function get(target: URL, address: LookupAddress, request: FetchRequest, options: GuardedFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const requestOptions = {
    lookup: pinnedLookup(address),
    signal,
    // A fresh connection each time: a pooled one may lead to an address this call did not check.
    agent: false as const,
    headers: {
      'user-agent': options.userAgent,
      accept: request.accept,
      'accept-encoding': 'gzip, deflate, br',
    },
  };
  return new Promise((resolve, reject) => {
    const outgoing =
      target.protocol === 'https:'
        ? https.get(target, { ...requestOptions, ...(options.ca ? { ca: options.ca } : {}) })
        : http.get(target, requestOptions);
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
  });
}

/** The body as sent, decompressed when it is gzip, deflate or brotli; null for other encodings. */
function decodedBody(response: IncomingMessage): Readable | null {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate'
      ? // Unzip reads gzip and zlib-wrapped deflate alike.
        zlib.createUnzip()
      : encoding === 'br'
        ? zlib.createBrotliDecompress()
        : null;
  if (!decoder) return null;
  // pipeline, unlike pipe, passes a cut connection on to the decoder as an error.
  pipeline(response, decoder, () => {});
  return decoder;
}

/** Up to `limit` bytes; whether more came is told, and reading stops there. */
async function readAtMost(body: Readable, limit: number, signal: AbortSignal): Promise<{ bytes: Buffer; overflowed: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      signal.throwIfAborted();
      const bytes: Buffer = chunk;
      if (size + bytes.length > limit) {
        chunks.push(bytes.subarray(0, limit - size));
        return { bytes: Buffer.concat(chunks), overflowed: true };
      }
      size += bytes.length;
      chunks.push(bytes);
    }
    return { bytes: Buffer.concat(chunks), overflowed: false };
  } finally {
    body.destroy();
  }
}

/** The text in its charset: a byte order mark, else the Content-Type's, else a <meta> one (HTML), else UTF-8. */
export function decodeText(bytes: Uint8Array, contentType: string | null, isHtml: boolean): string {
  const label = bomCharset(bytes) ?? charsetParameter(contentType) ?? (isHtml ? metaCharset(bytes) : null) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** The charset parameter of a media type ("text/html; charset=ISO-8859-1"). */
function charsetParameter(contentType: string | null | undefined): string | null {
  for (const parameter of contentType?.split(';').slice(1) ?? []) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value) return value.trim().replace(/^"(.*)"$/, '$1') || null;
  }
  return null;
}

/** The charset a page's <meta> gives in its first bytes, read with the HTML parser. */
function metaCharset(bytes: Uint8Array): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found || name !== 'meta') return;
      if (attributes.charset) found = attributes.charset.trim();
      else if (attributes['http-equiv']?.toLowerCase() === 'content-type') found = charsetParameter(attributes.content);
    },
  });
  // Bytes as Latin-1 keep ASCII markup readable whatever the real charset is.
  parser.end(Buffer.from(bytes.subarray(0, CHARSET_PRESCAN_BYTES)).toString('latin1'));
  // A page cannot truly say UTF-16 from inside itself: the standard reads that as UTF-8.
  return found && /^utf-16/i.test(found) ? 'utf-8' : found;
}

let activeLookups = 0;
const waitingLookups: (() => void)[] = [];

/** A lookup once fewer than MAX_CONCURRENT_LOOKUPS are running; its slot is held until it really ends, even when the caller stopped waiting. */
async function limitedLookup(lookup: (hostname: string) => Promise<LookupAddress[]>, hostname: string, signal: AbortSignal): Promise<LookupAddress[]> {
  await lookupSlot(signal);
  let pending: Promise<LookupAddress[]>;
  try {
    pending = lookup(hostname);
  } catch (error) {
    releaseLookupSlot();
    throw error;
  }
  void pending.then(releaseLookupSlot, releaseLookupSlot);
  return untilAborted(pending, signal);
}

function lookupSlot(signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if (activeLookups < MAX_CONCURRENT_LOOKUPS) {
    activeLookups += 1;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const granted = () => {
      signal.removeEventListener('abort', abort);
      resolve();
    };
    const abort = () => {
      const index = waitingLookups.indexOf(granted);
      if (index >= 0) waitingLookups.splice(index, 1);
      reject(signal.reason);
    };
    waitingLookups.push(granted);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/** The slot passes straight to the next waiting lookup, so none can slip in between. */
function releaseLookupSlot(): void {
  const next = waitingLookups.shift();
  if (next) next();
  else activeLookups -= 1;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** zlib's codes are Z_DATA_ERROR and the like; brotli's ERR__ERROR_FORMAT_... */
function isZlibError(error: unknown): boolean {
  const code = errorCode(error) ?? '';
  return code.startsWith('Z_') || code.startsWith('ERR__ERROR_');
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
