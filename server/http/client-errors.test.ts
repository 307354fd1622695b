import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/contract/errors';
import { answerClientErrorsAsJson } from './client-errors';

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; contentType: string | undefined; text: string }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('requests Node cannot parse', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('{}'));
    answerClientErrorsAsJson(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers an address above the header limit with 431 in the JSON error shape', async () => {
    const response = await get(port, `/api/businesses?search=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(JSON.parse(response.text))).toEqual({
      message: 'The request address or headers are too large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers headers above the limit the same way, and a fitting request as usual', async () => {
    const padded = await get(port, '/api/health', { 'x-padding': 'y'.repeat(20_000) });
    expect([padded.status, padded.contentType]).toEqual([431, 'application/json; charset=utf-8']);
    expect(await get(port, '/api/health')).toMatchObject({ status: 200, text: '{}' });
  });
});
