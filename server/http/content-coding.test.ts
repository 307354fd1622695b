import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTENT_CODINGS } from '../../shared/domain/precompressed-files';
import { compressedQuickly, preferredCoding } from './content-coding';

describe('preferredCoding', () => {
  it.each([
    // Browsers
    ['gzip, deflate, br, zstd', CONTENT_CODINGS, 'br'],
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['gzip, deflate', CONTENT_CODINGS, 'gzip'],
    // Weights
    ['br;q=0.5, gzip', CONTENT_CODINGS, 'gzip'],
    ['gzip;q=0.9, br;q=0.9', CONTENT_CODINGS, 'br'],
    ['BR;Q=1, GZIP', CONTENT_CODINGS, 'br'],
    ['br ; q=0.001', CONTENT_CODINGS, 'br'],
    ['br;q=0, gzip;q=0', CONTENT_CODINGS, undefined],
    ['br;q=0.000', CONTENT_CODINGS, undefined],
    ['gzip;q=1.5', CONTENT_CODINGS, undefined],
    ['gzip;q=0.1234', CONTENT_CODINGS, undefined],
    ['gzip;q=', CONTENT_CODINGS, undefined],
    ['gzip;level=9', CONTENT_CODINGS, 'gzip'],
    ['gzip, gzip;q=0', CONTENT_CODINGS, 'gzip'],
    // Wildcard and identity
    ['*', CONTENT_CODINGS, 'br'],
    ['*', ['gzip'], 'gzip'],
    ['br;q=0, *', CONTENT_CODINGS, 'gzip'],
    ['*;q=0', CONTENT_CODINGS, undefined],
    ['*;q=0, gzip', CONTENT_CODINGS, 'gzip'],
    ['identity', CONTENT_CODINGS, undefined],
    ['br;q=0.5, identity', CONTENT_CODINGS, undefined],
    ['br, identity;q=0.5', CONTENT_CODINGS, 'br'],
    ['identity;q=0', CONTENT_CODINGS, undefined],
    // Nothing usable
    [undefined, CONTENT_CODINGS, undefined],
    ['', CONTENT_CODINGS, undefined],
    [' , ;q=1', CONTENT_CODINGS, undefined],
    ['deflate, zstd', CONTENT_CODINGS, undefined],
    ['gzip, br', [], undefined],
  ] as const)('%j among %j: %s', (header, available, expected) => {
    expect(preferredCoding(header, available)).toBe(expected);
  });
});

describe('compressedQuickly', () => {
  it('compresses in each coding so the browser gets the bytes back', async () => {
    const body = Buffer.from('<p>Compressed per request</p>\n'.repeat(100));
    expect(brotliDecompressSync(await compressedQuickly(body, 'br'))).toEqual(body);
    expect(gunzipSync(await compressedQuickly(body, 'gzip'))).toEqual(body);
  });
});
