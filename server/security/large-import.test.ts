import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../shared/contract/businesses';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// The CSV import takes bodies of up to 6 MB. Its parser must not read one for a caller who is not
// signed in, and a large import must leave other people's requests answered while it is worked.

/** A CSV of about `bytes` bytes of valid retail businesses. */
function largeCsv(bytes: number): string {
  const lines = ['Business Name,Category,Address,City,State,ZIP Code,Phone'];
  let size = lines[0]!.length;
  for (let i = 0; size < bytes; i += 1) {
    const line = `Harbor Florist ${i},Retail Store,${i + 1} Dock Rd,Portland,ME,04101,(207) 555-${String(i % 10_000).padStart(4, '0')}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** Sends a body whose length is announced but which never finishes, and answers what the server says. */
function unfinishedUpload(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024), ...headers },
      agent: false,
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text });
        outgoing.destroy();
      });
    });
    outgoing.on('error', reject);
    // A first part of the body only: a server that waits for the rest before answering never answers.
    outgoing.write(`{"dryRun":true,"csv":"${'x'.repeat(64 * 1024)}`);
  });
}

describe.each(DIALECTS)('a large CSV import, on %s', (dialect) => {
  let server: TestServer;
  let owner: TestAccount;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await registerTestAccount(server, { role: 'partner', prefix: 'import' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a caller who is not signed in before reading the body', async () => {
    const anonymous = await unfinishedUpload(server.baseUrl, '/api/businesses/import', {});
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const badToken = await unfinishedUpload(server.baseUrl, '/api/businesses/import', { authorization: 'Bearer not-a-session' });
    expect(badToken.status).toBe(401);
  });

  it('answers other requests while a 5 MB dry run is worked', async () => {
    const body = JSON.stringify({ csv: largeCsv(IMPORT_MAX_BYTES - 1024), dryRun: true });
    let imported = false;
    let sent!: () => void;
    const bodySent = new Promise<void>((resolve) => (sent = resolve));
    const importing = new Promise<{ status: number; rows: number }>((resolve, reject) => {
      const outgoing = httpRequest(`${server.baseUrl}/api/businesses/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        agent: false,
      });
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          imported = true;
          resolve({ status: response.statusCode ?? 0, rows: (JSON.parse(Buffer.concat(chunks).toString()) as { rows: unknown[] }).rows.length });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body, sent);
    });
    // Once the whole body is on its way, health checks one after another until the import answers:
    // while the import is worked, they must be answered too.
    await bodySent;
    let healthAnswers = 0;
    while (!imported) {
      const health = await Promise.race([server.request('GET', '/api/health'), importing.then(() => undefined)]);
      if (health && !imported) {
        expect(health.status).toBe(200);
        healthAnswers += 1;
      }
    }
    const answer = await importing;
    expect(answer.status).toBe(200);
    expect(answer.rows).toBeGreaterThan(40_000);
    expect(healthAnswers).toBeGreaterThan(10);
  });
});
