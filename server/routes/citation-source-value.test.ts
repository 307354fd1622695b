import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitationIssue, CitationScan, CitationSourceValue } from '../../shared/contract/citations';
import { createLogger } from '../logger';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { createTestBusiness } from '../testing/businesses';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startYelpProtocolServer, type YelpProtocolServer } from '../testing/yelp-protocol-server';

// Yelp's terms let us keep only its listing ids: a scan compares its values and stores none. A person can
// have the value of an issue found there looked up again; it is answered, and written nowhere.

const YELP_KEY = 'yelp-key-for-looking-up';

/** Yelp's Lincoln Square Bakery under another name and phone: Yelp shows the name and phone wrong. */
const PASTRIES = {
  name: 'Lincoln Square Pastries',
  address: '201 Lincoln Square',
  city: 'Urbana',
  state: 'IL',
  zipCode: '61801',
  phone: '(217) 555-0111',
};
/** As Yelp lists it: its main listing and a duplicate under the same phone. */
const BAKERY = { ...PASTRIES, name: 'Lincoln Square Bakery', phone: '(217) 555-0100' };
const LISTING_ID = 'WavvLdfdP6g8aZTtbBQHTw';

type Body<T> = T & { message?: string; code?: string };

describe.each(DIALECTS)('looking an ids-only value up again on %s', (dialect) => {
  let server: TestServer;
  let yelp: YelpProtocolServer;
  const logged: string[] = [];
  // Read by the source registry on each call: deleting the key switches Yelp off.
  const env: Record<string, string | undefined> = {};

  beforeAll(async () => {
    yelp = await startYelpProtocolServer({ apiKey: YELP_KEY });
    Object.assign(env, { YELP_API_KEY: YELP_KEY, YELP_API_URL: yelp.origin });
    server = await startTestServer(dialect, {
      env,
      citationSources: { keyed: { sleep: async () => {} } },
      logger: createLogger((level, line) => logged.push(`${level}: ${line}`)),
    });
  });
  afterAll(async () => {
    await server?.close();
    await yelp?.close();
  });

  const scan = async (account: TestAccount, businessId: string) => {
    const answered = await server.request<Body<{ scan: CitationScan }>>('POST', `/api/businesses/${businessId}/scan-citations`, { token: account.token });
    expect(answered.status, answered.text).toBe(200);
    return answered.body.scan;
  };
  const issuesOf = async (account: TestAccount, businessId: string) =>
    (await server.request<{ issues: CitationIssue[] }>('GET', `/api/citation-issues?businessId=${businessId}&status=open`, { token: account.token }))
      .body.issues;
  const lookUp = (account: TestAccount, issueId: string) =>
    server.request<Body<CitationSourceValue>>('GET', `/api/citation-issues/${issueId}/source-value`, { token: account.token });

  /** A scanned business whose Yelp listing shows the name and phone wrong, and those two issues. */
  async function scannedPastries() {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const business = await createTestBusiness(server, owner.token, PASTRIES);
    await scan(owner, business.id);
    const issues = await issuesOf(owner, business.id);
    const issue = (type: CitationIssue['issueType']) => {
      const found = issues.find((candidate) => candidate.platform === 'yelp' && candidate.issueType === type);
      if (!found) throw new Error(`No ${type} on Yelp among ${JSON.stringify(issues)}`);
      return found;
    };
    return { owner, business, name: issue('name_mismatch'), phone: issue('phone_mismatch') };
  }

  it('keeps no Yelp value in the issue, says where it was seen, and looks it up again on request', async () => {
    const { owner, name, phone } = await scannedPastries();
    // The list says the value was not kept, and which source to ask.
    expect(name).toMatchObject({ expectedValue: PASTRIES.name, actualValue: null, source: 'yelp', valueKept: false });
    expect(phone).toMatchObject({ expectedValue: PASTRIES.phone, actualValue: null, source: 'yelp', valueKept: false });
    const stored = await server.database.repositories.citationIssues.findInOrganization(owner.organizationId, name.id);
    expect(stored?.actualValue).toBeNull();

    const before = yelp.requests.length;
    const startedAt = Date.now();
    const named = await lookUp(owner, name.id);
    expect(named.status, named.text).toBe(200);
    expect(named.body).toEqual({
      source: 'yelp',
      listingId: LISTING_ID,
      url: expect.stringContaining('lincoln-square-bakery-urbana'),
      value: 'Lincoln Square Bakery',
      checkedAt: expect.any(String),
    });
    expect(Date.parse(named.body.checkedAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    // Asked of Yelp itself, with the profile's values.
    expect(yelp.requests.length).toBeGreaterThan(before);
    expect(yelp.requests.at(-1)?.headers.authorization).toBe(`Bearer ${YELP_KEY}`);
    expect(yelp.requests.slice(before).some((request) => request.query.name === PASTRIES.name)).toBe(true);

    const phoned = await lookUp(owner, phone.id);
    expect(phoned.status, phoned.text).toBe(200);
    expect(phoned.body).toMatchObject({ source: 'yelp', listingId: LISTING_ID, value: '+12175550100' });
  });

  it('answers anew each time, never from a cache, and writes nothing of it', async () => {
    const { owner, business, name } = await scannedPastries();
    const { repositories } = server.database;
    const issueBefore = await repositories.citationIssues.findInOrganization(owner.organizationId, name.id);
    const scanBefore = await repositories.citationScans.latest(owner.organizationId, business.id);
    logged.length = 0;

    for (let time = 0; time < 2; time += 1) {
      const before = yelp.requests.length;
      const answered = await lookUp(owner, name.id);
      expect(answered.status, answered.text).toBe(200);
      expect(answered.headers.get('cache-control')).toBe('no-store');
      expect(yelp.requests.length, 'each answer is looked up at Yelp').toBeGreaterThan(before);
    }

    expect(await repositories.citationIssues.findInOrganization(owner.organizationId, name.id)).toEqual(issueBefore);
    expect(await repositories.citationScans.latest(owner.organizationId, business.id)).toEqual(scanBefore);
    expect((await issuesOf(owner, business.id)).find((issue) => issue.id === name.id)).toMatchObject({ actualValue: null });
    expect(logged.filter((line) => line.includes('Lincoln Square Bakery'))).toEqual([]);
  });

  it("answers the duplicate's address for a duplicate listing", async () => {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const business = await createTestBusiness(server, owner.token, BAKERY);
    await scan(owner, business.id);
    const duplicate = (await issuesOf(owner, business.id)).find((issue) => issue.issueType === 'duplicate_listing')!;
    expect(duplicate).toMatchObject({ platform: 'yelp', actualValue: null, source: 'yelp', valueKept: false });
    const answered = await lookUp(owner, duplicate.id);
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({ listingId: LISTING_ID, value: expect.stringContaining('lincoln-sq-bakery-and-cafe-urbana') });
  });

  it("answers 404 for another organization's issue, and looks nothing up", async () => {
    const { name } = await scannedPastries();
    const stranger = await registerTestAccount(server, { role: 'business_pro' });
    const before = yelp.requests.length;
    const refused = await lookUp(stranger, name.id);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('NOT_FOUND');
    expect(refused.text).not.toContain('Lincoln Square Bakery');
    expect(yelp.requests.length).toBe(before);
  });

  it('answers 409 for an issue whose directory kept its value or has no listing', async () => {
    const owner = await registerTestAccount(server, { role: 'business_pro' });
    const business = await createTestBusiness(server, owner.token, PASTRIES);
    const { repositories } = server.database;
    // Found on a directory no scan of the business saw.
    const unseen = await repositories.citationIssues.create({
      organizationId: owner.organizationId,
      businessId: business.id,
      platform: 'foursquare',
      issueType: 'phone_mismatch',
      expectedValue: PASTRIES.phone,
      actualValue: '(217) 555-0999',
    });
    const none = await lookUp(owner, unseen.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No listing is known for this issue');

    await scan(owner, business.id);
    expect((await issuesOf(owner, business.id)).find((issue) => issue.issueType === 'name_mismatch')).toMatchObject({ source: 'yelp', valueKept: false });
    // A later scan that changes no issue, finding the listing on Yelp's page (a source that keeps its values):
    // the list, a cached answer, follows it all the same.
    const { id: _id, ...latest } = (await repositories.citationScans.latest(owner.organizationId, business.id))!;
    const kept = latest.results!.map((result) =>
      result.platform === 'yelp' ? { ...result, source: 'listing_pages' as const, valuesKept: true } : result,
    );
    await repositories.citationIssues.applyScan(
      { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] },
      { ...latest, scannedAt: new Date(latest.scannedAt.getTime() + 1000), results: kept },
    );
    const name = (await issuesOf(owner, business.id)).find((issue) => issue.issueType === 'name_mismatch')!;
    expect(name).toMatchObject({ source: 'listing_pages', valueKept: true });
    const shown = await lookUp(owner, name.id);
    expect(shown.status).toBe(409);
    expect(shown.body.message).toBe('This value was kept; it is shown in the issue');
  });

  it('answers 409 while Yelp is switched off', async () => {
    const { owner, name } = await scannedPastries();
    const before = yelp.requests.length;
    delete env.YELP_API_KEY;
    try {
      const refused = await lookUp(owner, name.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('The Yelp source is switched off, so its value cannot be looked up');
    } finally {
      env.YELP_API_KEY = YELP_KEY;
    }
    expect(yelp.requests.length).toBe(before);
  });

  it("answers 502 with Yelp's failure, never its key", async () => {
    const { owner, name } = await scannedPastries();
    // Yelp refuses the call with a description that echoes what it was sent.
    yelp.inject({ kind: 'status', status: 400, body: { error: { code: 'VALIDATION_ERROR', description: `Not accepted: Bearer ${YELP_KEY}` } } });
    const failed = await lookUp(owner, name.id);
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('PROVIDER_FAILED');
    expect(failed.body.message).toMatch(/^Yelp refused the lookup as invalid/);
    expect(failed.text).not.toContain(YELP_KEY);
  });
});
