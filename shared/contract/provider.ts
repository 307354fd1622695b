import { z } from 'zod';
import { ANALYTICS_SOURCES } from '../domain/google-business.ts';
import { PROVIDER_ENVIRONMENTS } from '../domain/enums.ts';
import { ANALYTICS_PERIODS } from '../domain/report-periods.ts';
import { BUSINESS_CATEGORIES } from '../domain/enums.ts';
import { BATCH_ITEM_STATUSES, BATCH_KINDS, BATCH_MAX_ITEMS, BATCH_STATUSES } from '../domain/batches.ts';
import { DEFAULT_ANALYTICS_PERIOD } from '../domain/constants.ts';
import { DIRECTORY_STATUSES, DIRECTORY_TIERS } from '../domain/directories.ts';
import { LISTING_STATUSES } from '../domain/listing-status.ts';
import { MATCH_GRADES } from '../domain/match-grade.ts';
import { businessSchema, enrichmentDataSchema } from './businesses.ts';
import { listingSchema } from './listings.ts';
import { isoDateTime, uuidField } from './fields.ts';
import { defineRoute } from './route.ts';


export { ANALYTICS_PERIODS, PROVIDER_ENVIRONMENTS };

export const integrationStatusSchema = z.object({
  enabled: z.boolean(),
  environment: z.enum(PROVIDER_ENVIRONMENTS),
  features: z.object({
    businessMatching: z.boolean(),
    listingSubmission: z.boolean(),
    citationScanning: z.boolean(),
    analytics: z.boolean(),
  }),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

export const directorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A logo address, or null where the screen draws the initials. */
  logo: z.string().nullable(),
  /** The directory's own site. */
  url: z.string(),
  tier: z.enum(DIRECTORY_TIERS),
  /** Where it publishes: 'US', 'CA', ... or a US state code for regional directories. */
  regions: z.array(z.string()),
  /** Data aggregators feed many other sites rather than showing listings themselves. */
  aggregator: z.boolean(),
  /** Categories the directory lists; null for every category. */
  categories: z.array(z.enum(BUSINESS_CATEGORIES)).nullable(),
  /** Whether the organization's plan (or its own list) includes it. */
  allowed: z.boolean(),
  status: z.enum(DIRECTORY_STATUSES),
  counts: z.object({ published: z.number(), waiting: z.number(), error: z.number() }),
});
export type Directory = z.infer<typeof directorySchema>;

export const matchResultSchema = z.object({
  infogroupId: z.string(),
  businessName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
  matchGrade: z.enum(MATCH_GRADES),
  /** 0 to 1. */
  confidenceScore: z.number(),
  enrichmentData: enrichmentDataSchema,
});
export type MatchResult = z.infer<typeof matchResultSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  status: z.enum(['pending', 'processing', 'completed', 'failed']),
  directories: z.array(
    z.object({
      directory: z.string(),
      directoryName: z.string(),
      status: z.enum(LISTING_STATUSES),
      profileUrl: z.string().nullable(),
      errorMessage: z.string().nullable(),
    }),
  ),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Submission = z.infer<typeof submissionSchema>;

export const batchItemSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  status: z.enum(BATCH_ITEM_STATUSES),
  /** A short outcome: 'Grade B match', 'Sent to 12 directories', 'No match found'. */
  result: z.string().nullable(),
  errorMessage: z.string().nullable(),
});

export const batchSchema = z.object({
  id: z.string(),
  kind: z.enum(BATCH_KINDS),
  status: z.enum(BATCH_STATUSES),
  total: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  /** Directories of a submit batch. */
  directories: z.array(z.string()),
  items: z.array(batchItemSchema),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type Batch = z.infer<typeof batchSchema>;


const analyticsFigures = z.object({
  views: z.number(),
  searches: z.number(),
  clicks: z.number(),
  calls: z.number(),
  directionRequests: z.number(),
});

export const googleImpressionsSchema = z.object({
  desktopMaps: z.number(),
  desktopSearch: z.number(),
  mobileMaps: z.number(),
  mobileSearch: z.number(),
});
export type GoogleImpressions = z.infer<typeof googleImpressionsSchema>;

export const analyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: isoDateTime,
  to: isoDateTime,
  totals: analyticsFigures,
  /** One point per day (weekly, monthly) or per week/month for longer periods. */
  series: z.array(analyticsFigures.extend({ date: isoDateTime })),
  byDirectory: z.array(analyticsFigures.extend({ directory: z.string(), directoryName: z.string() })),
  /** Google's own figures of a linked location, the provider's, or the sandbox simulator's (made up). */
  source: z.enum(ANALYTICS_SOURCES),
  /** Google's impressions over the period by device and by Search or Maps; null for other sources. */
  impressions: googleImpressionsSchema.nullable(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

const businessParams = z.object({ id: uuidField });
const businessIdsField = z
  .array(uuidField)
  .min(1, 'Choose at least one business')
  .max(BATCH_MAX_ITEMS, `At most ${BATCH_MAX_ITEMS} businesses at a time`);
const directoriesField = z.array(z.string().min(1).max(100)).min(1, 'Choose at least one directory').max(500);

export const providerContract = {
  status: defineRoute({
    method: 'get',
    path: '/api/data-axle/status',
    summary: 'Whether business-data features are on, in which environment',
    tag: 'provider',
    access: 'user',
    status: 200,
    response: integrationStatusSchema,
  }),
  directories: defineRoute({
    method: 'get',
    path: '/api/data-axle/directories',
    summary: "The directory network with this organization's status on each",
    tag: 'provider',
    access: 'org:viewer',
    status: 200,
    response: z.object({ directories: z.array(directorySchema), lastSyncAt: isoDateTime.nullable() }),
  }),
  match: defineRoute({
    method: 'post',
    path: '/api/data-axle/businesses/:id/match',
    summary: "Find the business in the provider's database; null when nothing matches",
    tag: 'provider',
    access: 'org:member',
    params: businessParams,
    status: 200,
    response: z.object({ match: matchResultSchema.nullable() }),
  }),
  batchMatch: defineRoute({
    method: 'post',
    path: '/api/data-axle/businesses/batch-match',
    summary: 'Match several businesses in the background; follow the batch for progress',
    tag: 'provider',
    access: 'org:member',
    body: z.object({ businessIds: businessIdsField }),
    status: 202,
    response: z.object({ batch: batchSchema }),
  }),
  enrich: defineRoute({
    method: 'post',
    path: '/api/data-axle/businesses/:id/enrich',
    summary: "Accept the provider's match and fill in its data, or skip it",
    tag: 'provider',
    access: 'org:member',
    params: businessParams,
    body: z.object({ acceptMatch: z.boolean().default(true) }).default({ acceptMatch: true }),
    status: 200,
    response: z.object({ business: businessSchema }),
  }),
  submit: defineRoute({
    method: 'post',
    path: '/api/data-axle/businesses/:id/submit',
    summary: 'Submit the business to chosen directories allowed by the plan',
    tag: 'provider',
    access: 'org:member',
    params: businessParams,
    body: z.object({ directories: directoriesField }),
    status: 200,
    response: z.object({ submission: submissionSchema, listings: z.array(listingSchema) }),
  }),
  batchSubmit: defineRoute({
    method: 'post',
    path: '/api/data-axle/businesses/batch-submit',
    summary: 'Submit several businesses to chosen directories in the background',
    tag: 'provider',
    access: 'org:member',
    body: z.object({ businessIds: businessIdsField, directories: directoriesField }),
    status: 202,
    response: z.object({ batch: batchSchema }),
  }),
  submissions: defineRoute({
    method: 'get',
    path: '/api/data-axle/submissions',
    summary: "The organization's latest submissions, newest first",
    tag: 'provider',
    access: 'org:viewer',
    query: z.object({ businessId: uuidField.optional(), limit: z.coerce.number().int().min(1).max(100).default(25) }),
    status: 200,
    response: z.object({ submissions: z.array(submissionSchema) }),
  }),
  submission: defineRoute({
    method: 'get',
    path: '/api/data-axle/submissions/:id',
    summary: 'One submission and how each directory stands',
    tag: 'provider',
    access: 'org:viewer',
    params: z.object({ id: uuidField }),
    status: 200,
    response: z.object({ submission: submissionSchema }),
  }),
  batches: defineRoute({
    method: 'get',
    path: '/api/data-axle/batches',
    summary: "The organization's latest batches, newest first",
    tag: 'provider',
    access: 'org:viewer',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    status: 200,
    response: z.object({ batches: z.array(batchSchema) }),
  }),
  batch: defineRoute({
    method: 'get',
    path: '/api/data-axle/batches/:id',
    summary: 'A batch with its progress and per-business results',
    tag: 'provider',
    access: 'org:viewer',
    params: z.object({ id: uuidField }),
    status: 200,
    response: z.object({ batch: batchSchema }),
  }),
  analytics: defineRoute({
    method: 'get',
    path: '/api/data-axle/businesses/:id/analytics',
    summary: "How the business's listings performed over a period",
    tag: 'provider',
    access: 'org:viewer',
    params: businessParams,
    query: z.object({ period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD) }),
    status: 200,
    response: z.object({ analytics: analyticsSchema }),
  }),
};
