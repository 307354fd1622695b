import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A copy of the built web app on an origin of its own, for the service-worker tests that change
// its files (a new build) or need it gone: the shared e2e servers must not see either.

const builtRenderer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/renderer');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface ShellServer {
  url: string;
  /** Writes a file of the copy, e.g. a new sw.js. */
  write(file: string, change: (text: string) => string): void;
  close(): Promise<void>;
}

export async function startShellServer(): Promise<ShellServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'citewise-shell-'));
  cpSync(builtRenderer, root, { recursive: true });
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    // No API here: the screens see a server that cannot answer.
    if (pathname.startsWith('/api/')) {
      response.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"Unavailable"}');
      return;
    }
    const file = path.join(root, path.normalize(pathname).replace(/^[/\\]+/, ''));
    let body: Buffer;
    try {
      body = readFileSync(file.startsWith(root) && path.extname(file) ? file : path.join(root, 'index.html'));
    } catch {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? TYPES['.html'] ?? 'text/html';
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    write(file, change) {
      const target = path.join(root, file);
      // Renamed into place, so a request never reads half a file.
      writeFileSync(`${target}.next`, change(readFileSync(target, 'utf8')));
      renameSync(`${target}.next`, target);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
