import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Each case runs the real script in a scratch project whose node_modules/electron is a stand-in
// with its own install.js, so nothing is downloaded and the real electron package is untouched.
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ensure-binary.mjs');
const projects: string[] = [];

const INSTALLERS = {
  downloads: `
    const fs = require('fs');
    fs.writeFileSync(__dirname + '/installer-ran', '');
    fs.mkdirSync(__dirname + '/dist', { recursive: true });
    fs.writeFileSync(__dirname + '/dist/electron', '');
    fs.writeFileSync(__dirname + '/path.txt', 'electron');`,
  failsOffline: `
    require('fs').writeFileSync(__dirname + '/installer-ran', '');
    console.error('RequestError: getaddrinfo ENOTFOUND github.com');
    process.exit(1);`,
  skipsDownload: `require('fs').writeFileSync(__dirname + '/installer-ran', '');`,
};

function scratchProject(installer: keyof typeof INSTALLERS, binaryPresent = false) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ensure-electron-'));
  projects.push(dir);
  const electronDir = path.join(dir, 'node_modules', 'electron');
  mkdirSync(path.join(dir, 'electron'), { recursive: true });
  mkdirSync(electronDir, { recursive: true });
  copyFileSync(script, path.join(dir, 'electron', 'ensure-binary.mjs'));
  writeFileSync(path.join(electronDir, 'package.json'), JSON.stringify({ name: 'electron', version: '41.7.1' }));
  writeFileSync(path.join(electronDir, 'install.js'), INSTALLERS[installer]);
  if (binaryPresent) {
    mkdirSync(path.join(electronDir, 'dist'));
    writeFileSync(path.join(electronDir, 'dist', 'electron'), '');
    writeFileSync(path.join(electronDir, 'path.txt'), 'electron');
  }
  return { dir, electronDir };
}

function run(dir: string) {
  const env = { ...process.env };
  delete env.ELECTRON_OVERRIDE_DIST_PATH;
  const result = spawnSync(process.execPath, ['electron/ensure-binary.mjs'], { cwd: dir, env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('ensure-binary', () => {
  it('does nothing when the binary is already there', () => {
    const { dir, electronDir } = scratchProject('failsOffline', true);

    const result = run(dir);

    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(existsSync(path.join(electronDir, 'installer-ran'))).toBe(false);
  });

  it('runs the electron package installer when the binary is missing', () => {
    const { dir, electronDir } = scratchProject('downloads');

    const result = run(dir);

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Electron 41.7.1 is not downloaded yet');
    expect(result.stdout).toContain('Electron 41.7.1 is ready.');
    expect(existsSync(path.join(electronDir, 'path.txt'))).toBe(true);
  });

  it('explains the failure and exits non-zero when the download fails', () => {
    const { dir } = scratchProject('failsOffline');

    const result = run(dir);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ENOTFOUND github.com');
    expect(result.stderr).toContain('Could not download Electron 41.7.1: the installer exited with 1.');
    expect(result.stderr).toContain('node node_modules/electron/install.js');
  });

  it('exits non-zero when the installer succeeds but leaves no binary', () => {
    const { dir } = scratchProject('skipsDownload');

    const result = run(dir);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('finished without a binary');
  });
});
