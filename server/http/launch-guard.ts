import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ERROR_CODES } from '../../shared/contract/errors';

/** The request header that carries the launch secret. */
export const LAUNCH_SECRET_HEADER = 'x-launch-secret';

export interface LaunchGuardOptions {
  /** Chosen by whoever started the server, for this run only. */
  secret: string;
  /** Host header values accepted, e.g. `127.0.0.1:43117`. */
  allowedHosts: readonly string[];
}

// Both sides are hashed first so the comparison takes the same time whatever the lengths.
function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Answers 403 to every request that lacks the launch secret or names another host. The secret keeps
 * other local programs and web pages out; the Host check keeps out a page whose own domain was
 * re-pointed at 127.0.0.1 (DNS rebinding), which the browser would otherwise treat as same-origin.
 */
export function launchGuard(options: LaunchGuardOptions): RequestHandler {
  if (options.secret.length < 16) throw new Error('A launch secret must be at least 16 characters');
  const expected = digest(options.secret);
  const hosts = new Set(options.allowedHosts.map((host) => host.toLowerCase()));
  return (req, res, next) => {
    const host = req.headers.host?.toLowerCase();
    const given = req.headers[LAUNCH_SECRET_HEADER];
    const secretMatches = typeof given === 'string' && timingSafeEqual(digest(given), expected);
    if (host !== undefined && hosts.has(host) && secretMatches) {
      next();
      return;
    }
    res.status(403).setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/') || req.path === '/api') {
      res.json({ message: 'This server only answers the window that started it', code: ERROR_CODES.forbidden });
    } else {
      res.type('text/plain').send('Forbidden');
    }
  };
}
