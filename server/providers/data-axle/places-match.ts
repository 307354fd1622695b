import { z } from 'zod';
import type { ProviderBusiness, ProviderMatch } from '../provider';

// Places Match v2 as documented: POST {platformUrl}/v2/places/match with identifiers,
// minimum_match_score and the fields to return; the answer is {document: {infogroup_id, rules, score,
// attributes}}, or {document: null} when nothing matches well enough. v2 sends the score as a string
// ("0.93"), v1 as a number (0.90): both are read.
//
// ASSUMED attribute names (Data Axle's Places data dictionary was not readable to us; confirm with a
// live call): employees location_employee_count, else corporate_employee_count; annual revenue in US
// dollars location_sales_volume, else corporate_sales_revenue; year_established; social profiles
// facebook_url, twitter_url, linkedin_url, instagram_url, youtube_url. A missing or unreadable value
// leaves the field out rather than failing the match.

const EMPLOYEE_FIELDS = ['location_employee_count', 'corporate_employee_count'];
const REVENUE_FIELDS = ['location_sales_volume', 'corporate_sales_revenue'];
const YEAR_FIELD = 'year_established';
const SOCIAL_FIELDS: Record<string, string> = {
  facebook: 'facebook_url',
  twitter: 'twitter_url',
  linkedin: 'linkedin_url',
  instagram: 'instagram_url',
  youtube: 'youtube_url',
};
const ADDRESS_FIELDS = ['name', 'street', 'city', 'state', 'postal_code', 'phone'];

const MATCH_FIELDS: readonly string[] = [
  ...ADDRESS_FIELDS,
  ...EMPLOYEE_FIELDS,
  ...REVENUE_FIELDS,
  YEAR_FIELD,
  ...Object.values(SOCIAL_FIELDS),
];

export interface PlacesMatchRequest {
  identifiers: { name: string; street: string; city: string; state: string; postal_code: string; phone: string };
  minimum_match_score: number;
  fields: readonly string[];
}

export function placesMatchRequest(business: ProviderBusiness, minimumScore: number): PlacesMatchRequest {
  return {
    identifiers: {
      name: business.name,
      street: business.address,
      city: business.city,
      state: business.state,
      postal_code: business.zipCode,
      phone: business.phone,
    },
    minimum_match_score: minimumScore,
    fields: MATCH_FIELDS,
  };
}

const DECIMAL = /^\s*\d*\.?\d+\s*$/;

const scoreSchema = z.union([z.number(), z.string().regex(DECIMAL).transform(Number)]).pipe(z.number().min(0).max(1));

const matchDocumentSchema = z.object({
  infogroup_id: z.union([z.string().min(1), z.number().int()]).transform(String),
  score: scoreSchema,
  rules: z.array(z.string()).default([]),
  attributes: z.record(z.string(), z.unknown()).default({}),
});
export type MatchDocument = z.infer<typeof matchDocumentSchema>;

export const placesMatchAnswerSchema = z.object({ document: matchDocumentSchema.nullable() });

export function toProviderMatch({ infogroup_id, score, rules, attributes }: MatchDocument): ProviderMatch {
  const socialMedia = Object.fromEntries(
    Object.entries(SOCIAL_FIELDS).flatMap(([network, field]) => {
      const url = text(attributes[field]);
      return url ? [[network, url]] : [];
    }),
  );
  return {
    infogroupId: infogroup_id,
    score,
    rules,
    name: text(attributes.name) ?? '',
    street: text(attributes.street) ?? '',
    city: text(attributes.city) ?? '',
    state: text(attributes.state) ?? '',
    postalCode: text(attributes.postal_code) ?? '',
    phone: text(attributes.phone),
    employeeSize: firstAmount(attributes, EMPLOYEE_FIELDS),
    annualRevenue: firstAmount(attributes, REVENUE_FIELDS),
    yearEstablished: year(attributes[YEAR_FIELD]),
    socialMedia: Object.keys(socialMedia).length > 0 ? socialMedia : undefined,
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Counts and dollar amounts come as numbers or as numeric strings. */
function amount(value: unknown): number | undefined {
  const number = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function firstAmount(attributes: Record<string, unknown>, fields: readonly string[]): number | undefined {
  return fields.map((field) => amount(attributes[field])).find((value) => value !== undefined);
}

function year(value: unknown): number | undefined {
  const number = amount(value);
  return number !== undefined && Number.isInteger(number) && number >= 1000 && number <= 9999 ? number : undefined;
}
