import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Brand } from '../../shared/contract/organizations';
import { CONTENT_CODINGS } from '../../shared/domain/precompressed-files';
import {
  PRERENDERED_FOLDER,
  PRERENDERED_MANIFEST_FILE,
  prerenderedFileFor,
  type PrerenderedManifest,
} from '../../shared/domain/prerendered-manifest';
import { brandedManifest, brandedPage } from './branded-page';
import { compressedQuickly, preferredCoding } from './content-coding';
import { precompressedStatic, sendPrecompressed } from './precompressed-static';

export interface RendererStaticOptions {
  /**
   * Whether navigations to the public pages get them prerendered (renderer/prerender). Off for the
   * desktop window: its sign-in form differs from the web's the build rendered.
   */
  prerendered: boolean;
  /** The brand of a proven custom domain, put into its pages so they never show the product's first. */
  brandForHost(host: string | undefined): Promise<Brand | undefined>;
}

/** The build's prerendered pages, once a build has written them; undefined until then. */
function prerenderedManifest(staticDir: string): () => PrerenderedManifest | undefined {
  const file = path.join(staticDir, PRERENDERED_FOLDER, PRERENDERED_MANIFEST_FILE);
  let manifest: PrerenderedManifest | undefined;
  return () => {
    if (!manifest && existsSync(file)) manifest = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedManifest;
    return manifest;
  };
}

/**
 * A page built for this request, compressed quickly when the browser accepts it. Its ETag is
 * Express's weak one of the bytes sent, so each coding of each brand revalidates on its own.
 */
async function sendBuiltPage(req: Request, res: Response, html: string): Promise<void> {
  res.type('html').vary('Accept-Encoding');
  const coding = preferredCoding(req.headers['accept-encoding'], CONTENT_CODINGS);
  if (!coding) {
    res.send(html);
    return;
  }
  const body = await compressedQuickly(Buffer.from(html), coding);
  res.setHeader('Content-Encoding', coding);
  res.send(body);
}

/**
 * Serves the built renderer: hashed assets cached for a year, every other file revalidated, and for
 * any other GET a page, so client-side routes survive a reload: the public pages prerendered, the
 * rest index.html, each in a custom domain's brand. Each in brotli or gzip when the browser takes it:
 * files in the copies the build wrote, branded pages compressed as they are built.
 */
export function rendererStatic(staticDir: string, options: RendererStaticOptions): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');
  const manifest = prerenderedManifest(staticDir);

  router.use(
    '/assets',
    precompressedStatic(path.join(staticDir, 'assets'), { cacheControl: 'public, max-age=31536000, immutable', fallthrough: false }),
  );
  // A custom domain's manifest is the product's with the brand's name and colour.
  router.get('/manifest.webmanifest', async (req, res, next) => {
    const brand = await options.brandForHost(req.hostname || undefined);
    const file = path.join(staticDir, 'manifest.webmanifest');
    if (!brand || !existsSync(file)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/manifest+json').send(brandedManifest(await readFile(file, 'utf8'), brand));
  });
  // The rest (index.html, /sw.js, the manifest, icons) keeps its name across builds: revalidated on
  // every use, so a new build reaches browsers and their service workers at once.
  const files = precompressedStatic(staticDir, { cacheControl: 'no-cache', fallthrough: true });
  // Prerendered pages only as the page for their paths, where the brand is put in.
  router.use((req, res, next) => (req.path.startsWith(`/${PRERENDERED_FOLDER}/`) ? next() : files(req, res, next)));

  const page: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The app has not been built yet: run "npm run build" first.');
      return;
    }
    const built = options.prerendered ? manifest() : undefined;
    const prerendered = built && prerenderedFileFor(built, req.path);
    const file = prerendered ? `${PRERENDERED_FOLDER}/${prerendered}` : 'index.html';
    const brand = await options.brandForHost(req.hostname || undefined);
    // A path the app does not route says so, for crawlers and link checkers as well as people.
    if (built && prerendered === built.notFound) res.status(404);
    res.setHeader('Cache-Control', 'no-cache');
    if (brand) await sendBuiltPage(req, res, brandedPage(await readFile(path.join(staticDir, file), 'utf8'), brand));
    else if (!(await sendPrecompressed(req, res, staticDir, file, 'no-cache'))) res.sendFile(path.join(staticDir, file));
  };
  router.use(page);
  return router;
}
