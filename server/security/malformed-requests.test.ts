import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../shared/contract';
import { apiErrorSchema, ERROR_CODES } from '../../shared/contract/errors';
import type { RouteDefinition } from '../../shared/contract/route';
import { makeAdmin } from '../testing/accounts';
import { DIALECTS } from '../testing/test-databases';
import { createTestSession, createTestTenant, createTestUser, snapshotTenant, type Tenant } from '../testing/tenants';
import { startTestServer, type TestServer } from '../testing/test-server';
import { malformedRequest, validSample, type MalformedRequest } from '../testing/malformed-arbitraries';

// A hundred malformed requests per route, from a caller allowed to make the call: each must be refused
// with the product's JSON error and a 4xx status, and none may change anything.

const ROUTES = Object.entries(contract).flatMap(([area, routes]) =>
  Object.entries(routes as Record<string, RouteDefinition>).map(([name, route]) => [`${area}.${name}`, route] as const),
);

/** Refusals of a request the caller may make: validation, too large, unsupported charset, rate limit, address too long. */
const REFUSALS = [400, 413, 415, 429, 431];
const ERROR_CODE_VALUES: string[] = Object.values(ERROR_CODES);

interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

let sent = 0;

/** Sent with node:http, which passes the path as written and allows a body on any method. */
function send(baseUrl: string, request: MalformedRequest, token: string): Promise<RawResponse> {
  const n = ++sent;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    // Its own address each time, so address-based rate limits stay out of the way.
    'x-forwarded-for': `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`,
  };
  if (request.contentType) headers['content-type'] = request.contentType;
  // Given outright: node:http frames a GET or DELETE body by neither length nor chunks otherwise.
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}${request.path}`, { method: request.method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

it('starts from a valid body, query and path of every route, so one wrong field is probed alone', () => {
  const unsampled = ROUTES.filter(([, route]) =>
    [route.params, route.query, route.body].some((schema) => schema !== undefined && validSample(schema) === undefined),
  ).map(([key]) => key);
  expect(unsampled).toEqual([]);
});

describe.each(DIALECTS)('malformed requests on %s', (dialect) => {
  let server: TestServer;
  let partner: Tenant;
  let adminToken: string;

  /** The partner organization from its owner's side, and the site from an administrator's. */
  async function fingerprint() {
    const get = async (path: string) => (await server.request('GET', path, { token: adminToken })).body;
    return {
      partner: await snapshotTenant(server, partner),
      overview: await get('/api/admin/overview'),
      users: await get('/api/admin/users?limit=100'),
      organizations: await get('/api/admin/organizations?limit=100'),
      audit: await get('/api/admin/audit?limit=100'),
      settings: await get('/api/admin/settings'),
      dataAxle: await get('/api/admin/settings/data-axle/config'),
      citationSources: await get('/api/admin/settings/citation-sources'),
    };
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    partner = await createTestTenant(server, `fuzz-${dialect}`);
    const admin = await createTestUser(server, 'fuzz-admin');
    const { organizationId } = (await server.database.repositories.organizations.membershipsOf(admin.id))[0]!;
    adminToken = (await createTestSession(server, admin.id, organizationId)).token;
    await makeAdmin(server, { email: admin.email, token: adminToken, userId: admin.id, organizationId });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(ROUTES)('%s refuses malformed requests with a JSON 4xx and changes nothing', async (_key, route) => {
    const token = route.access === 'admin' ? adminToken : partner.token;
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(malformedRequest(route), async (request) => {
        const response = await send(server.baseUrl, request, token);
        expect(REFUSALS, `${response.status} ${response.text.slice(0, 300)}`).toContain(response.status);
        expect(response.contentType).toMatch(/^application\/json/);
        const body = apiErrorSchema.strict().parse(JSON.parse(response.text));
        expect(ERROR_CODE_VALUES).toContain(body.code);
      }),
      { numRuns: 100 },
    );
    expect(await fingerprint()).toEqual(before);
  }, 120_000);
});
