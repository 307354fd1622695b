import { inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

// A logo's bytes are a tenant's choice, and the PDF library decodes PNGs in a zlib callback where
// a broken image throws outside any promise and ends the process. So a logo is decoded here first,
// synchronously by decoders that check what they read, within caps on its size, and drawn again as
// a plain RGB PNG, which the PDF library embeds as it is, without decoding it.

/** The largest side a logo may declare, and the most pixels: far beyond a logo's needs. */
export const LOGO_MAX_SIDE_PX = 4096;
export const LOGO_MAX_PIXELS = 4096 * 2048;
/** The side the logo is drawn again at most: four pixels to each of the 72 points it is printed at. */
export const LOGO_DRAWN_PX = 288;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image format its first bytes announce, whatever a server said it was; undefined for others. */
export function imageFormatOf(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PNG_SIGNATURE.length));
  if (start.equals(PNG_SIGNATURE)) return 'png';
  if (start.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Uint8Array;
}

const withinCaps = (width: number, height: number) =>
  width >= 1 && height >= 1 && width <= LOGO_MAX_SIDE_PX && height <= LOGO_MAX_SIDE_PX && width * height <= LOGO_MAX_PIXELS;

/** The logo as a plain RGB PNG of at most LOGO_DRAWN_PX a side, or null for anything else; never throws. */
export function logoForPdf(bytes: Uint8Array): Uint8Array | null {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const format = imageFormatOf(buffer);
    const pixels = format === 'png' ? decodePng(buffer) : format === 'jpeg' ? decodeJpeg(buffer) : null;
    return pixels ? encodeRgbPng(fitWithin(onWhite(pixels), LOGO_DRAWN_PX)) : null;
  } catch {
    return null;
  }
}

function decodePng(buffer: Buffer): Pixels | null {
  // The header's size is checked before anything is inflated.
  if (buffer.length < 33 || buffer.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  if (!withinCaps(width, height)) return null;
  // The image data is inflated once here, bounded by the declared size (8 bytes a pixel at most, a filter
  // byte a row, seven interlace passes adding one a row each): pngjs neither bounds an interlaced image
  // nor always reports data zlib refuses (it may answer zeros instead).
  if (!inflatesWithin(buffer, (width * 8 + 1) * height + 7 * height)) return null;
  const png = PNG.sync.read(buffer);
  return { width: png.width, height: png.height, data: png.data };
}

/** Whether the image data of a PNG inflates, whole and valid, to at most `limit` bytes; throws otherwise. */
function inflatesWithin(buffer: Buffer, limit: number): boolean {
  const parts: Buffer[] = [];
  for (let offset = 8; offset + 12 <= buffer.length; ) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') parts.push(buffer.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  inflateSync(Buffer.concat(parts), { maxOutputLength: limit });
  return true;
}

function decodeJpeg(buffer: Buffer): Pixels | null {
  const image = jpeg.decode(buffer, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: false,
    maxResolutionInMP: LOGO_MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 128,
  });
  return withinCaps(image.width, image.height) ? image : null;
}

/** The pixels laid on a white page, so transparency needs no alpha channel in the PDF. */
function onWhite(pixels: Pixels): Pixels {
  const data = new Uint8Array(pixels.data);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    for (let channel = 0; channel < 3; channel += 1) data[i + channel] = Math.round(data[i + channel]! * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { ...pixels, data };
}

/** Scaled down by averaging to at most `side` pixels a side, keeping its shape; smaller ones unchanged. */
function fitWithin(pixels: Pixels, side: number): Pixels {
  const scale = Math.max(pixels.width, pixels.height) / side;
  if (scale <= 1) return pixels;
  const width = Math.max(1, Math.round(pixels.width / scale));
  const height = Math.max(1, Math.round(pixels.height / scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const fromY = Math.floor((y * pixels.height) / height);
    const toY = Math.max(fromY + 1, Math.floor(((y + 1) * pixels.height) / height));
    for (let x = 0; x < width; x += 1) {
      const fromX = Math.floor((x * pixels.width) / width);
      const toX = Math.max(fromX + 1, Math.floor(((x + 1) * pixels.width) / width));
      const sums = [0, 0, 0, 0];
      for (let sy = fromY; sy < toY; sy += 1) {
        for (let sx = fromX; sx < toX; sx += 1) {
          const at = (sy * pixels.width + sx) * 4;
          for (let channel = 0; channel < 4; channel += 1) sums[channel]! += pixels.data[at + channel]!;
        }
      }
      const count = (toY - fromY) * (toX - fromX);
      const at = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel += 1) data[at + channel] = Math.round(sums[channel]! / count);
    }
  }
  return { width, height, data };
}

function encodeRgbPng(pixels: Pixels): Uint8Array {
  const png = new PNG({ width: pixels.width, height: pixels.height });
  png.data = Buffer.from(pixels.data);
  return new Uint8Array(PNG.sync.write(png, { colorType: 2 }));
}
