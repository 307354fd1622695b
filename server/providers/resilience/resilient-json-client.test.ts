import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serveOnLoopback } from '../../testing/protocol-stand-in';
import { createResilientJsonClient, MAX_ANSWER_BYTES, resilienceWithDefaults } from './resilient-json-client';
import { ServiceCallError } from './service-call-error';

// An answer is read only up to MAX_ANSWER_BYTES: a broken or hostile service streaming gigabytes must not
// fill the memory of a process every tenant shares.

describe('the size of an answer', () => {
  let origin: string;
  let close: () => Promise<void>;
  let requests = 0;

  beforeAll(async () => {
    const server: Server = createServer((request, response) => {
      requests += 1;
      const huge = '"' + 'x'.repeat(MAX_ANSWER_BYTES) + '"';
      if (request.url === '/declared') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(huge)) }).end(huge);
      } else if (request.url === '/streamed') {
        // No length given: the answer is cut off as it grows.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('"');
        for (let chunk = 0; chunk < 9; chunk += 1) response.write('x'.repeat(1024 * 1024));
        response.end('"');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
    });
    ({ origin, close } = await serveOnLoopback(server));
  });
  afterAll(async () => {
    await close?.();
  });

  const client = () =>
    createResilientJsonClient({
      ...resilienceWithDefaults({ sleep: async () => {} }),
      service: 'Example',
      headers: {},
      describeRefusal: () => 'refused',
    });

  it('reads an ordinary answer', async () => {
    expect(await client().send({ method: 'GET', url: `${origin}/small` }, z.object({ ok: z.boolean() }))).toEqual({ ok: true });
  });

  it.each(['/declared', '/streamed'])('refuses an answer larger than the cap (%s), without asking again', async (path) => {
    const before = requests;
    const sent = client().send({ method: 'GET', url: `${origin}${path}` }, z.string());
    await expect(sent).rejects.toBeInstanceOf(ServiceCallError);
    await expect(sent).rejects.toThrow('Example answered more than 8 MB');
    expect(requests - before).toBe(1);
  });
});
