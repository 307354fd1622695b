// Draws the app icon (a white map pin holding a check mark on a rounded blue square) and writes
// build/icon.png plus the build/icons/NxN.png set electron-builder uses for Linux, and the web
// app's icons in renderer/public/icons: 192 and 512 px, and a maskable 512 px one whose blue fills
// the whole square (the phone cuts its own shape; the pin sits inside the central safe circle).
// Run: node build/generate-icon.mjs. Pure Node so it needs no image tooling.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];
// Samples per pixel side; 5x5 supersampling gives smooth edges at every size.
const SAMPLES = 5;

// The design on a 512-unit canvas.
const TILE = { inset: 28, radius: 112 };
const PIN = { cx: 256, cy: 222, r: 124, tipY: 432 };
const CHECK = { points: [[196, 226], [240, 270], [318, 188]], width: 34 };
const TOP = [59, 130, 246];
const BOTTOM = [29, 78, 216];
const WHITE = [255, 255, 255];

// Maskable icons fill the square edge to edge.
let fullBleed = false;

function insideTile(x, y) {
  if (fullBleed) return x >= 0 && x <= 512 && y >= 0 && y <= 512;
  const lo = TILE.inset;
  const hi = 512 - TILE.inset;
  const cx = Math.min(Math.max(x, lo + TILE.radius), hi - TILE.radius);
  const cy = Math.min(Math.max(y, lo + TILE.radius), hi - TILE.radius);
  return x >= lo && x <= hi && y >= lo && y <= hi && (x - cx) ** 2 + (y - cy) ** 2 <= TILE.radius ** 2;
}

// The pin is its round head plus the triangle from the tip to the head's two tangent points.
function insidePin(x, y) {
  const { cx, cy, r, tipY } = PIN;
  if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) return true;
  const d = tipY - cy;
  const tangentY = cy + (r * r) / d;
  const halfWidth = (r * Math.sqrt(d * d - r * r)) / d;
  if (y < tangentY || y > tipY) return false;
  return Math.abs(x - cx) <= (halfWidth * (tipY - y)) / (tipY - tangentY);
}

function distanceToSegment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function onCheck(x, y) {
  const [a, b, c] = CHECK.points;
  return Math.min(distanceToSegment(x, y, a, b), distanceToSegment(x, y, b, c)) <= CHECK.width / 2;
}

function tileColour(y) {
  const inset = fullBleed ? 0 : TILE.inset;
  const t = Math.min(1, Math.max(0, (y - inset) / (512 - 2 * inset)));
  return TOP.map((top, i) => top + (BOTTOM[i] - top) * t);
}

/** Colour and coverage of one sample point, or undefined outside the tile. */
function sample(x, y) {
  if (!insideTile(x, y)) return undefined;
  if (insidePin(x, y) && !onCheck(x, y)) return WHITE;
  return tileColour(y);
}

function render(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = 512 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = sample((px + (sx + 0.5) / SAMPLES) * scale, (py + (sy + 0.5) / SAMPLES) * scale);
          if (!colour) continue;
          covered++;
          for (let i = 0; i < 3; i++) sum[i] += colour[i];
        }
      }
      const offset = (py * size + px) * 4;
      // Colour is averaged over covered samples only, so edges fade in alpha without darkening.
      for (let i = 0; i < 3; i++) pixels[offset + i] = covered ? Math.round(sum[i] / covered) : 0;
      pixels[offset + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES));
    }
  }
  return encodePng(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(path.join(root, 'build', 'icons'), { recursive: true });
writeFileSync(path.join(root, 'build', 'icon.png'), render(512));
for (const size of LINUX_SIZES) {
  writeFileSync(path.join(root, 'build', 'icons', `${size}x${size}.png`), render(size));
}
const webIcons = path.join(root, 'renderer', 'public', 'icons');
mkdirSync(webIcons, { recursive: true });
writeFileSync(path.join(webIcons, 'icon-192.png'), render(192));
writeFileSync(path.join(webIcons, 'icon-512.png'), render(512));
// Apple's home screen icon is square too and wants 180 px.
fullBleed = true;
writeFileSync(path.join(webIcons, 'maskable-512.png'), render(512));
writeFileSync(path.join(webIcons, 'apple-touch-icon.png'), render(180));
fullBleed = false;
console.log(`Wrote build/icon.png, build/icons/ (${LINUX_SIZES.join(', ')} px) and renderer/public/icons/.`);
