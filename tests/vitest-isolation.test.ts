import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MOCKING_TESTS } from './vitest-isolation';

// Most tests share a module graph per worker, so nothing one file swaps may outlive it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(): { file: string; source: string }[] {
  return ['shared', 'server', 'electron', 'renderer', 'tests'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') })),
  );
}

it('runs every test that mocks a module in isolation, and lists no other', () => {
  // Spelled apart so this file does not list itself.
  const mocks = new RegExp(['\\bvi\\.(mock', 'doMock)\\('].join('|'));
  const mocking = testFiles().filter(({ source }) => mocks.test(source)).map(({ file }) => file);
  expect(mocking.sort()).toEqual([...MOCKING_TESTS].sort());
});

it('restores every global or environment variable a shared-graph test stubs', () => {
  const leaking = testFiles()
    .filter(({ file }) => !MOCKING_TESTS.includes(file))
    .filter(({ source }) => (/\bvi\.stubGlobal\(/.test(source) && !/unstubAllGlobals\(/.test(source)) || (/\bvi\.stubEnv\(/.test(source) && !/unstubAllEnvs\(/.test(source)))
    .map(({ file }) => file);
  expect(leaking).toEqual([]);
});
