import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp as pgTimestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn as AnyColumn,
} from 'drizzle-orm/pg-core';
import {
  AUTH_PROVIDERS,
  MEMBER_ROLES,
  ORGANIZATION_TYPES,
  PLANS,
  SETTING_CATEGORIES,
  USER_ROLES,
} from '../../../shared/domain/enums';
import { ACTIVITY_KINDS, ACTIVITY_TYPES } from '../../../shared/domain/activity';
import { LISTING_STATUSES } from '../../../shared/domain/listing-status';
import { BATCH_ITEM_STATUSES, BATCH_KINDS, BATCH_STATUSES } from '../../../shared/domain/batches';
import { CITATION_LISTING_MARK_KINDS, CITATION_SCAN_TRIGGERS } from '../../../shared/domain/citation-scans';
import { REPORT_FREQUENCIES, REPORT_RECIPIENT_STATUSES } from '../../../shared/domain/reports';
import type { CitationSourceFailure, DirectoryScanResult } from '../../../shared/contract/citations';
import type { BusinessHours, EnrichmentData, OrganizationSettings, SubmissionRecord } from '../records';

// Same tables and column names as ../sqlite/schema.ts.

const id = () => uuid('id').primaryKey().$defaultFn(() => randomUUID());
// Millisecond precision, like a Date and like SQLite, so ordering and cursors agree across dialects.
const timestamp = (name: string) => pgTimestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const createdAt = () => timestamp('created_at').notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  /** Lowercase; signs in in place of the email. */
  username: text('username').notNull().unique(),
  password: text('password'),
  name: text('name').notNull(),
  role: text('role', { enum: USER_ROLES }).notNull().default('business'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** SHA-256 of the single-use verification token, like the reset token below. */
  emailVerificationToken: text('email_verification_token').unique(),
  emailVerificationExpires: timestamp('email_verification_expires'),
  resetPasswordToken: text('reset_password_token').unique(),
  resetPasswordExpires: timestamp('reset_password_expires'),
  lastLogin: timestamp('last_login'),
  googleId: text('google_id').unique(),
  facebookId: text('facebook_id').unique(),
  linkedinId: text('linkedin_id').unique(),
  avatarUrl: text('avatar_url'),
  provider: text('provider', { enum: AUTH_PROVIDERS }).notNull().default('local'),
  /** A new address waiting for its verification link; the email changes once it is opened. */
  pendingEmail: text('pending_email'),
  /** Set by an admin; a disabled account cannot sign in and its sessions end. */
  disabledAt: timestamp('disabled_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    token: text('token').notNull().unique(),
    /** Absolute end of the session; the idle limit is checked against lastUsedAt. */
    expiresAt: timestamp('expires_at').notNull(),
    lastUsedAt: timestamp('last_used_at').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** The organization this session works in; switching organizations changes it. */
    organizationId: uuid('organization_id').references((): AnyColumn => organizations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One-time codes handed to the browser after social sign-in, exchanged once for a session. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    /** SHA-256 of the code. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_user_id_idx').on(t.userId)],
);

/** Fixed-window counters shared by every instance, so limits hold behind a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start').notNull(),
  count: integer('count').notNull(),
});

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type', { enum: ORGANIZATION_TYPES }).notNull().default('standard'),
  customDomain: text('custom_domain'),
  /** Set when a DNS TXT record proved the domain is the organization's; only a proven domain is served. */
  customDomainVerifiedAt: timestamp('custom_domain_verified_at'),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  customCss: text('custom_css'),
  plan: text('plan', { enum: PLANS }).notNull().default('business'),
  maxBusinesses: integer('max_businesses').notNull().default(1),
  maxUsers: integer('max_users').notNull().default(1),
  allowedDirectories: jsonb('allowed_directories').$type<string[]>().notNull().default([]),
  settings: jsonb('settings').$type<OrganizationSettings>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  /** The partner organization that manages this one as a client. */
  partnerOrganizationId: uuid('partner_organization_id').references((): AnyColumn => organizations.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('organizations_partner_idx').on(t.partnerOrganizationId),
  // A domain is held by the organization that proved it; unproven claims may coexist, so a claim alone
  // keeps nobody from proving a domain.
  uniqueIndex('organizations_proven_domain_idx').on(t.customDomain).where(sql`${t.customDomainVerifiedAt} is not null`),
  index('organizations_custom_domain_idx').on(t.customDomain),
]);

/** Invitations to join an organization, accepted through a mailed single-use link. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    /** SHA-256 of the invitation token. */
    token: text('token').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at').notNull(),
    acceptedAt: timestamp('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_org_idx').on(t.organizationId)],
);

/** Who did what and when: admin and organization-admin actions. Never holds secrets. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_org_idx').on(t.organizationId)],
);

export const userOrganizations = pgTable(
  'user_organizations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    /** Joined as staff of the client's partner: the membership ends when the partner membership does. */
    throughPartner: boolean('through_partner').notNull().default(false),
    joinedAt: timestamp('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_organizations_user_org_idx').on(t.userId, t.organizationId),
    index('user_organizations_org_idx').on(t.organizationId),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    website: text('website'),
    category: text('category').notNull(),
    description: text('description'),
    hours: jsonb('hours').$type<BusinessHours>().notNull().default({}),
    dataAxleInfogroupId: text('data_axle_infogroup_id'),
    dataAxleMatchGrade: text('data_axle_match_grade'),
    dataAxleConfidenceScore: numeric('data_axle_confidence_score', { precision: 3, scale: 2, mode: 'number' }),
    dataAxleLastSynced: timestamp('data_axle_last_synced'),
    dataAxleEnrichmentData: jsonb('data_axle_enrichment_data').$type<EnrichmentData>(),
    enrichedAt: timestamp('enriched_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One per sort and filter of the business list, each in its sort's order (ties by id) so a page is read
  // from the index, not sorted; the name sort ignores case.
  (t) => [
    index('businesses_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id),
    index('businesses_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id),
    index('businesses_org_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
    index('businesses_org_category_idx').on(t.organizationId, t.category),
    // Exports and import planning walk the organization in id order.
    index('businesses_org_id_idx').on(t.organizationId, t.id),
    // The dashboard's enriched figure: a range of it.
    index('businesses_org_enriched_idx').on(t.organizationId, t.enrichedAt),
    // One profile per provider record within an organization; another organization may link the same record.
    uniqueIndex('businesses_org_infogroup_idx').on(t.organizationId, t.dataAxleInfogroupId),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    platformId: text('platform_id'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('pending'),
    profileUrl: text('profile_url'),
    additionalUrls: jsonb('additional_urls').$type<string[]>().notNull().default([]),
    lastSyncAt: timestamp('last_sync_at'),
    errorMessage: text('error_message'),
    dataAxleSubmissionId: text('data_axle_submission_id'),
    dataAxleBatchId: text('data_axle_batch_id'),
    dataAxleDirectory: text('data_axle_directory'),
    publishedAt: timestamp('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listings_business_platform_idx').on(t.businessId, t.platform),
    // The business list's status filter and each business's counts.
    index('listings_business_status_idx').on(t.businessId, t.status),
    // The listing list, newest change first (ties by id): the organization's, or one business's.
    index('listings_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id),
    index('listings_org_business_updated_idx').on(t.organizationId, t.businessId, t.updatedAt.desc().nullsFirst(), t.id),
    // Covering: the summary (count and latest sync by status) and the dashboard's live figure are read from the index alone.
    index('listings_org_status_idx').on(t.organizationId, t.status, t.publishedAt, t.lastSyncAt),
    // Covering: the directories' counts by platform and status.
    index('listings_org_platform_idx').on(t.organizationId, t.platform, t.status),
    // Sync and exports walk the organization in id order.
    index('listings_org_id_idx').on(t.organizationId, t.id),
  ],
);

export const adminSettings = pgTable('admin_settings', {
  id: id(),
  key: text('key').notNull().unique(),
  value: text('value'),
  encrypted: boolean('encrypted').notNull().default(false),
  description: text('description'),
  category: text('category', { enum: SETTING_CATEGORIES }).notNull().default('general'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const citationIssues = pgTable(
  'citation_issues',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    issueType: text('issue_type').notNull(),
    expectedValue: text('expected_value'),
    actualValue: text('actual_value'),
    resolved: boolean('resolved').notNull().default(false),
    regression: boolean('regression').notNull().default(false),
    fixConfirmed: boolean('fix_confirmed').notNull().default(false),
    discoveredAt: timestamp('discovered_at').notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at'),
    /** Null on issues older than scans; read as their discovery. */
    lastSeenAt: timestamp('last_seen_at'),
  },
  (t) => [
    // One issue per business, directory and type: a scan that finds it again updates it.
    uniqueIndex('citation_issues_business_platform_type_idx').on(t.businessId, t.platform, t.issueType),
    index('citation_issues_org_resolved_idx').on(t.organizationId, t.resolved, t.discoveredAt.desc().nullsFirst(), t.id),
  ],
);

/** One scan of one business; the latest keeps its directory-by-directory results. */
export const citationScans = pgTable(
  'citation_scans',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: CITATION_SCAN_TRIGGERS }).notNull(),
    scannedAt: timestamp('scanned_at').notNull(),
    directoriesChecked: integer('directories_checked').notNull(),
    directoriesScored: integer('directories_scored').notNull(),
    citationsFound: integer('citations_found').notNull(),
    napScore: integer('nap_score'),
    newIssues: integer('new_issues').notNull(),
    resolvedIssues: integer('resolved_issues').notNull(),
    reopenedIssues: integer('reopened_issues').notNull(),
    regressions: integer('regressions').notNull(),
    openIssues: integer('open_issues').notNull(),
    /** Made up by the sandbox's simulator, not seen on any real source; shown as simulated wherever it appears. */
    simulated: boolean('simulated').notNull().default(false),
    /** Sources that failed during the scan, with why: their directories went unchecked. */
    sourceFailures: jsonb('source_failures').$type<CitationSourceFailure[]>().notNull().default([]),
    results: jsonb('results').$type<DirectoryScanResult[]>(),
  },
  (t) => [
    index('citation_scans_business_scanned_idx').on(t.businessId, t.scannedAt.desc().nullsFirst(), t.id),
    index('citation_scans_org_scanned_idx').on(t.organizationId, t.scannedAt),
  ],
);

/**
 * What a person told the scans about a business's listings: a listing URL to read (added), or a listing a
 * source found that is not this business (rejected), which later scans leave out.
 */
export const citationListingMarks = pgTable(
  'citation_listing_marks',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CITATION_LISTING_MARK_KINDS }).notNull(),
    /** The catalogue directory, or the site's host for one the catalogue does not name. */
    directory: text('directory').notNull(),
    /** The listing's page; for a rejected listing, what the source gave. */
    url: text('url'),
    /** For a rejected listing: the source that found it and its id there. */
    source: text('source'),
    listingId: text('listing_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('citation_listing_marks_business_idx').on(t.businessId)],
);

/** When an organization's businesses are rescanned next. */
export const citationSchedules = pgTable(
  'citation_schedules',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    intervalDays: integer('interval_days').notNull(),
    nextScanAt: timestamp('next_scan_at').notNull(),
    lastScanAt: timestamp('last_scan_at'),
  },
  (t) => [index('citation_schedules_next_idx').on(t.nextScanAt)],
);

/** What happened in an organization, for the dashboard; outlives the business it was about. */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first, ties by id, as the dashboard reads it.
    index('activity_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id),
    // Deleting a business sets its entries' business_id to null: this finds them.
    index('activity_business_idx').on(t.businessId),
  ],
);

/** Background match or submit work over several businesses; the counts move as items finish. */
export const batches = pgTable(
  'batches',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: BATCH_KINDS }).notNull(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('queued'),
    directories: jsonb('directories').$type<string[]>().notNull().default([]),
    total: integer('total').notNull(),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at'),
  },
  (t) => [index('batches_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** One business of a batch; workers claim items here, so no item is worked twice. */
export const batchItems = pgTable(
  'batch_items',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BATCH_ITEM_STATUSES }).notNull().default('pending'),
    result: text('result'),
    errorMessage: text('error_message'),
    claimedAt: timestamp('claimed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('batch_items_batch_business_idx').on(t.batchId, t.businessId),
    index('batch_items_batch_status_idx').on(t.batchId, t.status),
    // Deleting a business deletes its items: this finds them.
    index('batch_items_business_idx').on(t.businessId),
  ],
);

/** Submissions sent to the provider; the idempotency key makes a retried submission the same one. */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerSubmissionId: text('provider_submission_id'),
    directories: jsonb('directories').$type<string[]>().notNull().default([]),
    status: text('status').$type<SubmissionRecord['status']>().notNull().default('pending'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('submissions_org_created_idx').on(t.organizationId, t.createdAt),
    index('submissions_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

/** An organization's report email: how often, to whom, and when next. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    frequency: text('frequency', { enum: REPORT_FREQUENCIES }).notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    nextSendAt: timestamp('next_send_at').notNull(),
    lastSentAt: timestamp('last_sent_at'),
  },
  (t) => [index('report_schedules_next_idx').on(t.nextSendAt)],
);

/**
 * Addresses outside an organization that were asked whether they want its reports by email, and their
 * answer: reports go only to members and to confirmed addresses, so the mail cannot be aimed at strangers.
 */
export const reportRecipients = pgTable(
  'report_recipients',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lowercase. */
    email: text('email').notNull(),
    status: text('status', { enum: REPORT_RECIPIENT_STATUSES }).notNull().default('pending'),
    /** SHA-256 of the single-use token of the latest link mailed (confirm or decline, later unsubscribe); null once used. */
    token: text('token').unique(),
    tokenExpiresAt: timestamp('token_expires_at'),
    requestedAt: timestamp('requested_at').notNull(),
    answeredAt: timestamp('answered_at'),
  },
  (t) => [uniqueIndex('report_recipients_org_email_idx').on(t.organizationId, t.email)],
);

/**
 * Each organization's rows, counted on write by triggers (migration 0006), so the dashboard and the lists'
 * totals read one row instead of counting thousands. Enriched: enriched_at set; published: status
 * published with published_at set; open: not resolved.
 */
export const organizationCounts = pgTable('organization_counts', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  businesses: integer('businesses').notNull().default(0),
  enrichedBusinesses: integer('enriched_businesses').notNull().default(0),
  listings: integer('listings').notNull().default(0),
  publishedListings: integer('published_listings').notNull().default(0),
  citationIssues: integer('citation_issues').notNull().default(0),
  openCitationIssues: integer('open_citation_issues').notNull().default(0),
  /**
   * A random number drawn anew whenever a business, listing or citation issue of the organization is
   * written (migration 0008): cached answers built from those rows are keyed by it. Random rather than
   * counted, so a database restored from a backup cannot reach a number again with other rows behind it.
   */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
});

/**
 * Each organization's rows counted per UTC day (whole days since 1970-01-01) by triggers (migration 0007),
 * so a figure as it stood at a time subtracts a few days' counts instead of counting the rows since.
 * Businesses: created that day; enriched: enriched_at that day; published: as organization_counts, by
 * published_at's day. Days whose counts fall back to 0 keep their row.
 */
export const organizationDailyCounts = pgTable(
  'organization_daily_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    businesses: integer('businesses').notNull().default(0),
    enrichedBusinesses: integer('enriched_businesses').notNull().default(0),
    publishedListings: integer('published_listings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
);

/**
 * An organization's connection to Google Business Profile: the refresh token Google gave at consent,
 * encrypted with the settings key. Access tokens are short-lived and kept in memory only.
 */
export const googleConnections = pgTable('google_connections', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  refreshToken: text('refresh_token').notNull(),
  scopes: text('scopes').notNull(),
  connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamp('connected_at').notNull(),
  /** Google refused the refresh token (access revoked at Google): a person must connect again. */
  needsReconnect: boolean('needs_reconnect').notNull().default(false),
});

/** Which Google location a person confirmed as a business's: one location per business, one business per location. */
export const googleLocationLinks = pgTable(
  'google_location_links',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    locationName: text('location_name').notNull(),
    /** The location's title and address when linked, to show the link without calling Google. */
    title: text('title').notNull(),
    address: text('address').notNull(),
    mapsUrl: text('maps_url'),
    linkedByUserId: uuid('linked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at').notNull(),
  },
  (t) => [
    uniqueIndex('google_location_links_business_idx').on(t.businessId),
    uniqueIndex('google_location_links_org_location_idx').on(t.organizationId, t.locationName),
  ],
);

/** Google's daily performance figures of a linked location, kept so a report asks Google only for days it lacks. */
export const googleDailyMetrics = pgTable(
  'google_daily_metrics',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    /** YYYY-MM-DD, the location's day as Google counts it. */
    day: text('day').notNull(),
    desktopMaps: integer('desktop_maps').notNull(),
    desktopSearch: integer('desktop_search').notNull(),
    mobileMaps: integer('mobile_maps').notNull(),
    mobileSearch: integer('mobile_search').notNull(),
    websiteClicks: integer('website_clicks').notNull(),
    callClicks: integer('call_clicks').notNull(),
    directionRequests: integer('direction_requests').notNull(),
    /** Google still adds to the latest days' figures: those fetched soon after are fetched again. */
    fetchedAt: timestamp('fetched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.locationName, t.day] })],
);
