import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress-files';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const TEXT = 'export const greeting = "hello";\n'.repeat(100);

function builtFolder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citewise-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('precompressFiles', () => {
  it('writes a brotli and a gzip copy beside each text file, anywhere below the folder', async () => {
    const names = ['index.html', 'sw.js', 'manifest.webmanifest', 'favicon.svg', 'assets/index-abc.js', 'assets/index-abc.css'];
    names.push('prerendered/login.html', 'prerendered/manifest.json');
    const dir = builtFolder(Object.fromEntries(names.map((name) => [name, TEXT])));
    const written = await precompressFiles(dir);
    expect(written.map((file) => file.file)).toEqual([...names].sort());
    for (const name of names) {
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(TEXT);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(TEXT);
    }
    const [first] = written;
    expect(first?.bytes).toBe(TEXT.length);
    expect(first?.copies.br).toBe(readFileSync(path.join(dir, `${first?.file}.br`)).length);
  });

  it('leaves source maps, images, small files and files compression would not shrink', async () => {
    const dir = builtFolder({
      'assets/index-abc.js.map': TEXT,
      'icons/icon.png': TEXT,
      'assets/tiny.js': 'console.log(1);',
      'assets/noise.json': randomBytes(4096),
    });
    await precompressFiles(dir);
    for (const name of ['assets/index-abc.js.map', 'icons/icon.png', 'assets/tiny.js', 'assets/noise.json']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('runs again over its own copies without compressing them', async () => {
    const dir = builtFolder({ 'index.html': TEXT });
    await precompressFiles(dir);
    const again = await precompressFiles(dir);
    expect(again.map((file) => file.file)).toEqual(['index.html']);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
  });
});
