import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { badFilterPng, brokenIdatPng, interlacedBombPng, jpegDeclaring, sampleLogo } from '../testing/broken-images';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// The attack: a white-label organization sets its logo to a PNG with a valid signature and header and
// image data zlib refuses; one PDF export then ended the server's process. Replayed over HTTP with
// that logo and others as hostile, each export must answer a PDF and the server go on answering.

const LOGOS: Record<string, Uint8Array> = {
  'broken image data': brokenIdatPng(),
  'a filter type no PNG has': badFilterPng(),
  'an interlaced 64 MB inflation': interlacedBombPng(),
  'a JPEG declaring 60,000 x 60,000': jpegDeclaring(60_000, 60_000),
  'a sound PNG': sampleLogo('png'),
};

describe.each(DIALECTS)('a hostile logo in a PDF report, on %s', (dialect) => {
  let server: TestServer;
  let owner: TestAccount;
  let logo: Uint8Array = new Uint8Array();

  beforeAll(async () => {
    server = await startTestServer(dialect, { loadLogo: async () => logo });
    owner = await registerTestAccount(server, { role: 'partner', prefix: 'logo' });
    await server.database.repositories.organizations.update(owner.organizationId, {
      type: 'white_label',
      logoUrl: 'https://cdn.example.com/logo.png',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(Object.keys(LOGOS))('exports the report with %s as the logo, and the server goes on', async (name) => {
    logo = LOGOS[name]!;
    const response = await server.request('GET', '/api/reports/export/pdf', { token: owner.token });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.text.startsWith('%PDF')).toBe(true);
    // Whatever the PDF library was handed finishes within the answer; the process is still here after.
    await new Promise((resolve) => setImmediate(resolve));
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });
});
