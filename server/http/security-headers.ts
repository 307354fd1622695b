import type { ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Helmet's defaults with a CSP the renderer runs under: its own scripts only, no inline script. */
function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes; no remote stylesheet is ever needed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Brand logos are shown from the https address their organization gave; nothing else is remote.
        imgSrc: ["'self'", 'https:'],
        // The app ships no web fonts, so none may come from anywhere else, inline data included.
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Sets helmet's headers, worked out once: they depend on nothing in the request, and setting them in one
 * step spares every request helmet's chain of a dozen middlewares.
 */
export function securityHeaders(): (res: ServerResponse) => void {
  const headers = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, value),
    removeHeader: (name: string) => void removed.add(name),
  };
  let done = false;
  helmetMiddleware()({} as never, recorder as never, () => {
    done = true;
  });
  if (!done || headers.size === 0) throw new Error('Helmet did not set its headers synchronously');
  const entries = [...headers];
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of entries) res.setHeader(name, value);
  };
}
