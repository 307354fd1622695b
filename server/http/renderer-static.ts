import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/**
 * Serves the built renderer: hashed assets cached for a year, every other file revalidated, and
 * index.html for any other GET so client-side routes survive a reload.
 */
export function rendererStatic(staticDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  // The rest (index.html, /sw.js, the manifest, icons) keeps its name across builds: revalidated on
  // every use, so a new build reaches browsers and their service workers at once.
  router.use(express.static(staticDir, { index: false, cacheControl: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));

  const spaFallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The app has not been built yet: run "npm run build" first.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  router.use(spaFallback);
  return router;
}
