import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  badFilterPng,
  brokenIdatPng,
  hugeDeclaredPng,
  interlacedBombPng,
  jpegDeclaring,
  pngOf,
  sampleLogo,
} from '../testing/broken-images';
import { LOGO_DRAWN_PX, LOGO_MAX_PIXELS, LOGO_MAX_SIDE_PX, logoForPdf } from './logo-image';
import { readPdf } from '../testing/pdf-inspection';
import { sampleReport } from '../testing/report-fixture';
import { renderReportPdf } from './report-pdf';

/** What logoForPdf promises of what it answers: a PNG of 8-bit RGB, no larger than it draws. */
function expectPlainRgbPng(bytes: Uint8Array | null): PNG {
  expect(bytes).not.toBeNull();
  const png = PNG.sync.read(Buffer.from(bytes!));
  const buffer = Buffer.from(bytes!);
  expect(buffer[25], 'colour type').toBe(2);
  expect(buffer[28], 'interlace').toBe(0);
  expect(Math.max(png.width, png.height)).toBeLessThanOrEqual(LOGO_DRAWN_PX);
  return png;
}

describe('logoForPdf', () => {
  it.each(['png', 'jpeg'] as const)('draws a %s logo again as a plain RGB PNG, transparency on white', (format) => {
    const png = expectPlainRgbPng(logoForPdf(sampleLogo(format)));
    expect([png.width, png.height]).toEqual([16, 16]);
    const centre = (8 * 16 + 8) * 4;
    expect(png.data[centre]).toBeGreaterThan(200);
    expect(png.data[centre + 1]).toBeLessThan(80);
    if (format === 'png') expect([...png.data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('scales a large logo down to what it draws, keeping its shape', () => {
    const png = expectPlainRgbPng(logoForPdf(pngOf({ width: 1200, height: 600, colorType: 2, idat: rgbRows(1200, 600) })));
    expect([png.width, png.height]).toEqual([LOGO_DRAWN_PX, LOGO_DRAWN_PX / 2]);
  });

  it.each([
    ['image data zlib refuses, behind a header with alpha', brokenIdatPng()],
    ['rows with a filter type no PNG has', badFilterPng()],
    ['an interlaced image whose data inflates to 64 MB', interlacedBombPng()],
    ['a header declaring 100,000 x 100,000', hugeDeclaredPng(100_000, 100_000)],
    ['a header declaring one side too many', hugeDeclaredPng(LOGO_MAX_SIDE_PX + 1, 1)],
    ['a header declaring more pixels than allowed', hugeDeclaredPng(LOGO_MAX_SIDE_PX, LOGO_MAX_PIXELS / LOGO_MAX_SIDE_PX + 1)],
    ['a header declaring no pixels', hugeDeclaredPng(0, 16)],
    ['a JPEG declaring 60,000 x 60,000', jpegDeclaring(60_000, 60_000)],
    ['a JPEG cut short', sampleLogo('jpeg').subarray(0, 200)],
    ['a PNG cut short', sampleLogo('png').subarray(0, 60)],
    ['the signature alone', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(logoForPdf(bytes)).toBeNull();
  });

  it('never throws, and answers a plain RGB PNG or nothing, for broken, cut and altered images', () => {
    const samples = [sampleLogo('png'), sampleLogo('jpeg'), sampleLogo('png', 40), sampleLogo('jpeg', 40)];
    const altered = fc
      .tuple(
        fc.constantFrom(...samples),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.option(fc.nat(), { nil: undefined }),
      )
      .map(([sample, flips, cut]) => {
        const bytes = Buffer.from(sample);
        // The signature stays, so the decoders are reached.
        for (const [at, value] of flips) bytes[8 + (at % (bytes.length - 8))] = value;
        return cut === undefined ? bytes : bytes.subarray(0, 8 + (cut % bytes.length));
      });
    fc.assert(
      fc.property(altered, (bytes) => {
        const answer = logoForPdf(bytes);
        if (answer !== null) expectPlainRgbPng(answer);
      }),
      { numRuns: 400 },
    );
  });

  it('makes the report whatever the logo, leaving out one it cannot read', async () => {
    for (const logo of [brokenIdatPng(), badFilterPng(), interlacedBombPng(), jpegDeclaring(60_000, 60_000)]) {
      const pdf = await readPdf(await renderReportPdf(sampleReport(), { name: 'Harbor Digital', primaryColor: '#0f766e', secondaryColor: '#f59e0b', logo }));
      expect(pdf.pages[0]).toContain('Harbor Digital');
    }
  });
});

/** Rows of a black RGB image, each with filter type 0, deflated. */
function rgbRows(width: number, height: number): Buffer {
  return deflateSync(Buffer.alloc((width * 3 + 1) * height, 0));
}
