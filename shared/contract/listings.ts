import { z } from 'zod';
import { LISTING_STATUSES } from '../domain/listing-status.ts';
import { cursorField, isoDateTime, pageLimit, searchField, uuidField } from './fields.ts';
import { defineRoute } from './route.ts';

export const listingSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  /** The directory's id in the provider's catalogue. */
  platform: z.string(),
  status: z.enum(LISTING_STATUSES),
  profileUrl: z.string().nullable(),
  lastSyncAt: isoDateTime.nullable(),
  errorMessage: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Last: the list appends it, from the catalogue of the moment, to each listing's JSON as stored. */
  directoryName: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

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
    cache: 'organization-data',
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
