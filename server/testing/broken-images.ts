import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

// Images for the logo's attack tests: well-formed ones to break, and PNGs put together chunk by
// chunk with correct checksums, so a decoder gets past the checksum to what is really wrong.

/** A well-formed image of a red square on transparent corners (the JPEG has no transparency). */
export function sampleLogo(format: 'png' | 'jpeg', side = 16): Buffer {
  const data = Buffer.alloc(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const at = (y * side + x) * 4;
      const corner = (x < 2 || x >= side - 2) && (y < 2 || y >= side - 2);
      data.set([0xdc, 0x26, 0x26, corner ? 0 : 255], at);
    }
  }
  if (format === 'jpeg') return jpeg.encode({ width: side, height: side, data }, 90).data;
  const png = new PNG({ width: side, height: side });
  png.data = data;
  return PNG.sync.write(png, { colorType: 6 });
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export interface PngParts {
  width: number;
  height: number;
  /** 6 for RGBA, 2 for RGB. */
  colorType?: number;
  interlace?: 0 | 1;
  /** The IDAT chunk's content: zlib data, or anything at all. */
  idat: Buffer;
}

/** A PNG of 8-bit samples from its parts, each chunk with a correct checksum. */
export function pngOf({ width, height, colorType = 6, interlace = 0, idat }: PngParts): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, interlace], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What the report attack used: a valid signature and header with alpha, and image data zlib refuses. */
export function brokenIdatPng(): Buffer {
  // A zlib header, then a block of the reserved type 3.
  return pngOf({ width: 16, height: 16, idat: Buffer.from([0x78, 0x9c, 0xff, 0xff, 0xff, 0xff]) });
}

/** Rows with a filter type no PNG has (the PDF library threw on it inside zlib's callback too). */
export function badFilterPng(): Buffer {
  const rows = Buffer.alloc((16 * 4 + 1) * 16, 0x40);
  for (let row = 0; row < 16; row += 1) rows[row * (16 * 4 + 1)] = 9;
  return pngOf({ width: 16, height: 16, idat: deflateSync(rows) });
}

/** A small interlaced image whose data inflates to 64 MB. */
export function interlacedBombPng(): Buffer {
  return pngOf({ width: 16, height: 16, interlace: 1, idat: deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 }) });
}

/** A header declaring a size no logo has. */
export function hugeDeclaredPng(width: number, height: number): Buffer {
  return pngOf({ width, height, idat: deflateSync(Buffer.alloc(1024)) });
}

/** A baseline JPEG whose frame header declares `width` x `height`. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(sampleLogo('jpeg'));
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes.readUInt16BE(at);
    if (marker === 0xffc0 || marker === 0xffc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('The sample JPEG has no frame header');
}
