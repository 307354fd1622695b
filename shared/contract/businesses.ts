import { z } from 'zod';
import { BUSINESS_SORTS, IMPORT_MAX_BYTES, PUBLISH_MANY_MAX, type BusinessSort } from '../domain/business-lists.ts';
import { BUSINESS_CATEGORIES } from '../domain/enums.ts';
import { BUSINESS_STATUSES } from '../domain/business-status.ts';
import { businessInputSchema, hoursSchema } from './business-fields.ts';
import { cursorField, isoDateTime, pageLimit, searchField, uuidField } from './fields.ts';
import { listingSchema } from './listings.ts';
import { defineRoute } from './route.ts';

export const listingCountsSchema = z.object({
  total: z.number(),
  published: z.number(),
  error: z.number(),
  /** Pending or submitted: neither live nor refused yet. */
  waiting: z.number(),
});

export const enrichmentDataSchema = z.object({
  employeeSize: z.number().optional(),
  annualRevenue: z.number().optional(),
  yearEstablished: z.number().optional(),
  socialMedia: z.record(z.string(), z.string()).optional(),
});

export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(BUSINESS_CATEGORIES),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  hours: hoursSchema,
  dataAxleInfogroupId: z.string().nullable(),
  dataAxleMatchGrade: z.string().nullable(),
  /** 0 to 1. */
  dataAxleConfidenceScore: z.number().nullable(),
  dataAxleLastSynced: isoDateTime.nullable(),
  dataAxleEnrichmentData: enrichmentDataSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Last: the list keeps each business's JSON up to here and appends the counts, which its listings change. */
  listingCounts: listingCountsSchema,
});
export type Business = z.infer<typeof businessSchema>;



export { BUSINESS_SORTS, IMPORT_MAX_BYTES, PUBLISH_MANY_MAX, type BusinessSort };

export const IMPORT_ACTIONS = ['create', 'update', 'error'] as const;
export const importRowSchema = z.object({
  /** Line in the file, counting the header as line 1. */
  line: z.number(),
  action: z.enum(IMPORT_ACTIONS),
  name: z.string(),
  businessId: z.string().nullable(),
  /** Field name (or '_' for the row) to its problems. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRowSchema>;


const idParams = z.object({ id: uuidField });

export const businessesContract = {
  list: defineRoute({
    method: 'get',
    path: '/api/businesses',
    summary: "The organization's businesses: search, filter, sort, a page at a time",
    tag: 'businesses',
    access: 'org:viewer',
    query: z.object({
      search: searchField,
      category: z.enum(BUSINESS_CATEGORIES).optional(),
      status: z.enum(BUSINESS_STATUSES).optional(),
      sort: z.enum(BUSINESS_SORTS).default('updated'),
      cursor: cursorField,
      limit: pageLimit,
    }),
    cache: 'organization-data',
    status: 200,
    response: z.object({ businesses: z.array(businessSchema), nextCursor: z.string().nullable(), total: z.number() }),
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/businesses/:id',
    summary: 'One business',
    tag: 'businesses',
    access: 'org:viewer',
    params: idParams,
    cache: 'organization-data',
    status: 200,
    response: z.object({ business: businessSchema }),
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/businesses',
    summary: 'Add a business, within the plan’s limit',
    tag: 'businesses',
    access: 'org:member',
    body: businessInputSchema,
    status: 201,
    response: z.object({ business: businessSchema }),
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/businesses/:id',
    summary: 'Replace a business’s profile',
    tag: 'businesses',
    access: 'org:member',
    params: idParams,
    body: businessInputSchema,
    status: 200,
    response: z.object({ business: businessSchema }),
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/businesses/:id',
    summary: 'Delete a business with its listings and citation issues',
    tag: 'businesses',
    access: 'org:member',
    params: idParams,
    status: 204,
    response: z.undefined(),
  }),
  publish: defineRoute({
    method: 'post',
    path: '/api/businesses/:id/publish',
    summary: 'Create or update its listings on the allowed directories through the provider',
    tag: 'businesses',
    access: 'org:member',
    params: idParams,
    body: z.object({ directories: z.array(z.string().min(1).max(100)).min(1).max(500).optional() }).optional(),
    status: 200,
    response: z.object({ listings: z.array(listingSchema) }),
  }),
  publishMany: defineRoute({
    method: 'post',
    path: '/api/businesses/publish',
    summary: 'Publish several businesses to every allowed directory',
    tag: 'businesses',
    access: 'org:member',
    body: z.object({ businessIds: z.array(uuidField).min(1, 'Choose at least one business').max(PUBLISH_MANY_MAX) }),
    status: 200,
    response: z.object({ businesses: z.number(), listings: z.number(), errors: z.number() }),
  }),
  exportCsv: defineRoute({
    method: 'get',
    path: '/api/businesses/export',
    summary: "Every business of the organization as CSV (re-importable: the id column updates)",
    tag: 'businesses',
    access: 'org:viewer',
    produces: 'text/csv',
    status: 200,
    response: z.string(),
  }),
  importCsv: defineRoute({
    method: 'post',
    path: '/api/businesses/import',
    summary: 'Import businesses from CSV: a dry run previews, a real run imports the valid rows',
    tag: 'businesses',
    access: 'org:member',
    body: z.object({
      csv: z.string().min(1, 'The file is empty').max(IMPORT_MAX_BYTES, 'The file is larger than 5 MB'),
      dryRun: z.boolean().default(true),
    }),
    status: 200,
    response: z.object({
      dryRun: z.boolean(),
      rows: z.array(importRowSchema),
      created: z.number(),
      updated: z.number(),
      failed: z.number(),
    }),
  }),
};
