import { describe, expect, it } from 'vitest';
import type { BusinessRecord } from '../../db/records';
import {
  BUSINESS_CSV_HEADER,
  HOURS_MESSAGE,
  businessCsvRecord,
  readBusinessCsv,
  type BusinessCsvReading,
  type BusinessCsvRow,
} from './business-csv';
import { formatCsv } from '../infrastructure/csv';

const REQUIRED = 'Business Name,Category,Address,City,State,ZIP Code,Phone';
const VALUES = 'Blue Door Cafe,Restaurant,123 Main St,Springfield,IL,62701,(217) 555-0100';

/** The rows of a file that must read; fails the test with the file's problem otherwise. */
async function rowsOf(text: string): Promise<BusinessCsvRow[]> {
  const reading = await readBusinessCsv(text);
  if (!reading.ok) throw new Error(`Unexpected file problem: ${reading.messages.join('; ')}`);
  return reading.rows;
}

const business: BusinessRecord = {
  id: '0b8e4a52-3c1f-4d9e-9f5a-2d1e7c6b5a40',
  organizationId: 'org',
  createdByUserId: null,
  name: 'Blue Door, "Cafe"',
  address: '123 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  phone: '+1 217 555 0100',
  email: null,
  website: 'https://bluedoor.example',
  category: 'home_services',
  description: '=cheap\nand cheerful',
  hours: { monday: { open: '09:00', close: '17:00' }, sunday: { closed: true } },
  dataAxleInfogroupId: null,
  dataAxleMatchGrade: null,
  dataAxleConfidenceScore: null,
  dataAxleLastSynced: null,
  dataAxleEnrichmentData: null,
  enrichedAt: null,
  createdAt: new Date('2024-01-01T00:00:00Z'),
  updatedAt: new Date('2024-01-01T00:00:00Z'),
};

describe('readBusinessCsv headers', () => {
  it.each<[string, string, string]>([
    ['the export labels', REQUIRED, 'name'],
    ['field keys', 'name,category,address,city,state,zipCode,phone', 'zipCode'],
    ['snake case', 'NAME,CATEGORY,ADDRESS,CITY,STATE,zip_code,phone', 'zipCode'],
    ['zip', 'Business Name,Category,Address,City,State,Zip,Phone', 'zipCode'],
    ['zip code', 'business name,category,address,city,state,zip code,phone', 'zipCode'],
    ['postal code', 'Name,Category,Address,City,State,Postal Code,Phone', 'zipCode'],
    ['padded headers', ' Business  Name , Category,Address,City,State, ZIP_CODE ,Phone Number', 'phone'],
  ])('reads %s', async (_case, header, field) => {
    const [row] = await rowsOf(`${header}\n${VALUES}`);
    expect(row?.fields).toEqual({
      name: 'Blue Door Cafe',
      category: 'restaurant',
      address: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phone: '(217) 555-0100',
    });
    expect(row?.fields).toHaveProperty(field);
  });

  it('ignores unknown columns and takes the rest by header, not by position', async () => {
    const [row] = await rowsOf('Notes,Phone,ZIP,State,City,Address,Category,Name,Email\nhello,555,1,2,3,4,retail,Shop,a@b.co');
    expect(row?.fields).toEqual({
      phone: '555',
      zipCode: '1',
      state: '2',
      city: '3',
      address: '4',
      category: 'retail',
      name: 'Shop',
      email: 'a@b.co',
    });
    expect(row?.id).toBeUndefined();
    expect(row?.hourColumns).toEqual([]);
  });

  it.each<[string, string, BusinessCsvReading]>([
    ['an empty file', '', { ok: false, line: 1, messages: ['The file is empty'] }],
    ['blank lines only', '\r\n , \r\n', { ok: false, line: 1, messages: ['The file is empty'] }],
    [
      'a header only',
      `${REQUIRED}\r\n\r\n`,
      { ok: false, line: 1, messages: ['The file has a header but no businesses below it'] },
    ],
    [
      'a missing column',
      `Business Name,Category,Address,City,State,Phone\n${VALUES}`,
      { ok: false, line: 1, messages: ['Missing column: ZIP Code'] },
    ],
    [
      'several missing columns',
      'Business Name,Category,City\nx,y,z',
      { ok: false, line: 1, messages: ['Missing column: Address', 'Missing column: State', 'Missing column: ZIP Code', 'Missing column: Phone'] },
    ],
    [
      'two columns for one field',
      `${REQUIRED},Postal Code\n${VALUES},62702`,
      { ok: false, line: 1, messages: ['Duplicate column: ZIP Code'] },
    ],
    [
      'an unclosed quote',
      `${REQUIRED}\n${VALUES}\n"Broken,Retail`,
      { ok: false, line: 3, messages: ['A quoted cell is never closed'] },
    ],
  ])('refuses %s as a whole', async (_case, text, expected) => {
    expect(await readBusinessCsv(text)).toEqual(expected);
  });
});

describe('readBusinessCsv cells', () => {
  it.each<[string, string]>([
    ['restaurant', 'restaurant'],
    ['Retail Store', 'retail'],
    ['retail store', 'retail'],
    ['HOME_SERVICES', 'home_services'],
    ['Home Services', 'home_services'],
    ['beauty & spa', 'beauty'],
    ['Bakery', 'Bakery'],
    ['', ''],
  ])('reads category %j as %j', async (cell, category) => {
    const [row] = await rowsOf(`Name,Category,Address,City,State,Zip,Phone\nx,${cell},a,c,s,1,2`);
    expect(row?.fields.category).toBe(category);
  });

  it.each<[string, Partial<BusinessCsvRow>]>([
    ['09:00-17:00', { hours: { monday: { open: '09:00', close: '17:00' } }, errors: {} }],
    ['9:00 - 17:30', { hours: { monday: { open: '09:00', close: '17:30' } }, errors: {} }],
    ['closed', { hours: { monday: { closed: true } }, errors: {} }],
    ['', { hours: {}, errors: {} }],
    ['all day', { hours: {}, errors: { 'hours.monday': [HOURS_MESSAGE] } }],
    ['17:00-09:00', { hours: {}, errors: { 'hours.monday': [HOURS_MESSAGE] } }],
  ])('reads Monday hours %j', async (cell, expected) => {
    const [row] = await rowsOf(`${REQUIRED},Monday\n${VALUES},${cell}`);
    expect(row).toMatchObject({ ...expected, hourColumns: ['monday'] });
  });

  it('numbers rows as a spreadsheet does, skipping blank records and reading short ones', async () => {
    const rows = await rowsOf(`${REQUIRED},ID\r\n${VALUES}, abc \r\n\r\n,,,\r\n"Two\nLines",retail\r\n`);
    expect(rows.map((row) => [row.line, row.id, row.fields.name, row.fields.phone])).toEqual([
      [2, 'abc', 'Blue Door Cafe', '(217) 555-0100'],
      [5, undefined, 'Two\nLines', ''],
    ]);
  });

  it('removes the formula guards export adds', async () => {
    const [row] = await rowsOf(`${REQUIRED},Description\nx,retail,a,c,s,1,'+1 415 555 0100,'=SUM(1)`);
    expect(row?.fields).toMatchObject({ phone: '+1 415 555 0100', description: '=SUM(1)' });
  });
});

describe('business export rows', () => {
  it('writes the id, the form fields with the category label and a column per weekday', () => {
    expect(BUSINESS_CSV_HEADER).toEqual([
      'ID',
      'Business Name',
      'Category',
      'Address',
      'City',
      'State',
      'ZIP Code',
      'Phone',
      'Email',
      'Website',
      'Description',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(businessCsvRecord(business)).toEqual([
      business.id,
      'Blue Door, "Cafe"',
      'Home Services',
      '123 Main St',
      'Springfield',
      'IL',
      '62701',
      '+1 217 555 0100',
      '',
      'https://bluedoor.example',
      '=cheap\nand cheerful',
      '09:00-17:00',
      '',
      '',
      '',
      '',
      '',
      'Closed',
    ]);
  });

  it('reads back through the import as the same business', async () => {
    const [row] = await rowsOf(formatCsv([BUSINESS_CSV_HEADER, businessCsvRecord(business)]));
    expect(row).toEqual({
      line: 2,
      id: business.id,
      fields: {
        name: business.name,
        category: business.category,
        address: business.address,
        city: business.city,
        state: business.state,
        zipCode: business.zipCode,
        phone: business.phone,
        email: '',
        website: business.website,
        description: business.description,
      },
      hours: business.hours,
      hourColumns: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      errors: {},
    });
  });
});
