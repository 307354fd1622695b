import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CONTENT_CODINGS, type ContentCoding } from '../../shared/domain/precompressed-files';

// Which coding an answer goes out in (RFC 9110 Accept-Encoding), and compression for answers built
// per request. Express's own negotiation breaks ties in the browser's order, and browsers list gzip
// before br, so it would never pick the smaller brotli.

/** A weight as RFC 9110 writes it: 0 to 1, at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The weight the header gives each coding it names, lowercase; a weight that cannot be read refuses. */
function codingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'q') weight = QVALUE.test(value) ? Number(value) : 0;
    }
    if (!weights.has(name.toLowerCase())) weights.set(name.toLowerCase(), weight);
  }
  return weights;
}

/**
 * The coding to send among `available`, or undefined for the file as it is: the highest weight
 * above 0, ties going to the server's order (brotli first), none when the browser weighs identity
 * higher. No header means no coding, as a client that sends none rarely expects one.
 */
export function preferredCoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = codingWeights(header);
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of CONTENT_CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (available.includes(coding) && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  const identity = weights.get('identity');
  return identity === undefined || bestWeight >= identity ? best : undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Fast settings, off the main thread: the answer is built per request, so time counts more than the last bytes. */
export function compressedQuickly(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzipped(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
