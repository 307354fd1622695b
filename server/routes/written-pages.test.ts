import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessesContract } from '../../shared/contract/businesses';
import { listingsContract } from '../../shared/contract/listings';
import { citationsContract } from '../../shared/contract/citations';
import type { CitationIssueType } from '../../shared/domain/citation-issues';
import type { DirectoryScanResult } from '../../shared/contract/citations';
import { directoryNamesJson } from '../db/json-rows';
import type { BusinessRecord, ListingCountsRecord, NewCitationScan } from '../db/records';
import type { BusinessListQuery, CitationIssueListQuery, ListingListQuery, Repositories, WrittenPage } from '../db/repositories';
import { checkWrittenJson } from '../http/routing/send-answer';
import { issueSourceOf } from '../services/citations/citation-issue-service';
import { writeMissingListJson } from '../services/list-json';
import { nameListings } from '../services/listings/listing-service';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { toCitationIssue } from '../presenters/citations';
import { toBusiness } from '../presenters/businesses';
import { toListing } from '../presenters/listings';
import { scanResult } from '../testing/scan-results';
import { writtenPageJson } from './written-pages';

// The lists the database writes as JSON against the record path they replace (records, presenters, the
// route's schema, JSON.stringify): the same text, byte for byte, on odd data and every kind of page.

const ODD_TEXTS = [
  'Say "cheese" \\ back\\slash / slash',
  'Zoë’s Café 東京 🍰 naïve',
  'line\nbreak\ttab\rreturn\bback\fform\u0001\u001f ctrl',
  'separators \u2028 \u2029 and DEL \u007f',
  "</script><script>alert('x')</script>",
  '',
];

const DIRECTORIES = [
  { id: 'yelp', name: 'Yelp "Local"' },
  { id: 'google', name: 'Google Maps ✓' },
  { id: 'bing', name: 'Bing\nPlaces' },
  // A repeated id: the last name wins, as in the record path's Map.
  { id: 'bing', name: 'Bing Places' },
];

describe.each(DIALECTS)('lists written by the database on %s', (dialect) => {
  let database: TestDatabase;
  let repos: Repositories;
  let organizationId: string;
  let emptyOrganizationId: string;
  const names = directoryNamesJson(DIRECTORIES);
  const namesById = new Map(DIRECTORIES.map((directory) => [directory.id, directory.name]));

  /** Sets a stored time directly, as the repositories never write one before 1970. */
  const setTime = (table: string, column: string, id: string, at: Date) =>
    database.query(
      dialect === 'sqlite'
        ? `update ${table} set ${column} = ${at.getTime()} where id = '${id}'`
        : `update ${table} set ${column} = '${at.toISOString()}' where id = '${id}'`,
    );

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    const owner = await repos.users.create({ email: 'owner@example.com', username: 'owner', name: 'Pat Owner', password: 'hash' });
    organizationId = (await repos.organizations.createWithOwner({ name: 'Acme', slug: 'acme', ownerId: owner.id })).id;
    emptyOrganizationId = (await repos.organizations.createWithOwner({ name: 'Empty', slug: 'empty', ownerId: owner.id })).id;

    const created: BusinessRecord[] = [];
    for (const [index, text] of [...ODD_TEXTS, 'Plain Bakery', 'Another Gym', 'Third Shop'].entries()) {
      created.push(
        await repos.businesses.create({
          organizationId,
          name: `${text} ${index}`,
          address: text || '1 Main St',
          city: index % 2 ? 'Springfield' : 'Zürich',
          state: 'IL',
          zipCode: '62701',
          phone: `(217) 555-01${String(index).padStart(2, '0')}`,
          category: index % 2 ? 'restaurant' : 'retail',
          email: index % 3 ? null : `shop${index}@example.com`,
          website: index % 4 ? null : 'https://example.com/a?b="c"',
          description: index % 2 ? text : null,
          hours:
            index % 3 === 0
              ? {}
              : { wednesday: { open: '09:00', close: '17:30' }, monday: { closed: true }, sunday: { open: '10:00', close: '12:00' } },
        }),
      );
    }
    const [first, second, third, fourth] = created;
    await repos.businesses.update(organizationId, first!.id, {
      dataAxleInfogroupId: 'IG "1"',
      dataAxleMatchGrade: 'A',
      dataAxleConfidenceScore: 0.8,
      dataAxleLastSynced: new Date('2026-03-04T05:06:07.000Z'),
      // Stored as the provider gave it: fields out of the schema's order, and one the contract does not name.
      dataAxleEnrichmentData: {
        socialMedia: { twitter: '@shop "one"', facebook: 'https://facebook.com/shop one' },
        yearEstablished: 1999,
        employeeSize: 12,
        annualRevenue: 1250000.5,
        secretNote: 'never sent',
      } as never,
    });
    await repos.businesses.update(organizationId, second!.id, {
      dataAxleConfidenceScore: 0.87,
      dataAxleEnrichmentData: { employeeSize: 3 },
    });
    await repos.businesses.update(organizationId, third!.id, { dataAxleConfidenceScore: 0, dataAxleEnrichmentData: {} });
    // Times at the edges of formatting: before 1970, a whole second, the last millisecond of a year.
    await setTime('businesses', 'created_at', first!.id, new Date(-1_234_567));
    await setTime('businesses', 'updated_at', second!.id, new Date('2026-01-01T00:00:00.000Z'));
    await setTime('businesses', 'updated_at', third!.id, new Date('2025-12-31T23:59:59.999Z'));
    await setTime('businesses', 'updated_at', fourth!.id, new Date('2025-12-31T23:59:59.999Z'));

    const platforms = ['yelp', 'google', 'bing', 'gone-directory'];
    const statuses = ['published', 'error', 'pending', 'submitted'] as const;
    await repos.listings.upsertMany(
      created.slice(0, 6).flatMap((business, index) =>
        platforms.slice(0, (index % 4) + 1).map((platform, position) => ({
          organizationId,
          businessId: business.id,
          platform,
          status: statuses[(index + position) % 4],
          profileUrl: position % 2 ? null : `https://${platform}.example.com/${encodeURIComponent(business.name)}`,
          lastSyncAt: position === 1 ? new Date('1969-07-20T20:17:40.001Z') : position === 2 ? new Date('2026-02-03T04:05:06.789Z') : null,
          errorMessage: position === 1 ? ODD_TEXTS[index % ODD_TEXTS.length]! : null,
        })),
      ),
    );

    const types: CitationIssueType[] = ['phone_mismatch', 'address_mismatch', 'name_mismatch'];
    for (const [index, business] of created.slice(0, 4).entries()) {
      for (const [position, platform] of platforms.entries()) {
        const issue = await repos.citationIssues.create({
          organizationId,
          businessId: business.id,
          platform,
          issueType: types[(index + position) % types.length]!,
          expectedValue: ODD_TEXTS[(index + position) % ODD_TEXTS.length],
          actualValue: position % 2 ? null : ODD_TEXTS[(index + position + 1) % ODD_TEXTS.length],
          discoveredAt: new Date(Date.UTC(2026, 0, 1 + index, position, 0, 0, index * 7)),
        });
        if ((index + position) % 3 === 0) await repos.citationIssues.resolve(organizationId, issue.id, new Date('2026-05-06T07:08:09.010Z'));
      }
    }
    const result = (platform: string, overrides: Partial<DirectoryScanResult>) => scanResult(platform, { status: 'inconsistent', ...overrides });
    const scan = (businessId: string, scannedAt: Date, results: DirectoryScanResult[]): NewCitationScan => ({
      organizationId,
      businessId,
      trigger: 'manual',
      scannedAt,
      directoriesChecked: results.length,
      directoriesScored: results.length,
      citationsFound: results.length,
      napScore: 70,
      newIssues: 0,
      resolvedIssues: 0,
      reopenedIssues: 0,
      regressions: 0,
      openIssues: 1,
      results,
    });
    const noChanges = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };
    // An older scan, then the latest: only the latest's results count.
    await repos.citationIssues.applyScan(noChanges, scan(first!.id, new Date('2026-04-01T00:00:00.000Z'), [result('yelp', { source: 'foursquare' })]));
    await repos.citationIssues.applyScan(
      noChanges,
      scan(first!.id, new Date('2026-04-02T00:00:00.000Z'), [
        result('yelp', { source: 'yelp', valuesKept: false }),
        result('google', { source: 'google' }),
        // A second result for a platform: the first one counts.
        result('google', { source: 'foursquare', valuesKept: false }),
      ]),
    );
    // Results stored before sources were named: neither field.
    const { source: _source, valuesKept: _kept, ...unnamed } = result('bing', {});
    await repos.citationIssues.applyScan(noChanges, scan(second!.id, new Date('2026-04-03T00:00:00.000Z'), [unnamed as DirectoryScanResult]));
  });

  afterAll(async () => {
    await database?.close();
  });

  /** The written page as the route sends it, checked as the router checks it outside the built server. */
  const written = (key: string, schema: Parameters<typeof checkWrittenJson>[0], page: WrittenPage) => {
    const answer = writtenPageJson(key, page);
    checkWrittenJson(schema, answer, key);
    return answer.text;
  };

  const withCounts = async (records: BusinessRecord[]) => {
    const counts = records.length > 0 ? await repos.businesses.listingCounts(records.map((record) => record.id)) : new Map<string, ListingCountsRecord>();
    return records.map((record) => ({ ...record, listingCounts: counts.get(record.id) ?? { total: 0, published: 0, error: 0, waiting: 0 } }));
  };

  /** Every page of both paths, following each path's own cursors; the texts must be the same. */
  async function expectSamePages<Q extends { cursor?: string }>(
    query: Q,
    recordPath: (query: Q) => Promise<{ nextCursor: string | null; text: string }>,
    writtenPath: (query: Q) => Promise<{ nextCursor: string | null; text: string }>,
  ): Promise<number> {
    let pages = 0;
    for (let cursor: string | undefined; ; pages++) {
      const [expected, actual] = await Promise.all([recordPath({ ...query, cursor }), writtenPath({ ...query, cursor })]);
      expect(actual.text).toBe(expected.text);
      if (!expected.nextCursor) return pages + 1;
      cursor = expected.nextCursor;
    }
  }

  const businessPages = (query: Omit<BusinessListQuery, 'organizationId'>, organization = organizationId) =>
    expectSamePages(
      query,
      async (q) => {
        const page = await repos.businesses.list({ ...q, organizationId: organization });
        const answer = { businesses: (await withCounts(page.items)).map(toBusiness), nextCursor: page.nextCursor, total: page.total };
        return { nextCursor: page.nextCursor, text: JSON.stringify(businessesContract.list.response.parse(answer)) };
      },
      async (q) => {
        const page = await repos.businesses.listWritten({ ...q, organizationId: organization });
        return { nextCursor: page.nextCursor, text: written('businesses', businessesContract.list.response, page) };
      },
    );

  it('writes the business list as the record path does: sorts, filters, cursors, the last page and an empty one', async () => {
    for (const sort of ['updated', 'created', 'name'] as const) {
      expect(await businessPages({ sort, limit: 4 })).toBe(3);
      expect(await businessPages({ sort, limit: 25 })).toBe(1);
      expect(await businessPages({ sort, limit: 9 })).toBe(1);
    }
    await businessPages({ sort: 'updated', limit: 2, search: 'café' });
    await businessPages({ sort: 'name', limit: 2, category: 'retail' });
    await businessPages({ sort: 'created', limit: 2, status: 'issues' });
    await businessPages({ sort: 'updated', limit: 3, status: 'pending' });
    await businessPages({ sort: 'updated', limit: 3, search: 'nothing matches this' });
    await businessPages({ sort: 'updated', limit: 25 }, emptyOrganizationId);
  });

  const listingPages = (query: Omit<ListingListQuery, 'organizationId'>) =>
    expectSamePages(
      query,
      async (q) => {
        const page = await repos.listings.list({ ...q, organizationId });
        const answer = { listings: nameListings(page.items, DIRECTORIES as never).map(toListing), nextCursor: page.nextCursor, total: page.total };
        return { nextCursor: page.nextCursor, text: JSON.stringify(listingsContract.list.response.parse(answer)) };
      },
      async (q) => {
        const page = await repos.listings.listWritten({ ...q, organizationId }, names);
        return { nextCursor: page.nextCursor, text: written('listings', listingsContract.list.response, page) };
      },
    );

  it('writes the listing list as the record path does, naming directories from the catalogue or by id', async () => {
    expect(await listingPages({ limit: 4 })).toBeGreaterThan(3);
    await listingPages({ limit: 100 });
    await listingPages({ limit: 3, status: 'error' });
    await listingPages({ limit: 2, platform: 'gone-directory' });
    await listingPages({ limit: 2, search: 'zoë' });
    const anyBusiness = (await repos.businesses.list({ organizationId, sort: 'name', limit: 1 })).items[0]!;
    await listingPages({ limit: 2, businessId: anyBusiness.id });
    const empty = await repos.listings.listWritten({ organizationId: emptyOrganizationId, limit: 25 }, names);
    expect(writtenPageJson('listings', empty).text).toBe('{"listings":[],"nextCursor":null,"total":0}');
    // No catalogue (the provider did not answer): ids stand for names.
    const unnamed = await repos.listings.listWritten({ organizationId, limit: 100 }, directoryNamesJson([]));
    expect(JSON.parse(writtenPageJson('listings', unnamed).text).listings.every((listing: { platform: string; directoryName: string }) => listing.directoryName === listing.platform)).toBe(true);
  });

  const issuePages = (query: Omit<CitationIssueListQuery, 'organizationId'>) =>
    expectSamePages(
      query,
      async (q) => {
        const page = await repos.citationIssues.list({ ...q, organizationId });
        const seenBy = await repos.citationScans.latestSeenBy(organizationId, page.items.map((issue) => issue.businessId));
        const issues = page.items.map((issue) =>
          toCitationIssue({ ...issue, platformName: namesById.get(issue.platform) ?? issue.platform, ...issueSourceOf(issue, seenBy.get(issue.businessId)) }),
        );
        const answer = { issues, nextCursor: page.nextCursor, total: page.total };
        return { nextCursor: page.nextCursor, text: JSON.stringify(citationsContract.list.response.parse(answer)) };
      },
      async (q) => {
        const page = await repos.citationIssues.listWritten({ ...q, organizationId }, names);
        return { nextCursor: page.nextCursor, text: written('issues', citationsContract.list.response, page) };
      },
    );

  it('writes the citation issue list as the record path does, with where the latest scan saw each listing', async () => {
    for (const status of ['open', 'resolved', 'all'] as const) {
      await issuePages({ status, limit: 3 });
      await issuePages({ status, limit: 100 });
    }
    await issuePages({ status: 'all', limit: 2, platform: 'google' });
    await issuePages({ status: 'open', limit: 2, issueType: 'phone_mismatch' });
    const sources = JSON.parse(writtenPageJson('issues', await repos.citationIssues.listWritten({ organizationId, status: 'all', limit: 100 }, names)).text)
      .issues as { source: string | null; valueKept: boolean }[];
    expect(sources.some((issue) => issue.source === 'yelp' && !issue.valueKept)).toBe(true);
    expect(sources.some((issue) => issue.source === 'google' && issue.valueKept)).toBe(true);
  });

  it('refuses written JSON that holds more, less or other than the schema makes of it', () => {
    const schema = listingsContract.list.response;
    const check = (text: string) => () => checkWrittenJson(schema, { text } as never, 'listings');
    expect(check('{"listings":[],"nextCursor":null,"total":0}')).not.toThrow();
    expect(check('{"listings":[],"nextCursor":null,"total":0,"secret":"x"}')).toThrow();
    expect(check('{"nextCursor":null,"listings":[],"total":0}')).toThrow();
    expect(check('{"listings":[],"total":0}')).toThrow();
    expect(check('{"listings":[],"nextCursor":null,"total":"0"}')).toThrow();
  });

  it("keeps each issue's JSON as stored, never older than the issue, its business's name or its latest scan", async () => {
    const unwritten = async () =>
      Number((await database.query<{ missing: number | string }>('select count(*) as missing from citation_issues where written_json is null'))[0]!.missing);
    const samePages = () => issuePages({ status: 'all', limit: 100 });
    // Issues created one by one are built as the list reads them; a resolve or a scan stored theirs.
    expect(await unwritten()).toBeGreaterThan(0);
    await samePages();
    await writeMissingListJson(repos, 5);
    expect(await unwritten()).toBe(0);
    await samePages();

    const [issue] = (await repos.citationIssues.list({ organizationId, status: 'all', limit: 1 })).items;
    const businessId = issue!.businessId;
    const stale = async (change: () => Promise<unknown>) => {
      await writeMissingListJson(repos, 100);
      await change();
      await samePages();
    };
    await stale(() => repos.businesses.update(organizationId, businessId, { name: 'Renamed "Quoted" \\ Business' }));
    // Each column the JSON shows, written by a statement that does not know of the JSON.
    const time = (iso: string) => (dialect === 'sqlite' ? String(new Date(iso).getTime()) : `'${iso}'`);
    const shown = {
      platform: `'moved-directory'`,
      issue_type: `'duplicate_listing'`,
      expected_value: `'Changed elsewhere'`,
      actual_value: `'Seen elsewhere'`,
      resolved: dialect === 'sqlite' ? '1 - resolved' : 'not resolved',
      regression: dialect === 'sqlite' ? '1 - regression' : 'not regression',
      discovered_at: time('2026-01-09T10:11:12.013Z'),
      resolved_at: time('2026-02-03T04:05:06.007Z'),
      last_seen_at: time('2026-03-04T05:06:07.008Z'),
    };
    for (const [column, value] of Object.entries(shown)) {
      await stale(() => database.query(`update citation_issues set ${column} = ${value} where id = '${issue!.id}'`));
    }
    await stale(() =>
      repos.citationIssues.applyScan(
        { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] },
        {
          organizationId, businessId, trigger: 'manual', scannedAt: new Date('2026-06-01T00:00:00.000Z'), directoriesChecked: 1, directoriesScored: 1,
          citationsFound: 1, napScore: 50, newIssues: 0, resolvedIssues: 0, reopenedIssues: 0, regressions: 0, openIssues: 1,
          results: [scanResult(issue!.platform, { status: 'inconsistent', source: 'yelp', valuesKept: false })],
        },
      ),
    );
    await stale(() => database.query(`update citation_scans set results = null, seen_by = null where business_id = '${businessId}'`));
    await stale(() => database.query(`delete from citation_scans where business_id = '${businessId}'`));
  });

  it("keeps each business's JSON as stored, never older than the business, and reads its listing counts as they are", async () => {
    const unwritten = async () =>
      Number((await database.query<{ missing: number | string }>('select count(*) as missing from businesses where written_json is null'))[0]!.missing);
    const samePages = async () => {
      for (const sort of ['updated', 'created', 'name'] as const) await businessPages({ sort, limit: 25 });
      await businessPages({ sort: 'name', limit: 2, category: 'retail' });
    };
    // Built as the list reads them, as after an upgrade; then as kept.
    await database.query('update businesses set written_json = null');
    expect(await unwritten()).toBeGreaterThan(0);
    await samePages();
    await writeMissingListJson(repos, 5);
    expect(await unwritten()).toBe(0);
    await samePages();

    const [business] = (await repos.businesses.list({ organizationId, sort: 'name', limit: 1 })).items;
    const stale = async (change: () => Promise<unknown>) => {
      await writeMissingListJson(repos, 100);
      await change();
      await samePages();
    };
    await stale(() => repos.businesses.update(organizationId, business!.id, { name: 'Renamed "Kept" \\ Business', hours: { monday: { open: '08:00', close: '12:00' } } }));
    // Listings change the counts their triggers keep on the business's row (migration 0019): each kind of write.
    await stale(() => repos.listings.upsertMany([{ organizationId, businessId: business!.id, platform: 'yelp', status: 'error', errorMessage: 'Rejected' }]));
    await stale(() => database.query(`delete from listings where business_id = '${business!.id}'`));
    await stale(() =>
      repos.listings.upsertMany(
        (['pending', 'submitted', 'published', 'error'] as const).map((status, index) => ({ organizationId, businessId: business!.id, platform: `counted-${index}`, status })),
      ),
    );
    for (const status of ['published', 'error', 'submitted', 'pending']) {
      await stale(() => database.query(`update listings set status = '${status}' where business_id = '${business!.id}' and platform = 'counted-0'`));
    }
    await stale(() => database.query(`update listings set status = 'published' where business_id = '${business!.id}'`));
    const [, other] = (await repos.businesses.list({ organizationId, sort: 'name', limit: 2 })).items;
    await stale(() => database.query(`update listings set business_id = '${other!.id}', status = 'error' where business_id = '${business!.id}' and platform = 'counted-1'`));
    await stale(() => database.query(`delete from listings where business_id = '${other!.id}' and status = 'error'`));
    // Each column the JSON shows, written by a statement that does not know of the JSON.
    const time = (iso: string) => (dialect === 'sqlite' ? String(new Date(iso).getTime()) : `'${iso}'`);
    const json = (value: string) => (dialect === 'sqlite' ? `'${value}'` : `'${value}'::jsonb`);
    const shown = {
      name: `'Moved "Name"'`,
      category: `'retail'`,
      address: `'1 Moved Street'`,
      city: `'Moved City'`,
      state: `'MV'`,
      zip_code: `'99999'`,
      phone: `'(555) 555-0199'`,
      email: `'moved@example.com'`,
      website: `'https://moved.example.com'`,
      description: `'Moved elsewhere'`,
      hours: json('{"tuesday":{"open":"09:00","close":"17:00"}}'),
      data_axle_infogroup_id: `'moved-infogroup'`,
      data_axle_match_grade: `'B'`,
      data_axle_confidence_score: '0.5',
      data_axle_last_synced: time('2026-01-09T10:11:12.013Z'),
      data_axle_enrichment_data: json('{"employeeSize":12}'),
      created_at: time('2025-02-03T04:05:06.007Z'),
      updated_at: time('2026-03-04T05:06:07.008Z'),
    };
    for (const [column, value] of Object.entries(shown)) {
      await stale(() => database.query(`update businesses set ${column} = ${value} where id = '${business!.id}'`));
    }
    // Writing the JSON is no change: the business keeps its place in the list sorted by update.
    const before = await repos.businesses.findInOrganization(organizationId, business!.id);
    await database.query(`update businesses set written_json = null where id = '${business!.id}'`);
    await writeMissingListJson(repos, 100);
    expect((await repos.businesses.findInOrganization(organizationId, business!.id))!.updatedAt).toEqual(before!.updatedAt);
    expect(await unwritten()).toBe(0);
  });

  it("keeps each listing's JSON as stored, never older than the listing or its business's name", async () => {
    const unwritten = async () =>
      Number((await database.query<{ missing: number | string }>('select count(*) as missing from listings where written_json is null'))[0]!.missing);
    const samePages = () => listingPages({ limit: 100 });
    // Built as the list reads them, as after an upgrade; then as kept.
    await database.query('update listings set written_json = null');
    expect(await unwritten()).toBeGreaterThan(0);
    await samePages();
    await writeMissingListJson(repos, 5);
    expect(await unwritten()).toBe(0);
    await samePages();

    const [listing] = (await repos.listings.list({ organizationId, limit: 1 })).items;
    const stale = async (change: () => Promise<unknown>) => {
      await writeMissingListJson(repos, 100);
      await change();
      await samePages();
    };
    await stale(() => repos.businesses.update(organizationId, listing!.businessId, { name: 'Renamed "Listed" \\ Business' }));
    await stale(() => repos.listings.upsertMany([{ organizationId, businessId: listing!.businessId, platform: listing!.platform, status: 'error', errorMessage: 'Rejected' }]));
    // Each column the JSON shows, written by a statement that does not know of the JSON.
    const time = (iso: string) => (dialect === 'sqlite' ? String(new Date(iso).getTime()) : `'${iso}'`);
    const shown = {
      platform: `'moved-directory'`,
      status: `'published'`,
      profile_url: `'https://example.com/moved'`,
      last_sync_at: time('2026-01-09T10:11:12.013Z'),
      error_message: `'Changed elsewhere'`,
      created_at: time('2025-02-03T04:05:06.007Z'),
      updated_at: time('2026-03-04T05:06:07.008Z'),
    };
    for (const [column, value] of Object.entries(shown)) {
      await stale(() => database.query(`update listings set ${column} = ${value} where id = '${listing!.id}'`));
    }
  });
});
