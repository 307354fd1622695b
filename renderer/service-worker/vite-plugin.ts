import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

// Builds /sw.js: the worker in ./service-worker.ts, bundled with the list of files this build's
// shell needs (every script, style and public file) and a version that changes with any of them.

const WORKER_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.ts');
export const SERVICE_WORKER_FILE = 'sw.js';
export const SERVICE_WORKER_PLUGIN = 'citewise-service-worker';
const SHELL_FILE = 'index.html';

/** Files a browser fetches; source maps only open in developer tools. */
function isShellFile(fileName: string): boolean {
  return !fileName.endsWith('.map') && fileName !== SERVICE_WORKER_FILE;
}

function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

export interface PrecacheManifest {
  version: string;
  urls: string[];
}

/** The shell's URLs, sorted, and a version hashed from every file's name and content. */
export function precacheManifest(files: ReadonlyMap<string, string | Uint8Array>): PrecacheManifest {
  const names = [...files.keys()].filter(isShellFile).sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update('\0').update(files.get(name) ?? '').update('\0');
  return { version: hash.digest('hex').slice(0, 16), urls: names.map((name) => `/${name}`) };
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: SERVICE_WORKER_PLUGIN,
    apply: 'build',
    // After Vite's own plugins, so the bundle holds index.html too.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const files = new Map<string, string | Uint8Array>();
      for (const name of publicDir ? filesBelow(publicDir) : []) files.set(name, readFileSync(path.join(publicDir, name)));
      for (const output of Object.values(bundle)) {
        files.set(output.fileName, output.type === 'chunk' ? output.code : output.source);
      }
      const manifest = precacheManifest(files);
      // The worker's offline answer to every navigation; without it the app would not open offline.
      if (!manifest.urls.includes(`/${SHELL_FILE}`)) throw new Error(`The build has no ${SHELL_FILE} for the service worker to keep`);
      const worker = await build({
        entryPoints: [WORKER_ENTRY],
        bundle: true,
        write: false,
        minify: true,
        format: 'iife',
        target: 'es2020',
        define: { PRECACHE_MANIFEST: JSON.stringify(manifest) },
      });
      const [code] = worker.outputFiles;
      if (!code) throw new Error('The service worker bundle came out empty');
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: code.text });
    },
  };
}
