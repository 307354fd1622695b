import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Configuration, TargetConfiguration } from 'app-builder-lib';
import * as fileMatcher from 'app-builder-lib/out/fileMatcher';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { reportFontFiles } from '../server/reports/pdf-text';

// The configuration is read and checked with electron-builder's own loader, schema and file
// matcher, so these tests see it exactly as `npm run dist` will, without building anything.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file: string): { version: string; productName?: string; main?: string } =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8'));

function targetNames(target: string | TargetConfiguration | Array<string | TargetConfiguration> | null | undefined): string[] {
  const list: Array<string | TargetConfiguration> = target == null ? [] : Array.isArray(target) ? target : [target];
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.target));
}

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(root, file));
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let config: Configuration;

const { getFileMatchers } = fileMatcher;
// The matcher electron-builder filters production node_modules with (the excludes of `files`); it is
// internal to electron-builder, so its type is written here.
const { getNodeModuleFileMatcher } = fileMatcher as unknown as {
  getNodeModuleFileMatcher(
    appDir: string,
    destination: string,
    macroExpander: (pattern: string) => string,
    platformSpecificBuildOptions: object,
    packager: { config: Configuration; debugLogger: DebugLogger },
  ): { createFilter(): (file: string, stat: Stats) => boolean };
};

beforeAll(async () => {
  config = await getConfig(root, 'electron-builder.yml', null);
});

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('names the app and keeps resources in build/ and installers in release/', () => {
    expect(config.appId).toBe('app.citewise.desktop');
    expect(config.productName).toBe('Citewise');
    expect(config.productName).toBe(readJson('package.json').productName);
    expect(config.directories).toEqual({ buildResources: 'build', output: 'release' });
  });

  it('pins electronVersion to the installed electron package', () => {
    expect(config.electronVersion).toBe(readJson('node_modules/electron/package.json').version);
  });

  it('builds AppImage and deb for Linux, dmg for macOS and nsis for Windows', () => {
    expect(targetNames(config.linux?.target)).toEqual(['AppImage', 'deb']);
    expect(config.linux?.category).toBe('Office');
    expect(targetNames(config.mac?.target)).toEqual(['dmg']);
    expect(config.mac?.category).toBe('public.app-category.business');
    expect(targetNames(config.win?.target)).toEqual(['nsis']);
  });

  it('rebuilds native modules for Electron and keeps them outside the asar archive', () => {
    expect(config.npmRebuild).toBe(true);
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining(['**/node_modules/better-sqlite3/**', '**/node_modules/argon2/**']),
    );
  });

  describe('packaged files', () => {
    // electron-builder's filter wants fs.Stats; any real file's stats say "a file, not a folder".
    const fileStats = statSync(fileURLToPath(import.meta.url));
    let isPackaged: (file: string) => boolean;

    beforeAll(() => {
      const matchers = getFileMatchers(config, 'files', 'app', {
        macroExpander: (pattern) => pattern,
        customBuildOptions: {},
        globalOutDir: path.join(root, 'release'),
        defaultSrc: root,
      });
      expect(matchers?.map((matcher) => matcher.from)).toEqual([root]);
      const filter = matchers?.[0]?.createFilter() ?? (() => false);
      isPackaged = (file) => filter(path.join(root, file), fileStats);
    });

    it.each([
      readJson('package.json').main ?? 'dist/electron/main.js',
      'dist/electron/preload.cjs',
      'dist/server/main.js',
      'dist/renderer/index.html',
      'dist/renderer/assets/index-abc123.js',
      'package.json',
      'server/db/sqlite/migrations/0000_init.sql',
      'server/db/sqlite/migrations/meta/_journal.json',
      'server/db/pg/migrations/0000_init.sql',
      'server/db/pg/migrations/meta/_journal.json',
    ])('ships %s', (file) => {
      expect(isPackaged(file)).toBe(true);
    });

    it('ships every migration the server applies at start-up', () => {
      const migrations = ['sqlite', 'pg'].flatMap((dialect) =>
        readdirSync(path.join(root, 'server/db', dialect, 'migrations'), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
      );
      expect(migrations.some((file) => file.endsWith('.sql'))).toBe(true);
      expect(migrations.filter((file) => !isPackaged(file))).toEqual([]);
    });

    it.each([
      'electron/main.ts',
      'electron/desktop-app.test.ts',
      'server/app.ts',
      'server/db/sqlite/schema.ts',
      'shared/contract/index.ts',
      'renderer/main.tsx',
      'dist/electron/main.js.map',
      'dist/prerender/write-prerendered-pages.js',
      'dist/renderer/prerendered/login.html',
      'dist/renderer/assets/index-abc123.js.br',
      'dist/renderer/index.html.gz',
      'tsconfig.json',
      'data/citewise.db',
    ])('leaves out %s', (file) => {
      expect(isPackaged(file)).toBe(false);
    });
  });

  describe('packaged dependencies', () => {
    const fileStats = statSync(fileURLToPath(import.meta.url));
    let isPackaged: (file: string) => boolean;

    beforeAll(() => {
      const filter = getNodeModuleFileMatcher(root, 'app', (pattern) => pattern, {}, { config, debugLogger: new DebugLogger(false) }).createFilter();
      isPackaged = (file) => filter(path.isAbsolute(file) ? file : path.join(root, file), fileStats);
    });

    it('ships every font the PDF report reads', () => {
      const files = reportFontFiles();
      expect(files).toHaveLength(12);
      expect(files.filter((file) => !existsSync(file) || !isPackaged(file))).toEqual([]);
    });

    it.each([
      'node_modules/@expo-google-fonts/noto-sans-sc/100Thin/NotoSansSC_100Thin.ttf',
      'node_modules/@expo-google-fonts/noto-sans-sc/900Black/NotoSansSC_900Black.ttf',
      'node_modules/@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
      'node_modules/@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf.png',
    ])('leaves out the font packages’ other weights and previews: %s', (file) => {
      expect(isPackaged(file)).toBe(false);
    });

    it('still ships the rest of a dependency', () => {
      expect(isPackaged('node_modules/pdfkit/js/pdfkit.js')).toBe(true);
    });
  });

  it('points each platform at icons that exist in build/', () => {
    expect([config.linux?.icon, config.mac?.icon, config.win?.icon]).toEqual(['build/icons', 'build/icon.png', 'build/icon.png']);
    for (const icon of [config.linux?.icon, config.mac?.icon, config.win?.icon]) expect(existsSync(path.join(root, icon ?? 'missing'))).toBe(true);
  });

  it('has the icons electron-builder converts for each platform', () => {
    expect(pngSize('build/icon.png')).toEqual({ width: 512, height: 512 });
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(`build/icons/${size}x${size}.png`)).toEqual({ width: size, height: size });
    }
  });
});
