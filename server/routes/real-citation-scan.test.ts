import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitationIssue, CitationListingMark, CitationScan, CitationSummary } from '../../shared/contract/citations';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness } from '../testing/businesses';
import { startListingSiteServer, type ListingSiteServer } from '../testing/listing-site-server';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startYelpProtocolServer, type YelpProtocolServer } from '../testing/yelp-protocol-server';

// Scans through the API with real sources, each a local stand-in speaking its protocol: Yelp's API and a
// listing page on a site of its own. Nothing is simulated, and what Yelp's terms forbid keeping is not kept.

const BAKERY = {
  name: 'Lincoln Square Bakery',
  address: '201 Lincoln Square',
  city: 'Urbana',
  state: 'IL',
  zipCode: '61801',
  phone: '(217) 555-0100',
};
const REVIEW_SITE = 'bakery-reviews.example';

function listingPage(phone: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    name: BAKERY.name,
    telephone: phone,
    address: { '@type': 'PostalAddress', streetAddress: BAKERY.address, addressLocality: 'Urbana', addressRegion: 'IL', postalCode: '61801' },
  };
  return `<!doctype html><html><head><title>${BAKERY.name}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${BAKERY.name}</h1></body></html>`;
}

type Body<T> = T & { message?: string; fieldErrors?: Record<string, string[]> };

describe.each(DIALECTS)('citation scans with real sources on %s', (dialect) => {
  let server: TestServer;
  let yelp: YelpProtocolServer;
  let site: ListingSiteServer;

  beforeAll(async () => {
    yelp = await startYelpProtocolServer({ apiKey: 'yelp-key-for-scans' });
    site = await startListingSiteServer();
    site.route(REVIEW_SITE, '/robots.txt', (_request, response) => response.writeHead(404).end());
    site.route(REVIEW_SITE, '/lincoln-square-bakery', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(listingPage('(217) 555-0199')),
    );
    server = await startTestServer(dialect, {
      env: { YELP_API_KEY: 'yelp-key-for-scans', YELP_API_URL: yelp.origin },
      citationSources: {
        keyed: { sleep: async () => {} },
        // The review site's name leads to the local site server, which tests may reach.
        listingPages: { lookup: async () => [{ address: site.address, family: 4 }], isAllowedAddress: () => true, sleep: async () => {} },
      },
    });
    await server.database.repositories.adminSettings.upsert({ key: 'listing_pages_enabled', value: 'true', category: 'integrations' });
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
    await yelp?.close();
  });

  const scan = (account: TestAccount, businessId: string) =>
    server.request<Body<{ scan: CitationScan }>>('POST', `/api/businesses/${businessId}/scan-citations`, { token: account.token });
  const addMark = (account: TestAccount, businessId: string, body: unknown) =>
    server.request<Body<{ mark: CitationListingMark }>>('POST', `/api/businesses/${businessId}/citation-marks`, { token: account.token, body });
  const issuesOf = async (account: TestAccount, businessId: string) =>
    (await server.request<{ issues: CitationIssue[] }>('GET', `/api/citation-issues?businessId=${businessId}&status=open`, { token: account.token })).body
      .issues;

  it("finds the business on Yelp and on a listing page a person added, says which source saw each, and keeps none of Yelp's values", async () => {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const bakery = await createTestBusiness(server, owner.token, BAKERY);
    const added = await addMark(owner, bakery.id, { kind: 'added', url: site.url(REVIEW_SITE, '/lincoln-square-bakery') });
    expect(added.status, added.text).toBe(201);
    expect(added.body.mark).toMatchObject({ kind: 'added', directory: REVIEW_SITE });

    const answered = await scan(owner, bakery.id);
    expect(answered.status, answered.text).toBe(200);
    const { scan: result } = answered.body;
    expect(result.simulated).toBe(false);
    expect(result.sourceFailures).toEqual([]);
    const onYelp = result.results.find((entry) => entry.platform === 'yelp')!;
    expect(onYelp).toMatchObject({ source: 'yelp', listingId: 'WavvLdfdP6g8aZTtbBQHTw', valuesKept: false, status: 'inconsistent' });
    // The answer to the scan shows what was compared.
    expect(onYelp.found).toMatchObject({ name: 'Lincoln Square Bakery', phone: '(217) 555-0100' });
    expect(onYelp.findings.map((finding) => finding.issueType)).toEqual(['duplicate_listing']);
    const onSite = result.results.find((entry) => entry.platform === REVIEW_SITE)!;
    expect(onSite).toMatchObject({ source: 'listing_pages', valuesKept: true, status: 'inconsistent' });
    expect(onSite.findings).toEqual([{ issueType: 'phone_mismatch', expectedValue: '(217) 555-0100', actualValue: '(217) 555-0199' }]);
    // Directories no source reads are not reported as "not listed".
    expect(result.results.map((entry) => entry.platform).sort()).toEqual([REVIEW_SITE, 'yelp'].sort());

    // Kept: Yelp's ids, not its values; the page's values, which the page publishes.
    const stored = (await server.request<{ scan: CitationScan }>('GET', `/api/businesses/${bakery.id}/citation-scan`, { token: owner.token })).body.scan;
    expect(stored.results.find((entry) => entry.platform === 'yelp')).toMatchObject({ source: 'yelp', listingId: 'WavvLdfdP6g8aZTtbBQHTw', found: null });
    expect(stored.results.find((entry) => entry.platform === REVIEW_SITE)?.found).toMatchObject({ phone: '(217) 555-0199' });
    const issues = await issuesOf(owner, bakery.id);
    expect(issues.find((issue) => issue.platform === 'yelp')).toMatchObject({ issueType: 'duplicate_listing', actualValue: null });
    expect(issues.find((issue) => issue.platform === REVIEW_SITE)).toMatchObject({ issueType: 'phone_mismatch', actualValue: '(217) 555-0199' });
    // Nothing made up: Citation Monitoring shows no simulated figures for the business.
    const summary = await server.request<{ summary: CitationSummary }>('GET', `/api/citations/summary?businessId=${bakery.id}`, { token: owner.token });
    expect(summary.body.summary).toMatchObject({ businessesScanned: 1, simulatedBusinesses: 0 });
  });

  it('reads an added page as the directory the person chose for it', async () => {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const bakery = await createTestBusiness(server, owner.token, BAKERY);
    const added = await addMark(owner, bakery.id, { kind: 'added', url: site.url(REVIEW_SITE, '/lincoln-square-bakery'), directory: 'yellowpages' });
    expect(added.body.mark).toMatchObject({ directory: 'yellowpages' });
    const result = (await scan(owner, bakery.id)).body.scan.results.find((entry) => entry.platform === 'yellowpages');
    expect(result).toMatchObject({ source: 'listing_pages', status: 'inconsistent', found: { phone: '(217) 555-0199' } });
  });

  it('leaves out a listing marked "not this business" in later scans, and forgets the mark on request', async () => {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const bakery = await createTestBusiness(server, owner.token, BAKERY);
    const first = (await scan(owner, bakery.id)).body.scan.results.find((entry) => entry.platform === 'yelp')!;
    expect(first.findings.map((finding) => finding.issueType)).toEqual(['duplicate_listing']);
    expect(first.duplicates).toEqual([{ listingId: 'n0dupLincolnSqBakery2x', url: expect.stringContaining('lincoln-sq-bakery-and-cafe-urbana') }]);

    const duplicate = (await issuesOf(owner, bakery.id)).find((issue) => issue.issueType === 'duplicate_listing')!;
    expect(duplicate).toBeDefined();
    const rejected = await addMark(owner, bakery.id, { kind: 'rejected', source: 'yelp', listingId: first.duplicates[0]!.listingId, directory: 'yelp' });
    expect(rejected.status, rejected.text).toBe(201);
    const second = (await scan(owner, bakery.id)).body.scan.results.find((entry) => entry.platform === 'yelp')!;
    expect(second).toMatchObject({ status: 'consistent', findings: [] });
    expect((await issuesOf(owner, bakery.id)).filter((issue) => issue.issueType === 'duplicate_listing')).toEqual([]);

    const removed = await server.request('DELETE', `/api/businesses/${bakery.id}/citation-marks/${rejected.body.mark.id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    const marks = await server.request<{ marks: CitationListingMark[] }>('GET', `/api/businesses/${bakery.id}/citation-marks`, { token: owner.token });
    expect(marks.body.marks).toEqual([]);
  });

  it.each([
    ['this machine by name', 'http://localhost/listing'],
    ['a loopback address', 'http://127.0.0.1:8080/admin'],
    ['a private address', 'http://10.0.0.5/listing'],
    ['a link-local address', 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv6 loopback', 'http://[::1]/listing'],
    ['a name with no domain', 'http://intranet/listing'],
    ['an address with a password', 'https://user:secret@www.yelp.com/biz/x'],
  ])('refuses a listing address on %s', async (_what, url) => {
    const owner = await registerTestAccount(server, { role: 'business' });
    const bakery = await createTestBusiness(server, owner.token, BAKERY);
    const refused = await addMark(owner, bakery.id, { kind: 'added', url });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.url?.[0]).toBeTruthy();
  });

  it('refuses an address that is not http or https', async () => {
    const owner = await registerTestAccount(server, { role: 'business' });
    const bakery = await createTestBusiness(server, owner.token, BAKERY);
    for (const url of ['file:///etc/passwd', 'ftp://www.yelp.com/x', 'javascript:alert(1)', 'gopher://example.com/']) {
      expect((await addMark(owner, bakery.id, { kind: 'added', url })).status, url).toBe(400);
    }
  });
});
