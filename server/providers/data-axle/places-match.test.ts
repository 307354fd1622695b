import { describe, expect, it } from 'vitest';
import { placesMatchAnswerSchema, toProviderMatch } from './places-match';

const ADDRESS = {
  name: 'Roadhouse Diner',
  street: '405 Memorial Drive',
  city: 'Plano',
  state: 'TX',
  postal_code: '75074',
  phone: '206-405-9181',
};

function matchOf(document: Record<string, unknown>) {
  const answer = placesMatchAnswerSchema.parse({ document });
  if (!answer.document) throw new Error('expected a document');
  return toProviderMatch(answer.document);
}

describe('Places match answers', () => {
  it('reads no match as a null document', () => {
    expect(placesMatchAnswerSchema.parse({ document: null })).toEqual({ document: null });
  });

  it.each<[string, unknown, number]>([
    ['v2 string', '0.93', 0.93],
    ['v1 number', 0.9, 0.9],
    ['a whole one', 1, 1],
  ])('reads a %s score', (_case, score, expected) => {
    expect(matchOf({ infogroup_id: '404501993', score, rules: ['name'], attributes: ADDRESS }).score).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['above one', '1.2'],
    ['negative', -0.1],
    ['not a number', 'high'],
    ['missing', undefined],
  ])('refuses a score %s', (_case, score) => {
    expect(placesMatchAnswerSchema.safeParse({ document: { infogroup_id: '1', score, attributes: {} } }).success).toBe(false);
  });

  it('maps the address and the enrichment attributes', () => {
    expect(
      matchOf({
        infogroup_id: 404501993,
        score: '0.97',
        rules: ['name', 'address', 'phone'],
        attributes: {
          ...ADDRESS,
          location_employee_count: '24',
          corporate_employee_count: 300,
          location_sales_volume: 1450000,
          year_established: '1998',
          facebook_url: 'https://www.facebook.com/roadhousediner',
          twitter_url: '',
        },
      }),
    ).toEqual({
      infogroupId: '404501993',
      score: 0.97,
      rules: ['name', 'address', 'phone'],
      name: 'Roadhouse Diner',
      street: '405 Memorial Drive',
      city: 'Plano',
      state: 'TX',
      postalCode: '75074',
      phone: '206-405-9181',
      employeeSize: 24,
      annualRevenue: 1450000,
      yearEstablished: 1998,
      socialMedia: { facebook: 'https://www.facebook.com/roadhousediner' },
    });
  });

  it.each<[string, Record<string, unknown>, Partial<ReturnType<typeof toProviderMatch>>]>([
    [
      'falls back to the corporate figures',
      { corporate_employee_count: 300, corporate_sales_revenue: '9000000' },
      { employeeSize: 300, annualRevenue: 9000000 },
    ],
    [
      'leaves out unreadable figures',
      { location_employee_count: 'many', location_sales_volume: -5, year_established: 98 },
      { employeeSize: undefined, annualRevenue: undefined, yearEstablished: undefined },
    ],
    ['answers no phone as null', { phone: null }, { phone: null }],
    ['answers no social profiles as undefined', { facebook_url: 42 }, { socialMedia: undefined }],
  ])('%s', (_case, attributes, expected) => {
    expect(matchOf({ infogroup_id: '1', score: '0.9', attributes: { ...ADDRESS, ...attributes } })).toMatchObject(expected);
  });
});
