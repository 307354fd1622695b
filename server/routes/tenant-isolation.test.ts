import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../shared/contract';
import { buildPath, organizationRoleOf, type RouteDefinition } from '../../shared/contract/route';
import { businessInput } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { createTestTenant, snapshotTenant, type Tenant } from '../testing/tenants';
import { startTestServer, type TestServer } from '../testing/test-server';

// Two partner organizations, A and B, each with a member, an invitation, a client and a published
// business. A's owner calls every organization-scoped route of the contract against B's objects.

type RouteName = `${string}.${string}`;

interface Aim {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Parameters, query or body that aim an organization-scoped route at the other tenant's object. */
const AIMED_AT: Record<RouteName, (other: Tenant) => Aim> = {
  'organizations.setMemberRole': (b) => ({ params: { userId: b.memberId }, body: { role: 'viewer' } }),
  'organizations.removeMember': (b) => ({ params: { userId: b.memberId } }),
  'organizations.cancelInvitation': (b) => ({ params: { id: b.invitationId } }),
  'partner.updateClient': (b) => ({ params: { id: b.clientId }, body: { name: 'Taken over' } }),
  'partner.actAsClient': (b) => ({ params: { id: b.clientId } }),
  'businesses.get': (b) => ({ params: { id: b.businessId } }),
  'businesses.update': (b) => ({ params: { id: b.businessId }, body: businessInput({ name: 'Taken over' }) }),
  'businesses.delete': (b) => ({ params: { id: b.businessId } }),
  'businesses.publish': (b) => ({ params: { id: b.businessId }, body: {} }),
  'businesses.publishMany': (b) => ({ body: { businessIds: [b.businessId] } }),
  'listings.list': (b) => ({ query: { businessId: b.businessId } }),
  'listings.exportCsv': (b) => ({ query: { businessId: b.businessId } }),
  'listings.sync': (b) => ({ body: { businessId: b.businessId } }),
  'provider.match': (b) => ({ params: { id: b.businessId } }),
  'provider.batchMatch': (b) => ({ body: { businessIds: [b.businessId] } }),
  'provider.enrich': (b) => ({ params: { id: b.businessId }, body: { acceptMatch: true } }),
  'provider.submit': (b) => ({ params: { id: b.businessId }, body: { directories: ['google'] } }),
  'provider.batchSubmit': (b) => ({ body: { businessIds: [b.businessId], directories: ['google'] } }),
  'provider.submissions': (b) => ({ query: { businessId: b.businessId } }),
  'provider.submission': (b) => ({ params: { id: b.submissionId } }),
  'provider.batch': (b) => ({ params: { id: b.batchId } }),
  'provider.analytics': (b) => ({ params: { id: b.businessId } }),
  'citations.list': (b) => ({ query: { businessId: b.businessId } }),
  'citations.resolve': (b) => ({ params: { id: b.citationIssueId } }),
  'citations.sourceValue': (b) => ({ params: { id: b.citationIssueId } }),
  'citations.scanBusiness': (b) => ({ params: { id: b.businessId } }),
  'citations.listingMarks': (b) => ({ params: { id: b.businessId } }),
  'citations.addListingMark': (b) => ({ params: { id: b.businessId }, body: { kind: 'added', url: 'https://www.yelp.com/biz/tenant-b' } }),
  // A made-up mark id under the other tenant's business: the business alone must refuse it.
  'citations.removeListingMark': (b) => ({ params: { id: b.businessId, markId: '00000000-0000-4000-8000-000000000001' } }),
  'citations.providerScan': (b) => ({ params: { id: b.businessId }, body: { directories: ['google'] } }),
  'citations.latestScan': (b) => ({ params: { id: b.businessId } }),
  'citations.scanMany': (b) => ({ body: { businessIds: [b.businessId] } }),
  'citations.summary': (b) => ({ query: { businessId: b.businessId } }),
  'googleBusiness.link': (b) => ({ params: { id: b.businessId }, body: { accountName: 'accounts/1', locationName: 'locations/1' } }),
  'googleBusiness.unlink': (b) => ({ params: { id: b.businessId } }),
  'googleBusiness.businessLink': (b) => ({ params: { id: b.businessId } }),
  'googleBusiness.updatePreview': (b) => ({ params: { id: b.businessId } }),
  'googleBusiness.update': (b) => ({ params: { id: b.businessId }, body: { fields: ['name'] } }),
  'googleBusiness.batchUpdate': (b) => ({ body: { businessIds: [b.businessId] } }),
  'reports.get': (b) => ({ query: { businessId: b.businessId } }),
  'reports.exportCsv': (b) => ({ query: { businessId: b.businessId } }),
  'reports.exportPdf': (b) => ({ query: { businessId: b.businessId } }),
};

/** Valid bodies for the routes called without an aim, each also naming the other tenant where it can. */
const BODIES: Record<RouteName, (other: Tenant, self: Tenant) => unknown> = {
  'organizations.updateCurrent': (b) => ({ name: 'Renamed by A', organizationId: b.organizationId }),
  'organizations.invite': (b) => ({ email: 'someone@example.com', role: 'viewer', organizationId: b.organizationId }),
  'partner.createClient': (b) => ({ name: 'New client', organizationId: b.organizationId }),
  'organizations.deleteCurrent': (b) => ({ confirmName: b.organizationName, organizationId: b.organizationId }),
  'businesses.create': (b) => ({ ...businessInput({ name: 'Made by A' }), organizationId: b.organizationId }),
  'businesses.publishMany': (_b, a) => ({ businessIds: [a.businessId] }),
  'provider.batchMatch': (_b, a) => ({ businessIds: [a.businessId] }),
  'provider.batchSubmit': (_b, a) => ({ businessIds: [a.businessId], directories: ['google'] }),
  // Another tenant's issue among the ids is left as it is: nothing of it is resolved.
  'citations.resolveMany': (b) => ({ ids: [b.citationIssueId] }),
  'citations.scanMany': (_b, a) => ({ businessIds: [a.businessId] }),
  'citations.updateSchedule': () => ({ enabled: true, intervalDays: 7 }),
  'googleBusiness.connect': () => ({ code: 'code', state: 'state', pending: 'pending' }),
  'googleBusiness.batchUpdate': (_b, a) => ({ businessIds: [a.businessId] }),
  'reports.updateSchedule': (b) => ({ enabled: true, frequency: 'weekly', recipients: ['someone@example.com'], organizationId: b.organizationId }),
  'reports.sendNow': (b) => ({ recipients: ['someone@example.com'], organizationId: b.organizationId }),
  // A row with the other tenant's business id is a new business here, never an update there.
  'businesses.importCsv': (b) => ({
    csv: `ID,Business Name,Category,Address,City,State,ZIP Code,Phone\n${b.businessId},Taken over,Retail,1 Elm Street,Springfield,IL,62701,(217) 555-0100`,
    dryRun: false,
  }),
};

/** Routes called without an aim that must refuse what BODIES sends, with the status they answer. */
const REFUSED: Partial<Record<RouteName, number>> = {
  // Deleting needs the current organization's own name; the other tenant's name deletes nothing.
  'organizations.deleteCurrent': 400,
  // This server has no mail set up, so the report is not sent.
  'reports.sendNow': 409,
  // The tenant is a standard organization, which has no custom domain to check.
  'organizations.verifyDomain': 403,
  // This server has no Google client configured, and the organization never connected Google.
  'googleBusiness.authorize': 409,
  'googleBusiness.connect': 409,
  'googleBusiness.locations': 409,
  'googleBusiness.batchUpdate': 409,
};

const organizationRoutes = Object.entries(contract).flatMap(([area, routes]) =>
  Object.entries(routes as Record<string, RouteDefinition>)
    .filter(([, route]) => organizationRoleOf(route.access) !== undefined)
    .map(([name, route]) => ({ key: `${area}.${name}` as RouteName, route })),
);

/** The field names of an object schema, seen through optional(). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/** A route that can name another tenant's object: by path, or by a business id in its query or body. */
function canBeAimed(route: RouteDefinition): boolean {
  const namesBusiness = (fields: string[]) => fields.includes('businessId') || fields.includes('businessIds');
  return route.params !== undefined || namesBusiness(fieldsOf(route.query)) || namesBusiness(fieldsOf(route.body));
}

describe.each(DIALECTS)('tenant isolation on %s', (dialect) => {
  let server: TestServer;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    a = await createTestTenant(server, `alpha-${dialect}`);
    b = await createTestTenant(server, `beta-${dialect}`);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('knows how to aim every organization-scoped route', () => {
    const uncovered = organizationRoutes
      .filter(({ key, route }) =>
        canBeAimed(route) ? !(key in AIMED_AT) : route.body !== undefined && !(key in BODIES),
      )
      .map(({ key }) => key);
    expect(uncovered, 'add the new routes to AIMED_AT or BODIES').toEqual([]);
  });

  it("answers 404 for the other organization's objects and leaves them as they were", async () => {
    const before = await snapshotTenant(server, b);
    for (const { key, route } of organizationRoutes.filter(({ key }) => key in AIMED_AT)) {
      const aimed = AIMED_AT[key]!(b);
      const query = aimed.query ? `?${new URLSearchParams(aimed.query)}` : '';
      const response = await server.request(route.method.toUpperCase(), buildPath(route.path, aimed.params) + query, {
        token: a.token,
        body: aimed.body,
      });
      expect(response.status, `${route.method} ${route.path}${query}: ${response.text}`).toBe(404);
    }
    expect(await snapshotTenant(server, b)).toEqual(before);
  });

  it('never shows or changes the other organization through the routes without an object id', async () => {
    const before = await snapshotTenant(server, b);
    const secrets = [b.organizationId, b.memberId, b.invitationId, b.clientId, b.businessId, b.citationIssueId, ...b.listingIds];
    for (const { key, route } of organizationRoutes.filter(({ route }) => !route.params)) {
      const response = await server.request(route.method.toUpperCase(), route.path, {
        token: a.token,
        body: BODIES[key]?.(b, a),
      });
      const refusedWith = REFUSED[key];
      if (refusedWith) expect(response.status, `${route.method} ${route.path}: ${response.text}`).toBe(refusedWith);
      else expect(response.status, `${route.method} ${route.path}: ${response.text}`).toBeLessThan(400);
      for (const secret of secrets) expect(response.text, `${route.method} ${route.path}`).not.toContain(secret);
    }
    expect(await snapshotTenant(server, b)).toEqual(before);
  });
});
