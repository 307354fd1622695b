import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, ZIP_MESSAGE } from '../../../shared/contract/business-fields';
import { businessLimitMessage } from '../../../shared/domain/plans';
import type { Database, Repositories } from '../../db/repositories';
import { newBusiness, organizationMaker } from '../../testing/repository-fixtures';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
import { createActivityService } from './activity-service';
import { createBusinessImportService, type BusinessImportService } from './business-import-service';
import { parseCsv } from '../infrastructure/csv';

const HEADER = 'Business Name,Category,Address,City,State,ZIP Code,Phone,Email';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describe.each(DIALECTS)('business import service on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;
  let service: BusinessImportService;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    service = createBusinessImportService({ repositories: repos, activity: createActivityService(repos.activity, () => new Date()) });
  });
  afterAll(async () => {
    await database?.close();
  });

  const newOrganization = organizationMaker(() => repos, 'owner');

  const businessesOf = (organizationId: string) => repos.businesses.batchByOrganization(organizationId, undefined, 100_000);
  const byName = async (organizationId: string, name: string) =>
    (await businessesOf(organizationId)).find((record) => record.name === name);

  it('imports the valid rows of a file with a bad row and reports each row', async () => {
    const { context, userId } = await newOrganization();
    const result = await service.importCsv(
      context,
      userId,
      csv(
        'Blue Door Cafe,Restaurant,123 Main St,Springfield,IL,62701,(217) 555-0100,hello@bluedoor.example',
        'Broken Shop,Retail Store,1 Elm St,Springfield,IL,6270,555,not-an-email',
        'Green Gym,fitness,9 Oak Ave,Springfield,IL,62702,217-555-0199,',
      ),
      false,
    );

    expect(result).toMatchObject({ dryRun: false, created: 2, updated: 0, failed: 1 });
    expect(result.rows).toEqual([
      { line: 2, action: 'create', name: 'Blue Door Cafe', businessId: expect.any(String), errors: {} },
      {
        line: 3,
        action: 'error',
        name: 'Broken Shop',
        businessId: null,
        errors: { zipCode: [ZIP_MESSAGE], phone: [PHONE_MESSAGE], email: ['Invalid email address'] },
      },
      { line: 4, action: 'create', name: 'Green Gym', businessId: expect.any(String), errors: {} },
    ]);
    const stored = await businessesOf(context.organization.id);
    expect(stored.map((record) => record.id).sort()).toEqual([result.rows[0]?.businessId, result.rows[2]?.businessId].sort());
    expect(await byName(context.organization.id, 'Blue Door Cafe')).toMatchObject({
      category: 'restaurant',
      email: 'hello@bluedoor.example',
      createdByUserId: userId,
    });
    expect(await byName(context.organization.id, 'Green Gym')).toMatchObject({ category: 'fitness', email: null, hours: {} });
    const activity = await repos.activity.latest(context.organization.id, 10);
    expect(activity).toEqual([
      expect.objectContaining({
        kind: 'businesses_imported',
        type: 'success',
        title: 'Businesses imported',
        description: '2 created, 0 updated, 1 row with errors',
        actorUserId: userId,
      }),
    ]);
  });

  it('updates on re-import: by id, else by name, address and ZIP regardless of case and spaces', async () => {
    const { context, userId } = await newOrganization();
    const [first, second] = await repos.businesses.createMany([
      newBusiness(context.organization.id, 1, { email: 'keep@example.com', hours: { monday: { closed: true }, friday: { closed: true } } }),
      newBusiness(context.organization.id, 2),
    ]);

    const result = await service.importCsv(
      context,
      userId,
      [
        'id,name,category,address,city,state,zip,phone,Monday',
        `${second!.id},Renamed Shop,retail,2 Main St,Springfield,IL,62701,(217) 555-0100,`,
        ',SHOP  1,Retail,1  main st,Springfield,IL,62701,(217) 555-0111,08:00-12:00',
        '00000000-0000-4000-8000-000000000000,Shop 3,retail,3 Main St,Springfield,IL,62701,(217) 555-0100,',
      ].join('\n'),
      false,
    );

    expect(result).toMatchObject({ created: 1, updated: 2, failed: 0 });
    expect(result.rows.map((row) => [row.line, row.action, row.businessId])).toEqual([
      [2, 'update', second!.id],
      [3, 'update', first!.id],
      [4, 'create', expect.any(String)],
    ]);
    expect(await repos.businesses.findInOrganization(context.organization.id, second!.id)).toMatchObject({ name: 'Renamed Shop' });
    // Only the file's columns change: the email stays, and Monday's hours replace Monday's alone.
    expect(await repos.businesses.findInOrganization(context.organization.id, first!.id)).toMatchObject({
      name: 'SHOP  1',
      phone: '(217) 555-0111',
      email: 'keep@example.com',
      hours: { monday: { open: '08:00', close: '12:00' }, friday: { closed: true } },
    });
    expect(await repos.businesses.countByOrganization(context.organization.id)).toBe(3);
    expect((await repos.activity.latest(context.organization.id, 10))[0]?.description).toBe('1 created, 2 updated');
  });

  it('never touches another organization’s business, even given its id', async () => {
    const { context, userId } = await newOrganization();
    const other = await newOrganization();
    const [theirs] = await repos.businesses.createMany([newBusiness(other.context.organization.id, 1)]);

    const result = await service.importCsv(
      context,
      userId,
      `ID,${HEADER}\r\n${theirs!.id},Taken Over,retail,1 Main St,Springfield,IL,62701,(217) 555-0100,`,
      false,
    );

    expect(result.rows).toEqual([
      { line: 2, action: 'create', name: 'Taken Over', businessId: expect.not.stringMatching(theirs!.id), errors: {} },
    ]);
    expect(await repos.businesses.findInOrganization(other.context.organization.id, theirs!.id)).toMatchObject({ name: 'Shop 1' });
  });

  it('refuses the second of two rows for the same business', async () => {
    const { context, userId } = await newOrganization();
    const [existing] = await repos.businesses.createMany([newBusiness(context.organization.id, 9)]);

    const result = await service.importCsv(
      context,
      userId,
      [
        `ID,${HEADER}`,
        ',New Shop,retail,5 Elm St,Springfield,IL,62701,(217) 555-0100,',
        ',new  shop,Retail,5 ELM ST,Springfield,IL,62701,(217) 555-0100,',
        `${existing!.id},Shop 9,retail,9 Main St,Springfield,IL,62701,(217) 555-0100,`,
        ',Shop 9,retail,9 Main St,Springfield,IL,62701,(217) 555-0101,',
      ].join('\n'),
      false,
    );

    expect(result.rows.map((row) => [row.line, row.action, row.errors])).toEqual([
      [2, 'create', {}],
      [3, 'error', { _: ['Duplicate of line 2'] }],
      [4, 'update', {}],
      [5, 'error', { _: ['Duplicate of line 4'] }],
    ]);
    expect(await repos.businesses.countByOrganization(context.organization.id)).toBe(2);
    expect(await repos.businesses.findInOrganization(context.organization.id, existing!.id)).toMatchObject({ phone: '(217) 555-0100' });
  });

  it('creates only up to the plan’s limit and still applies updates', async () => {
    const { context, userId } = await newOrganization(3);
    const [existing] = await repos.businesses.createMany([newBusiness(context.organization.id, 1)]);

    const result = await service.importCsv(
      context,
      userId,
      csv(
        'Shop 2,retail,2 Main St,Springfield,IL,62701,(217) 555-0100,',
        'Shop 3,retail,3 Main St,Springfield,IL,62701,(217) 555-0100,',
        'Shop 4,retail,4 Main St,Springfield,IL,62701,(217) 555-0100,',
        'Shop 1,retail,1 Main St,Springfield,IL,62701,(217) 555-0100,shop1@example.com',
        'Shop 5,retail,5 Main St,Springfield,IL,62701,(217) 555-0100,',
      ),
      false,
    );

    expect(result).toMatchObject({ created: 2, updated: 1, failed: 2 });
    expect(result.rows.map((row) => [row.name, row.action, row.errors])).toEqual([
      ['Shop 2', 'create', {}],
      ['Shop 3', 'create', {}],
      ['Shop 4', 'error', { _: [businessLimitMessage(3)] }],
      ['Shop 1', 'update', {}],
      ['Shop 5', 'error', { _: [businessLimitMessage(3)] }],
    ]);
    expect(await repos.businesses.countByOrganization(context.organization.id)).toBe(3);
    expect(await repos.businesses.findInOrganization(context.organization.id, existing!.id)).toMatchObject({
      email: 'shop1@example.com',
    });
  });

  it('answers in a dry run exactly what the real run then does, writing nothing', async () => {
    const { context, userId } = await newOrganization(2);
    const [existing] = await repos.businesses.createMany([newBusiness(context.organization.id, 1)]);
    const file = csv(
      'Shop 1,retail,1 Main St,Springfield,IL,62701,(217) 555-0199,',
      'Shop 2,retail,2 Main St,Springfield,IL,62701,(217) 555-0100,',
      'Shop 3,retail,3 Main St,Springfield,IL,62701,(217) 555-0100,',
      'Bad,retail,,Springfield,IL,62701,(217) 555-0100,',
    );

    const preview = await service.importCsv(context, userId, file, true);

    expect(preview).toMatchObject({ dryRun: true, created: 1, updated: 1, failed: 2 });
    expect(preview.rows.map((row) => row.businessId)).toEqual([existing!.id, null, null, null]);
    expect(await businessesOf(context.organization.id)).toEqual([existing]);
    expect(await repos.activity.latest(context.organization.id, 10)).toEqual([]);

    const real = await service.importCsv(context, userId, file, false);
    expect(real).toEqual({
      ...preview,
      dryRun: false,
      rows: preview.rows.map((row) => (row.action === 'create' ? { ...row, businessId: expect.any(String) } : row)),
    });
    expect(await repos.businesses.countByOrganization(context.organization.id)).toBe(2);
    expect(await repos.businesses.findInOrganization(context.organization.id, existing!.id)).toMatchObject({ phone: '(217) 555-0199' });
  });

  it('reads other tools’ headers, category labels, unknown columns and quoted cells', async () => {
    const { context, userId } = await newOrganization();
    const result = await service.importCsv(
      context,
      userId,
      '\uFEFFbusiness_name,CATEGORY,Notes,address,City,state,Postal Code,phone number,website,description,SUNDAY\n' +
        '"Smith, Jones & Co",professional services,ignored,"10 ""A"" St",Springfield,IL,62701-1234,+1 217 555 0100,smithjones.example,"Line 1\nLine 2",closed\n',
      false,
    );

    expect(result.rows).toEqual([{ line: 2, action: 'create', name: 'Smith, Jones & Co', businessId: expect.any(String), errors: {} }]);
    expect(await byName(context.organization.id, 'Smith, Jones & Co')).toMatchObject({
      category: 'professional',
      address: '10 "A" St',
      zipCode: '62701-1234',
      website: 'https://smithjones.example',
      description: 'Line 1\nLine 2',
      hours: { sunday: { closed: true } },
    });
  });

  it.each<[string, string, string[]]>([
    ['an empty file', '\r\n', ['The file is empty']],
    ['a header only', `${HEADER}\r\n`, ['The file has a header but no businesses below it']],
    ['a missing column', 'Business Name,Category,Address,City,State,Phone\nx,retail,a,c,s,(217) 555-0100', ['Missing column: ZIP Code']],
  ])('answers %s with one file-level error and writes nothing', async (_case, file, messages) => {
    const { context, userId } = await newOrganization();
    const result = await service.importCsv(context, userId, file, false);
    expect(result).toEqual({
      dryRun: false,
      rows: [{ line: 1, action: 'error', name: '', businessId: null, errors: { _: messages } }],
      created: 0,
      updated: 0,
      failed: 1,
    });
    expect(await repos.businesses.countByOrganization(context.organization.id)).toBe(0);
    expect(await repos.activity.latest(context.organization.id, 10)).toEqual([]);
  });

  it('exports every business in id order across batches, and imports the export back as updates only', async () => {
    const { context, userId } = await newOrganization(1);
    const count = 2_345;
    await repos.businesses.createMany(
      Array.from({ length: count }, (_, n) =>
        newBusiness(context.organization.id, n, { hours: n % 2 ? { tuesday: { open: '09:00', close: '17:00' } } : {} }),
      ),
    );
    const stored = await businessesOf(context.organization.id);

    const exported = await service.exportBusinesses(context.organization.id);
    const records = parseCsv(exported);
    expect(records).toHaveLength(count + 1);
    expect(records.slice(1).map((record) => record[0])).toEqual(stored.map((record) => record.id).sort());

    const result = await service.importCsv(context, userId, exported, false);
    expect(result).toMatchObject({ created: 0, updated: count, failed: 0 });
    expect(result.rows.every((row) => row.action === 'update')).toBe(true);
    expect(await businessesOf(context.organization.id)).toEqual(stored);
  });

  it('guards formulas in exports and imports them back unchanged', async () => {
    const { context, userId } = await newOrganization();
    const [risky] = await repos.businesses.createMany([
      newBusiness(context.organization.id, 1, {
        name: '=HYPERLINK("http://evil.example","Click")',
        phone: '+1 217 555 0100',
        description: '@SUM(1+1)',
      }),
    ]);

    const exported = await service.exportBusinesses(context.organization.id);

    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(exported).toContain(`,'+1 217 555 0100,`);
    expect(exported).toContain(`,'@SUM(1+1),`);
    const result = await service.importCsv(context, userId, exported, false);
    expect(result.rows).toEqual([{ line: 2, action: 'update', name: risky!.name, businessId: risky!.id, errors: {} }]);
    expect(await repos.businesses.findInOrganization(context.organization.id, risky!.id)).toEqual(risky);
  });
});
