import { z } from 'zod';
import { BUSINESS_SORTS, IMPORT_MAX_BYTES, PUBLISH_MANY_MAX, type BusinessSort } from '../domain/business-lists';
import { BUSINESS_CATEGORIES } from '../domain/enums';
import { BUSINESS_STATUSES } from '../domain/business-status';
import { LISTING_STATUSES } from '../domain/listing-status';
import { businessInputSchema, hoursSchema } from './business-fields';
import { isoDateTime, uuidField } from './fields';
import { defineRoute } from './route';

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
  listingCounts: listingCountsSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Business = z.infer<typeof businessSchema>;

export const listingSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  /** The directory's id in the provider's catalogue. */
  platform: z.string(),
  directoryName: z.string(),
  status: z.enum(LISTING_STATUSES),
  profileUrl: z.string().nullable(),
  lastSyncAt: isoDateTime.nullable(),
  errorMessage: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Listing = z.infer<typeof listingSchema>;


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
const pageLimit = z.coerce.number().int().min(1).max(100).default(25);
const cursorField = z.string().max(1200).optional();
const searchField = z.string().trim().max(200).optional();

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

export const listingsContract = {
  list: defineRoute({
    method: 'get',
    path: '/api/listings',
    summary: "The organization's listings, or one business's, a page at a time",
    tag: 'listings',
    access: 'org:viewer',
    query: z.object({
      businessId: uuidField.optional(),
      status: z.enum(LISTING_STATUSES).optional(),
      platform: z.string().max(100).optional(),
      search: searchField,
      cursor: cursorField,
      limit: pageLimit,
    }),
    status: 200,
    response: z.object({ listings: z.array(listingSchema), nextCursor: z.string().nullable(), total: z.number() }),
  }),
  summary: defineRoute({
    method: 'get',
    path: '/api/listings/summary',
    summary: 'Listings by status and the last sync, for the sync status panel',
    tag: 'listings',
    access: 'org:viewer',
    status: 200,
    response: z.object({
      total: z.number(),
      byStatus: z.object(Object.fromEntries(LISTING_STATUSES.map((status) => [status, z.number()])) as Record<
        (typeof LISTING_STATUSES)[number],
        z.ZodNumber
      >),
      lastSyncAt: isoDateTime.nullable(),
    }),
  }),
  sync: defineRoute({
    method: 'post',
    path: '/api/listings/sync',
    summary: 'Ask the provider how submitted and live listings stand, and record it',
    tag: 'listings',
    access: 'org:member',
    body: z.object({ businessId: uuidField.optional() }).optional(),
    status: 200,
    response: z.object({ checked: z.number(), published: z.number(), errors: z.number(), lastSyncAt: isoDateTime }),
  }),
  exportCsv: defineRoute({
    method: 'get',
    path: '/api/listings/export',
    summary: "The organization's listings as CSV",
    tag: 'listings',
    access: 'org:viewer',
    query: z.object({ businessId: uuidField.optional() }),
    produces: 'text/csv',
    status: 200,
    response: z.string(),
  }),
};
