import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { imageFormatOf } from './logo-image';
import { isPublicAddress } from './public-address';

// A brand's logo for its PDF reports. The address is a tenant's choice, so it is fetched with
// care: https only, from public addresses only (the connection goes to the address that was
// checked, so DNS cannot swap in another), no redirects, a short deadline and a size cap.

export const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TIMEOUT_MS = 3000;
const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream'];


export interface LogoFetchOptions {
  /** Every address of a host name; the system resolver by default. */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
  /** Whether the logo may come from an address; public unicast addresses only by default. */
  isAllowedAddress?: (address: string) => boolean;
  /** Certificates to trust besides the system's, for a test server's own. */
  ca?: string;
  timeoutMs?: number;
}

const systemLookup = (hostname: string): Promise<LookupAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });


/** The logo at an https address as PNG or JPEG bytes, or null for anything else; never throws. */
export async function fetchLogo(url: string, options: LogoFetchOptions = {}): Promise<Uint8Array | null> {
  try {
    return await downloadLogo(url, options);
  } catch {
    return null;
  }
}

async function downloadLogo(url: string, options: LogoFetchOptions): Promise<Uint8Array | null> {
  const target = new URL(url);
  if (target.protocol !== 'https:') return null;
  const signal = AbortSignal.timeout(options.timeoutMs ?? LOGO_TIMEOUT_MS);
  // An IPv6 host comes bracketed in a URL.
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');

  const addresses = await untilAborted((options.lookup ?? systemLookup)(hostname), signal);
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const address = addresses[0];
  if (!address || !addresses.every((candidate) => isAllowed(candidate.address))) return null;

  const response = await get(target, pinnedLookup(address), options.ca, signal);
  try {
    if (response.statusCode !== 200) return null;
    const contentType = response.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (contentType && !LOGO_CONTENT_TYPES.includes(contentType)) return null;
    if (Number(response.headers['content-length'] ?? 0) > LOGO_MAX_BYTES) return null;
    const bytes = await readAtMost(response, LOGO_MAX_BYTES);
    return bytes && imageFormatOf(bytes) ? bytes : null;
  } finally {
    response.destroy();
  }
}

/** A lookup for the connection that answers with the one address already checked. */
function pinnedLookup(address: LookupAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}

function get(target: URL, lookup: LookupFunction, ca: string | undefined, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = https.get(target, {
      lookup,
      signal,
      // A fresh connection each time: a pooled one may lead to an address this call did not check.
      agent: false,
      headers: { accept: 'image/png, image/jpeg' },
      ...(ca ? { ca } : {}),
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

/** The body, or null once it grows past `limit` bytes. */
async function readAtMost(response: IncomingMessage, limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const bytes: Buffer = chunk;
    size += bytes.length;
    if (size > limit) return null;
    chunks.push(bytes);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
