import { z } from 'zod';
import { CITATION_ISSUE_TYPES } from '../domain/citation-issues.ts';
import {
  CITATION_ISSUE_STATUSES,
  CITATION_LISTING_MARK_KINDS,
  CITATION_SCAN_TRIGGERS,
  DIRECTORY_SCAN_STATUSES,
  MAX_SCAN_INTERVAL_DAYS,
  MIN_SCAN_INTERVAL_DAYS,
  RESOLVE_MANY_MAX,
} from '../domain/citation-scans.ts';
import { BATCH_MAX_ITEMS } from '../domain/batches.ts';
import { CITATION_SOURCE_IDS } from '../domain/citation-sources.ts';
import { isoDateTime, uuidField } from './fields.ts';
import { batchSchema } from './provider.ts';
import { defineRoute } from './route.ts';

export const citationIssueSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  /** The directory's id. */
  platform: z.string(),
  issueType: z.enum(CITATION_ISSUE_TYPES),
  /** What the business profile says. */
  expectedValue: z.string().nullable(),
  /** What the directory shows; null when it shows nothing, or when `valueKept` is false. */
  actualValue: z.string().nullable(),
  /** The source that saw the directory's listing in the business's latest scan; null when none did. */
  source: z.enum(CITATION_SOURCE_IDS).nullable(),
  /**
   * False when that source's terms let us keep only its listing ids: the value was compared during the scan
   * and not kept, so `actualValue` is null; GET /api/citation-issues/:id/source-value looks it up again.
   */
  valueKept: z.boolean(),
  resolved: z.boolean(),
  /** It was fixed (a scan saw it gone) and came back. */
  regression: z.boolean(),
  discoveredAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
  /** The last scan that found it. */
  lastSeenAt: isoDateTime,
  /**
   * The directory's name, or its id when the catalogue no longer has it. Last: the list appends it, from
   * the catalogue of the moment, to each issue's JSON as stored.
   */
  platformName: z.string(),
});
export type CitationIssue = z.infer<typeof citationIssueSchema>;

export const scanFindingSchema = z.object({
  issueType: z.enum(CITATION_ISSUE_TYPES),
  expectedValue: z.string().nullable(),
  actualValue: z.string().nullable(),
});
export type ScanFinding = z.infer<typeof scanFindingSchema>;

/** How the business appears on one directory. */
export const citedValuesSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type CitedValues = z.infer<typeof citedValuesSchema>;

export const directoryScanResultSchema = z.object({
  platform: z.string(),
  platformName: z.string(),
  status: z.enum(DIRECTORY_SCAN_STATUSES),
  /** The listing's page on the directory, when found. */
  profileUrl: z.string().nullable(),
  found: citedValuesSchema.nullable(),
  findings: z.array(scanFindingSchema),
  /** Which source saw the listing; null when none did. */
  source: z.enum(CITATION_SOURCE_IDS).nullable(),
  /** The listing's id at that source. */
  listingId: z.string().nullable(),
  /** Other listings of the business the same source shows on the directory: duplicates, or not the business at all. */
  duplicates: z.array(z.object({ listingId: z.string(), url: z.string().nullable() })),
  /**
   * False when the source's terms let us keep only its ids: the values were compared during the scan and are
   * not kept, so a stored scan shows none (`found` null) and its issues none of the source's values.
   */
  valuesKept: z.boolean(),
});
export type DirectoryScanResult = z.infer<typeof directoryScanResultSchema>;

/** A value looked up again, when a person asked, at a source whose terms let us keep only its listing ids; never stored. */
export const citationSourceValueSchema = z.object({
  source: z.enum(CITATION_SOURCE_IDS),
  /** The listing's id at the source, as the latest scan found it. */
  listingId: z.string(),
  /** Where a person sees the listing; null when the source gives none. */
  url: z.string().nullable(),
  /** What the directory shows now for the issue's field; null when it shows nothing there. */
  value: z.string().nullable(),
  checkedAt: isoDateTime,
});
export type CitationSourceValue = z.infer<typeof citationSourceValueSchema>;

export const citationSourceFailureSchema = z.object({ source: z.enum(CITATION_SOURCE_IDS), message: z.string() });
export type CitationSourceFailure = z.infer<typeof citationSourceFailureSchema>;

export const citationScanSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  trigger: z.enum(CITATION_SCAN_TRIGGERS),
  scannedAt: isoDateTime,
  directoriesChecked: z.number(),
  citationsFound: z.number(),
  /** 0-100; null when no directory could be scored (nothing found or published). */
  napScore: z.number().nullable(),
  newIssues: z.number(),
  resolvedIssues: z.number(),
  reopenedIssues: z.number(),
  regressions: z.number(),
  openIssues: z.number(),
  /** Made up by the sandbox's simulator: no real directory was asked. */
  simulated: z.boolean(),
  /** Sources that failed during the scan, with why; their directories were not checked. */
  sourceFailures: z.array(citationSourceFailureSchema),
  /** Directory by directory; kept for a business's latest scan only, empty for older ones. */
  results: z.array(directoryScanResultSchema),
});
export type CitationScan = z.infer<typeof citationScanSchema>;

export const napTrendPointSchema = z.object({
  /** Monday 00:00 UTC of the week. */
  weekStart: isoDateTime,
  /** The score from each business's latest scan up to the week's end; null before any scan. */
  score: z.number().nullable(),
});
export type NapTrendPoint = z.infer<typeof napTrendPointSchema>;

export const citationSummarySchema = z.object({
  napScore: z.number().nullable(),
  businessesScanned: z.number(),
  /** Of those, the businesses whose latest scan the sandbox's simulator made up: their figures are not real. */
  simulatedBusinesses: z.number(),
  openIssues: z.number(),
  /** Open issues that had been fixed before. */
  regressions: z.number(),
  byType: z.array(z.object({ issueType: z.enum(CITATION_ISSUE_TYPES), count: z.number() })),
  lastScanAt: isoDateTime.nullable(),
  /** Oldest week first. */
  trend: z.array(napTrendPointSchema),
});
export type CitationSummary = z.infer<typeof citationSummarySchema>;

export const citationScheduleSchema = z.object({
  enabled: z.boolean(),
  intervalDays: z.number(),
  nextScanAt: isoDateTime.nullable(),
  lastScanAt: isoDateTime.nullable(),
});
export type CitationSchedule = z.infer<typeof citationScheduleSchema>;

const businessParams = z.object({ id: uuidField });

/** A web address a person gives for a listing: http or https, as a directory shows it. */
const listingUrlField = z
  .url({ protocol: /^https?$/, message: 'Use the listing\'s web address, starting with https://' })
  .max(2000, 'That address is too long');

export const citationListingMarkSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  kind: z.enum(CITATION_LISTING_MARK_KINDS),
  directory: z.string(),
  url: z.string().nullable(),
  source: z.enum(CITATION_SOURCE_IDS).nullable(),
  listingId: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CitationListingMark = z.infer<typeof citationListingMarkSchema>;

export const newCitationListingMarkSchema = z.discriminatedUnion('kind', [
  /** A listing page for the scans to read; the directory is read from its address when not given. */
  z.object({ kind: z.literal('added'), url: listingUrlField, directory: z.string().trim().min(1).max(100).optional() }),
  /** A listing a scan found that is not this business: later scans leave it out. */
  z.object({
    kind: z.literal('rejected'),
    source: z.enum(CITATION_SOURCE_IDS),
    listingId: z.string().trim().min(1, 'Which listing?').max(500),
    directory: z.string().trim().min(1).max(100),
    url: listingUrlField.nullable().optional(),
  }),
]);
export type NewCitationListingMark = z.infer<typeof newCitationListingMarkSchema>;

export const citationsContract = {
  list: defineRoute({
    method: 'get',
    path: '/api/citation-issues',
    summary: "The organization's citation issues, newest first, filtered by business, directory, type and status",
    tag: 'citations',
    access: 'org:viewer',
    query: z.object({
      businessId: uuidField.optional(),
      platform: z.string().trim().min(1).max(100).optional(),
      issueType: z.enum(CITATION_ISSUE_TYPES).optional(),
      status: z.enum(CITATION_ISSUE_STATUSES).default('open'),
      cursor: z.string().max(1200).optional(),
      // A page of 25, as every list pages: a phone shows fewer, and the rest come as the list scrolls.
      limit: z.coerce.number().int().min(1).max(200).default(25),
    }),
    cache: 'organization-data',
    status: 200,
    response: z.object({ issues: z.array(citationIssueSchema), nextCursor: z.string().nullable(), total: z.number() }),
  }),
  resolveMany: defineRoute({
    method: 'put',
    path: '/api/citation-issues/resolve',
    summary: 'Mark several citation issues resolved',
    tag: 'citations',
    access: 'org:member',
    body: z.object({
      ids: z
        .array(uuidField)
        .min(1, 'Choose at least one issue')
        .max(RESOLVE_MANY_MAX, `At most ${RESOLVE_MANY_MAX} issues at a time`),
    }),
    status: 200,
    response: z.object({ resolved: z.number() }),
  }),
  resolve: defineRoute({
    method: 'put',
    path: '/api/citation-issues/:id/resolve',
    summary: 'Mark one citation issue resolved',
    tag: 'citations',
    access: 'org:member',
    params: z.object({ id: uuidField }),
    status: 200,
    response: z.object({ issue: citationIssueSchema }),
  }),
  sourceValue: defineRoute({
    method: 'get',
    path: '/api/citation-issues/:id/source-value',
    summary:
      "Looks the directory's value of the issue up again at a source whose terms let us keep only listing ids (Yelp, Foursquare, Google Places); nothing of it is stored",
    tag: 'citations',
    access: 'org:viewer',
    params: z.object({ id: uuidField }),
    status: 200,
    response: citationSourceValueSchema,
  }),
  listingMarks: defineRoute({
    method: 'get',
    path: '/api/businesses/:id/citation-marks',
    summary: 'Listing URLs added by hand and listings marked "not this business", which scans respect',
    tag: 'citations',
    access: 'org:viewer',
    params: businessParams,
    status: 200,
    response: z.object({ marks: z.array(citationListingMarkSchema) }),
  }),
  addListingMark: defineRoute({
    method: 'post',
    path: '/api/businesses/:id/citation-marks',
    summary: 'Add a listing URL for scans to read, or mark a found listing "not this business"',
    tag: 'citations',
    access: 'org:member',
    params: businessParams,
    body: newCitationListingMarkSchema,
    status: 201,
    response: z.object({ mark: citationListingMarkSchema }),
  }),
  removeListingMark: defineRoute({
    method: 'delete',
    path: '/api/businesses/:id/citation-marks/:markId',
    summary: 'Forget an added listing URL or a "not this business" mark',
    tag: 'citations',
    access: 'org:member',
    params: z.object({ id: uuidField, markId: uuidField }),
    status: 200,
    response: z.object({ success: z.literal(true) }),
  }),
  scanBusiness: defineRoute({
    method: 'post',
    path: '/api/businesses/:id/scan-citations',
    summary: 'Scan the directories for the business now and reconcile its citation issues',
    tag: 'citations',
    access: 'org:member',
    params: businessParams,
    status: 200,
    response: z.object({ scan: citationScanSchema }),
  }),
  providerScan: defineRoute({
    method: 'post',
    path: '/api/data-axle/businesses/:id/scan-citations',
    summary: 'Scan chosen directories (or all the plan allows) for the business through the provider',
    tag: 'provider',
    access: 'org:member',
    params: businessParams,
    body: z
      .object({ directories: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one directory').max(500).optional() })
      .default({}),
    status: 200,
    response: z.object({ scan: citationScanSchema }),
  }),
  latestScan: defineRoute({
    method: 'get',
    path: '/api/businesses/:id/citation-scan',
    summary: "The business's latest scan, directory by directory; null before its first",
    tag: 'citations',
    access: 'org:viewer',
    params: businessParams,
    status: 200,
    response: z.object({ scan: citationScanSchema.nullable() }),
  }),
  scanMany: defineRoute({
    method: 'post',
    path: '/api/citation-scans',
    summary: 'Scan several businesses, or all of them, in the background; follow the batch for progress',
    tag: 'citations',
    access: 'org:member',
    body: z.object({
      /** Absent: every business of the organization. */
      businessIds: z
        .array(uuidField)
        .min(1, 'Choose at least one business')
        .max(BATCH_MAX_ITEMS, `At most ${BATCH_MAX_ITEMS} businesses at a time`)
        .optional(),
    }),
    status: 202,
    response: z.object({ batch: batchSchema }),
  }),
  summary: defineRoute({
    method: 'get',
    path: '/api/citations/summary',
    summary: 'NAP score with its weekly trend and open issues, for the organization or one business',
    tag: 'citations',
    access: 'org:viewer',
    query: z.object({ businessId: uuidField.optional() }),
    status: 200,
    response: z.object({ summary: citationSummarySchema }),
  }),
  schedule: defineRoute({
    method: 'get',
    path: '/api/citations/schedule',
    summary: "The organization's scheduled rescans",
    tag: 'citations',
    access: 'org:viewer',
    status: 200,
    response: z.object({ schedule: citationScheduleSchema }),
  }),
  updateSchedule: defineRoute({
    method: 'put',
    path: '/api/citations/schedule',
    summary: 'Switch scheduled rescans on or off and set how often they run',
    tag: 'citations',
    access: 'org:admin',
    body: z.object({
      enabled: z.boolean(),
      intervalDays: z.coerce
        .number()
        .int('Choose a whole number of days')
        .min(MIN_SCAN_INTERVAL_DAYS, `Rescan at most every ${MIN_SCAN_INTERVAL_DAYS} day`)
        .max(MAX_SCAN_INTERVAL_DAYS, `Rescan at least every ${MAX_SCAN_INTERVAL_DAYS} days`),
    }),
    status: 200,
    response: z.object({ schedule: citationScheduleSchema }),
  }),
};
