// Runs in Node at build time, after `vite build` (see vite.prerender.config.ts): renders the public
// pages into the built renderer's prerendered/ folder, with the manifest the server serves them by.
//   node dist/prerender/write-prerendered-pages.js dist/renderer
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  PRERENDERED_FOLDER,
  PRERENDERED_MANIFEST_FILE,
  prerenderedFileFor,
  type PrerenderedManifest,
} from '../../shared/domain/prerendered-manifest';
import { APP_ROUTES, PUBLIC_PATHS } from '../app-routes';
import { prerenderedDocument, stylesheetHrefs } from './page-document';
import { NOT_FOUND_RENDER_PATH, PRERENDERED_PAGES } from './prerendered-pages';
import { renderPage } from './render-page';

const rendererDir = process.argv[2];
if (!rendererDir) throw new Error('Usage: node write-prerendered-pages.js <built renderer folder>');

const template = await readFile(path.join(rendererDir, 'index.html'), 'utf8');
const stylesheets = await Promise.all(
  stylesheetHrefs(template).map(async (href) => ({ href, css: await readFile(path.join(rendererDir, href), 'utf8') })),
);

const outDir = path.join(rendererDir, PRERENDERED_FOLDER);
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir);

const manifest: PrerenderedManifest = {
  pages: {},
  notFound: '',
  routedPaths: [...APP_ROUTES.map((route) => route.path), ...PUBLIC_PATHS].map((routed) => routed.toLowerCase()),
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const page of PRERENDERED_PAGES) {
  const file = `${page.name}.html`;
  const markup = await renderPage(page.path ?? NOT_FOUND_RENDER_PATH);
  const html = prerenderedDocument(template, { name: page.name, markup }, stylesheets);
  await writeFile(path.join(outDir, file), html);
  if (page.path) manifest.pages[page.path] = file;
  else manifest.notFound = file;
  console.log(`prerendered ${page.path ?? 'not found'}: ${file}, ${kib(Buffer.byteLength(html))}, ${kib(gzipSync(html).length)} gzipped`);
}
if (prerenderedFileFor(manifest, NOT_FOUND_RENDER_PATH) !== manifest.notFound) {
  throw new Error(`${NOT_FOUND_RENDER_PATH} is a routed path: the not-found page must be rendered at one no route takes`);
}
await writeFile(path.join(outDir, PRERENDERED_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
