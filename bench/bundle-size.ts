import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { machine, writeResultsSection } from './results-file';

// The JavaScript a route loads, gzipped: the entry's static imports plus the route's lazy chunks and
// theirs, read from the Vite manifest of a build into bench/data/size (dist/ is left alone). Baseline: a
// bare React page built by Vite in the same run.
//   npx tsx bench/bundle-size.ts

const here = import.meta.dirname;
const root = path.join(here, '..');
const work = path.join(here, 'data', 'size');
const KB = 1024;

interface Route {
  name: string;
  /** Manifest keys of the lazy chunks the route loads after the entry. */
  chunks: string[];
  budgetKb?: number;
}

const ROUTES: Route[] = [
  { name: '/login', chunks: ['pages/login.tsx'], budgetKb: 100 },
  { name: '/ (dashboard)', chunks: ['protected-app.tsx', 'pages/dashboard.tsx'], budgetKb: 160 },
];

/** Every JS file the manifest entries load before running: themselves and their static imports, transitively. */
function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipKb = (outDir: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0) / KB;

async function buildApp(outDir: string): Promise<Manifest> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

async function buildBareReact(outDir: string): Promise<Manifest> {
  const page = path.join(work, 'bare-react');
  mkdirSync(page, { recursive: true });
  writeFileSync(path.join(page, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>\n');
  writeFileSync(
    path.join(page, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
  );
  await build({ root: page, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, manifest: true } });
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

async function main(): Promise<void> {
  const appOut = path.join(work, 'app');
  const bareOut = path.join(work, 'bare-out');
  try {
    const bare = await buildBareReact(bareOut);
    const baselineKb = gzipKb(bareOut, filesOf(bare, ['index.html']));
    const manifest = await buildApp(appOut);
    const rows = ROUTES.map((route) => {
      const files = filesOf(manifest, ['index.html', ...route.chunks]);
      const kb = gzipKb(appOut, files);
      const within = route.budgetKb === undefined ? '' : kb <= route.budgetKb ? 'yes' : 'no';
      return `| ${route.name} | ${files.size} | ${kb.toFixed(1)} | ${(kb / baselineKb).toFixed(1)} | ${route.budgetKb ?? ''} | ${within} |`;
    });
    const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
    const table = [
      `Measured ${machine()}. Command: \`npx tsx bench/bundle-size.ts\` (builds into bench/data/size). JavaScript a route loads before it renders: ` +
        `the entry and its static imports, then the route's lazy chunks and theirs; each file gzipped (zlib default level). ${lazy} lazy chunks in the build.`,
      '',
      '| page | JS files | KB gzip | x baseline | budget KB | within budget |',
      '|---|---:|---:|---:|---:|---|',
      `| bare React page (baseline) | ${filesOf(bare, ['index.html']).size} | ${baselineKb.toFixed(1)} | 1.0 | | |`,
      ...rows,
    ].join('\n');
    console.log(table);
    writeResultsSection('bundle-size', 'Renderer size', table);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
