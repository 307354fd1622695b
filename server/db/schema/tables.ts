import { sql } from 'drizzle-orm';
import type { AnyPgColumn as AnyColumn } from 'drizzle-orm/pg-core';
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
import type { SeenBy } from '../seen-by';
import type { pgKit } from '../pg/schema';
import type { BusinessHours, EnrichmentData, OrganizationSettings, SubmissionRecord } from '../records';

/**
 * What a dialect builds its tables from: its table, column and index builders. Typed as PostgreSQL's, as
 * the repositories take both dialects' tables (sql-dialect.ts); SQLite's kit builds its own behind that type.
 */
export type ColumnKit = typeof pgKit;

/** Every table, written once; each dialect's schema.ts builds them with its kit and exports them for drizzle-kit. */
export function defineTables(k: ColumnKit) {
  const createdAt = () => k.now('created_at');
  const updatedAt = () => k.now('updated_at').$onUpdateFn(() => new Date());

  const users = k.table('users', {
    id: k.id(),
    email: k.text('email').notNull().unique(),
    /** Lowercase; signs in in place of the email. */
    username: k.text('username').notNull().unique(),
    password: k.text('password'),
    name: k.text('name').notNull(),
    role: k.text('role', { enum: USER_ROLES }).notNull().default('business'),
    emailVerified: k.boolean('email_verified').notNull().default(false),
    /** SHA-256 of the single-use verification token, like the reset token below. */
    emailVerificationToken: k.text('email_verification_token').unique(),
    emailVerificationExpires: k.timestamp('email_verification_expires'),
    resetPasswordToken: k.text('reset_password_token').unique(),
    resetPasswordExpires: k.timestamp('reset_password_expires'),
    lastLogin: k.timestamp('last_login'),
    googleId: k.text('google_id').unique(),
    facebookId: k.text('facebook_id').unique(),
    linkedinId: k.text('linkedin_id').unique(),
    avatarUrl: k.text('avatar_url'),
    provider: k.text('provider', { enum: AUTH_PROVIDERS }).notNull().default('local'),
    /** A new address waiting for its verification link; the email changes once it is opened. */
    pendingEmail: k.text('pending_email'),
    /** Set by an admin; a disabled account cannot sign in and its sessions end. */
    disabledAt: k.timestamp('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  });

  const sessions = k.table(
    'sessions',
    {
      id: k.id(),
      userId: k.uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** SHA-256 of the bearer token; the token itself is never stored. */
      token: k.text('token').notNull().unique(),
      /** Absolute end of the session; the idle limit is checked against lastUsedAt. */
      expiresAt: k.timestamp('expires_at').notNull(),
      lastUsedAt: k.timestamp('last_used_at').notNull(),
      userAgent: k.text('user_agent'),
      ipAddress: k.text('ip_address'),
      /** The organization this session works in; switching organizations changes it. */
      organizationId: k.uuid('organization_id').references((): AnyColumn => organizations.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [k.index('sessions_user_id_idx').on(t.userId)],
  );

  /** One-time codes handed to the browser after social sign-in, exchanged once for a session. */
  const loginCodes = k.table(
    'login_codes',
    {
      id: k.id(),
      /** SHA-256 of the code. */
      code: k.text('code').notNull().unique(),
      userId: k.uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: k.timestamp('expires_at').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('login_codes_user_id_idx').on(t.userId)],
  );

  /** Fixed-window counters shared by every instance, so limits hold behind a load balancer. */
  const rateLimits = k.table('rate_limits', {
    key: k.text('key').primaryKey(),
    windowStart: k.timestamp('window_start').notNull(),
    count: k.integer('count').notNull(),
  });

  const organizations = k.table('organizations', {
    id: k.id(),
    name: k.text('name').notNull(),
    slug: k.text('slug').notNull().unique(),
    ownerId: k.uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    type: k.text('type', { enum: ORGANIZATION_TYPES }).notNull().default('standard'),
    customDomain: k.text('custom_domain'),
    /** Set when a DNS TXT record proved the domain is the organization's; only a proven domain is served. */
    customDomainVerifiedAt: k.timestamp('custom_domain_verified_at'),
    logoUrl: k.text('logo_url'),
    primaryColor: k.text('primary_color'),
    secondaryColor: k.text('secondary_color'),
    customCss: k.text('custom_css'),
    plan: k.text('plan', { enum: PLANS }).notNull().default('business'),
    maxBusinesses: k.integer('max_businesses').notNull().default(1),
    maxUsers: k.integer('max_users').notNull().default(1),
    allowedDirectories: k.json('allowed_directories').$type<string[]>().notNull().default([]),
    settings: k.json('settings').$type<OrganizationSettings>().notNull().default({}),
    isActive: k.boolean('is_active').notNull().default(true),
    /** The partner organization that manages this one as a client. */
    partnerOrganizationId: k.uuid('partner_organization_id').references((): AnyColumn => organizations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  }, (t) => [
    k.index('organizations_partner_idx').on(t.partnerOrganizationId),
    // A domain is held by the organization that proved it; unproven claims may coexist, so a claim alone
    // keeps nobody from proving a domain.
    k.uniqueIndex('organizations_proven_domain_idx').on(t.customDomain).where(sql`${t.customDomainVerifiedAt} is not null`),
    k.index('organizations_custom_domain_idx').on(t.customDomain),
  ]);

  /** Invitations to join an organization, accepted through a mailed single-use link. */
  const invitations = k.table(
    'invitations',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      email: k.text('email').notNull(),
      role: k.text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
      /** SHA-256 of the invitation token. */
      token: k.text('token').notNull().unique(),
      invitedByUserId: k.uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
      expiresAt: k.timestamp('expires_at').notNull(),
      acceptedAt: k.timestamp('accepted_at'),
      createdAt: createdAt(),
    },
    (t) => [k.index('invitations_org_idx').on(t.organizationId)],
  );

  /** Who did what and when: admin and organization-admin actions. Never holds secrets. */
  const auditLog = k.table(
    'audit_log',
    {
      id: k.id(),
      actorUserId: k.uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
      organizationId: k.uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
      action: k.text('action').notNull(),
      targetType: k.text('target_type'),
      targetId: k.text('target_id'),
      details: k.json('details').$type<Record<string, unknown>>().notNull().default({}),
      createdAt: createdAt(),
    },
    (t) => [k.index('audit_log_created_idx').on(t.createdAt), k.index('audit_log_org_idx').on(t.organizationId)],
  );

  const userOrganizations = k.table(
    'user_organizations',
    {
      id: k.id(),
      userId: k.uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      role: k.text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
      /** Joined as staff of the client's partner: the membership ends when the partner membership does. */
      throughPartner: k.boolean('through_partner').notNull().default(false),
      joinedAt: k.now('joined_at'),
    },
    (t) => [
      k.uniqueIndex('user_organizations_user_org_idx').on(t.userId, t.organizationId),
      k.index('user_organizations_org_idx').on(t.organizationId),
    ],
  );

  const businesses = k.table(
    'businesses',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      createdByUserId: k.uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
      name: k.text('name').notNull(),
      address: k.text('address').notNull(),
      city: k.text('city').notNull(),
      state: k.text('state').notNull(),
      zipCode: k.text('zip_code').notNull(),
      phone: k.text('phone').notNull(),
      email: k.text('email'),
      website: k.text('website'),
      category: k.text('category').notNull(),
      description: k.text('description'),
      hours: k.json('hours').$type<BusinessHours>().notNull().default({}),
      dataAxleInfogroupId: k.text('data_axle_infogroup_id'),
      dataAxleMatchGrade: k.text('data_axle_match_grade'),
      dataAxleConfidenceScore: k.numeric('data_axle_confidence_score', { precision: 3, scale: 2, mode: 'number' }),
      dataAxleLastSynced: k.timestamp('data_axle_last_synced'),
      dataAxleEnrichmentData: k.json('data_axle_enrichment_data').$type<EnrichmentData>(),
      enrichedAt: k.timestamp('enriched_at'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      /**
       * The business's JSON as the list sends it, but for its listing counts: set back to null by triggers
       * whenever what it shows changes (migration 0017: a column added here that the JSON shows joins their
       * list).
       */
      writtenJson: k.text('written_json'),
      /**
       * Its listings counted as the business list shows them (listingCounts in aggregates), kept by the
       * listings' triggers (migration 0019), so the list reads them from the row it reads anyway. A
       * listing write locks its businesses first (listing-repositories), as a rename or delete does.
       */
      listingTotal: k.integer('listing_total').notNull().default(0),
      listingPublished: k.integer('listing_published').notNull().default(0),
      listingError: k.integer('listing_error').notNull().default(0),
      listingWaiting: k.integer('listing_waiting').notNull().default(0),
    },
    // One per sort and filter of the business list, each in its sort's order (ties by id) so a page is read
    // from the index, not sorted; the name sort ignores case.
    (t) => [
      k.index('businesses_org_updated_idx').on(t.organizationId, k.desc(t.updatedAt), t.id),
      k.index('businesses_org_created_idx').on(t.organizationId, k.desc(t.createdAt), t.id),
      k.index('businesses_org_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
      k.index('businesses_org_category_idx').on(t.organizationId, t.category),
      // Exports and import planning walk the organization in id order.
      k.index('businesses_org_id_idx').on(t.organizationId, t.id),
      // The dashboard's enriched figure: a range of it.
      k.index('businesses_org_enriched_idx').on(t.organizationId, t.enrichedAt),
      // The few businesses whose stored JSON is missing, found without reading the rest.
      k.index('businesses_unwritten_idx').on(t.id).where(sql`${t.writtenJson} is null`),
      // One profile per provider record within an organization; another organization may link the same record.
      k.uniqueIndex('businesses_org_infogroup_idx').on(t.organizationId, t.dataAxleInfogroupId),
    ],
  );

  const listings = k.table(
    'listings',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      platform: k.text('platform').notNull(),
      platformId: k.text('platform_id'),
      status: k.text('status', { enum: LISTING_STATUSES }).notNull().default('pending'),
      profileUrl: k.text('profile_url'),
      additionalUrls: k.json('additional_urls').$type<string[]>().notNull().default([]),
      lastSyncAt: k.timestamp('last_sync_at'),
      errorMessage: k.text('error_message'),
      dataAxleSubmissionId: k.text('data_axle_submission_id'),
      dataAxleBatchId: k.text('data_axle_batch_id'),
      dataAxleDirectory: k.text('data_axle_directory'),
      publishedAt: k.timestamp('published_at'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      /**
       * The listing's JSON as the list sends it, up to the catalogue's directoryName and the closing brace,
       * which the list appends: as citation_issues.written_json, set back to null by triggers whenever
       * what it shows changes (migration 0016: a column added here that the JSON shows joins their list).
       */
      writtenJson: k.text('written_json'),
    },
    (t) => [
      k.uniqueIndex('listings_business_platform_idx').on(t.businessId, t.platform),
      // The few listings whose stored JSON is missing, found without reading the rest.
      k.index('listings_unwritten_idx').on(t.id).where(sql`${t.writtenJson} is null`),
      // The business list's status filter and each business's counts.
      k.index('listings_business_status_idx').on(t.businessId, t.status),
      // The listing list, newest change first (ties by id): the organization's, or one business's.
      k.index('listings_org_updated_idx').on(t.organizationId, k.desc(t.updatedAt), t.id),
      k.index('listings_org_business_updated_idx').on(t.organizationId, t.businessId, k.desc(t.updatedAt), t.id),
      // Covering: the summary (count and latest sync by status) and the dashboard's live figure are read from the index alone.
      k.index('listings_org_status_idx').on(t.organizationId, t.status, t.publishedAt, t.lastSyncAt),
      // Covering: the directories' counts by platform and status.
      k.index('listings_org_platform_idx').on(t.organizationId, t.platform, t.status),
      // Sync and exports walk the organization in id order.
      k.index('listings_org_id_idx').on(t.organizationId, t.id),
    ],
  );

  const adminSettings = k.table('admin_settings', {
    id: k.id(),
    key: k.text('key').notNull().unique(),
    value: k.text('value'),
    encrypted: k.boolean('encrypted').notNull().default(false),
    description: k.text('description'),
    category: k.text('category', { enum: SETTING_CATEGORIES }).notNull().default('general'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  });

  const citationIssues = k.table(
    'citation_issues',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      platform: k.text('platform').notNull(),
      issueType: k.text('issue_type').notNull(),
      expectedValue: k.text('expected_value'),
      actualValue: k.text('actual_value'),
      resolved: k.boolean('resolved').notNull().default(false),
      regression: k.boolean('regression').notNull().default(false),
      fixConfirmed: k.boolean('fix_confirmed').notNull().default(false),
      discoveredAt: k.now('discovered_at'),
      resolvedAt: k.timestamp('resolved_at'),
      /** Null on issues older than scans; read as their discovery. */
      lastSeenAt: k.timestamp('last_seen_at'),
      /**
       * The issue's JSON as the list sends it, up to the catalogue's platformName and the closing brace,
       * which the list appends: kept so a page reads text instead of building it. Null until written, and
       * set back to null by triggers whenever what it shows changes (migration 0015: a column added here
       * that the JSON shows joins their list); the list builds a null one as it reads.
       */
      writtenJson: k.text('written_json'),
    },
    (t) => [
      // One issue per business, directory and type: a scan that finds it again updates it.
      k.uniqueIndex('citation_issues_business_platform_type_idx').on(t.businessId, t.platform, t.issueType),
      k.index('citation_issues_org_resolved_idx').on(t.organizationId, t.resolved, k.desc(t.discoveredAt), t.id),
      // The few issues whose stored JSON is missing, found without reading the rest.
      k.index('citation_issues_unwritten_idx').on(t.id).where(sql`${t.writtenJson} is null`),
    ],
  );

  /** One scan of one business; the latest keeps its directory-by-directory results. */
  const citationScans = k.table(
    'citation_scans',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      trigger: k.text('trigger', { enum: CITATION_SCAN_TRIGGERS }).notNull(),
      scannedAt: k.timestamp('scanned_at').notNull(),
      directoriesChecked: k.integer('directories_checked').notNull(),
      directoriesScored: k.integer('directories_scored').notNull(),
      citationsFound: k.integer('citations_found').notNull(),
      napScore: k.integer('nap_score'),
      newIssues: k.integer('new_issues').notNull(),
      resolvedIssues: k.integer('resolved_issues').notNull(),
      reopenedIssues: k.integer('reopened_issues').notNull(),
      regressions: k.integer('regressions').notNull(),
      openIssues: k.integer('open_issues').notNull(),
      /** Made up by the sandbox's simulator, not seen on any real source; shown as simulated wherever it appears. */
      simulated: k.boolean('simulated').notNull().default(false),
      /** Sources that failed during the scan, with why: their directories went unchecked. */
      sourceFailures: k.json('source_failures').$type<CitationSourceFailure[]>().notNull().default([]),
      results: k.json('results').$type<DirectoryScanResult[]>(),
      /**
       * Of the results, where each directory's listing was seen, by directory id (the first result for
       * it): kept and cleared with them, so an issue list looks its directory up by key instead of
       * reading every result on every row.
       */
      seenBy: k.json('seen_by').$type<SeenBy>(),
    },
    (t) => [
      k.index('citation_scans_business_scanned_idx').on(t.businessId, k.desc(t.scannedAt), t.id),
      k.index('citation_scans_org_scanned_idx').on(t.organizationId, t.scannedAt),
    ],
  );

  /**
   * What a person told the scans about a business's listings: a listing URL to read (added), or a listing a
   * source found that is not this business (rejected), which later scans leave out.
   */
  const citationListingMarks = k.table(
    'citation_listing_marks',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      kind: k.text('kind', { enum: CITATION_LISTING_MARK_KINDS }).notNull(),
      /** The catalogue directory, or the site's host for one the catalogue does not name. */
      directory: k.text('directory').notNull(),
      /** The listing's page; for a rejected listing, what the source gave. */
      url: k.text('url'),
      /** For a rejected listing: the source that found it and its id there. */
      source: k.text('source'),
      listingId: k.text('listing_id'),
      createdByUserId: k.uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [k.index('citation_listing_marks_business_idx').on(t.businessId)],
  );

  /** When an organization's businesses are rescanned next. */
  const citationSchedules = k.table(
    'citation_schedules',
    {
      organizationId: k.uuid('organization_id')
        .primaryKey()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      enabled: k.boolean('enabled').notNull().default(true),
      intervalDays: k.integer('interval_days').notNull(),
      nextScanAt: k.timestamp('next_scan_at').notNull(),
      lastScanAt: k.timestamp('last_scan_at'),
    },
    (t) => [k.index('citation_schedules_next_idx').on(t.nextScanAt)],
  );

  /** What happened in an organization, for the dashboard; outlives the business it was about. */
  const activity = k.table(
    'activity',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
      actorUserId: k.uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
      kind: k.text('kind', { enum: ACTIVITY_KINDS }).notNull(),
      type: k.text('type', { enum: ACTIVITY_TYPES }).notNull(),
      title: k.text('title').notNull(),
      description: k.text('description').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      // Newest first, ties by id, as the dashboard reads it.
      k.index('activity_org_created_idx').on(t.organizationId, k.desc(t.createdAt), t.id),
      // Deleting a business sets its entries' business_id to null: this finds them.
      k.index('activity_business_idx').on(t.businessId),
    ],
  );

  /** Background match or submit work over several businesses; the counts move as items finish. */
  const batches = k.table(
    'batches',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      createdByUserId: k.uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
      kind: k.text('kind', { enum: BATCH_KINDS }).notNull(),
      status: k.text('status', { enum: BATCH_STATUSES }).notNull().default('queued'),
      directories: k.json('directories').$type<string[]>().notNull().default([]),
      total: k.integer('total').notNull(),
      succeeded: k.integer('succeeded').notNull().default(0),
      failed: k.integer('failed').notNull().default(0),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      finishedAt: k.timestamp('finished_at'),
    },
    (t) => [k.index('batches_org_created_idx').on(t.organizationId, t.createdAt)],
  );

  /** One business of a batch; workers claim items here, so no item is worked twice. */
  const batchItems = k.table(
    'batch_items',
    {
      id: k.id(),
      batchId: k.uuid('batch_id')
        .notNull()
        .references(() => batches.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      status: k.text('status', { enum: BATCH_ITEM_STATUSES }).notNull().default('pending'),
      result: k.text('result'),
      errorMessage: k.text('error_message'),
      claimedAt: k.timestamp('claimed_at'),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.uniqueIndex('batch_items_batch_business_idx').on(t.batchId, t.businessId),
      k.index('batch_items_batch_status_idx').on(t.batchId, t.status),
      // Deleting a business deletes its items: this finds them.
      k.index('batch_items_business_idx').on(t.businessId),
    ],
  );

  /** Submissions sent to the provider; the idempotency key makes a retried submission the same one. */
  const submissions = k.table(
    'submissions',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      idempotencyKey: k.text('idempotency_key').notNull().unique(),
      providerSubmissionId: k.text('provider_submission_id'),
      directories: k.json('directories').$type<string[]>().notNull().default([]),
      status: k.text('status').$type<SubmissionRecord['status']>().notNull().default('pending'),
      errorMessage: k.text('error_message'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('submissions_org_created_idx').on(t.organizationId, t.createdAt),
      k.index('submissions_business_created_idx').on(t.businessId, t.createdAt),
    ],
  );

  /** An organization's report email: how often, to whom, and when next. */
  const reportSchedules = k.table(
    'report_schedules',
    {
      organizationId: k.uuid('organization_id')
        .primaryKey()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      enabled: k.boolean('enabled').notNull().default(false),
      frequency: k.text('frequency', { enum: REPORT_FREQUENCIES }).notNull(),
      recipients: k.json('recipients').$type<string[]>().notNull().default([]),
      nextSendAt: k.timestamp('next_send_at').notNull(),
      lastSentAt: k.timestamp('last_sent_at'),
    },
    (t) => [k.index('report_schedules_next_idx').on(t.nextSendAt)],
  );

  /**
   * Addresses outside an organization that were asked whether they want its reports by email, and their
   * answer: reports go only to members and to confirmed addresses, so the mail cannot be aimed at strangers.
   */
  const reportRecipients = k.table(
    'report_recipients',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      /** Lowercase. */
      email: k.text('email').notNull(),
      status: k.text('status', { enum: REPORT_RECIPIENT_STATUSES }).notNull().default('pending'),
      /** SHA-256 of the single-use token of the latest link mailed (confirm or decline, later unsubscribe); null once used. */
      token: k.text('token').unique(),
      tokenExpiresAt: k.timestamp('token_expires_at'),
      requestedAt: k.timestamp('requested_at').notNull(),
      answeredAt: k.timestamp('answered_at'),
    },
    (t) => [k.uniqueIndex('report_recipients_org_email_idx').on(t.organizationId, t.email)],
  );

  /**
   * Each organization's rows, counted on write by triggers (migration 0006), so the dashboard and the lists'
   * totals read one row instead of counting thousands. Enriched: enriched_at set; published: status
   * published with published_at set; open: not resolved.
   */
  const organizationCounts = k.table('organization_counts', {
    organizationId: k.uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businesses: k.integer('businesses').notNull().default(0),
    enrichedBusinesses: k.integer('enriched_businesses').notNull().default(0),
    listings: k.integer('listings').notNull().default(0),
    publishedListings: k.integer('published_listings').notNull().default(0),
    citationIssues: k.integer('citation_issues').notNull().default(0),
    openCitationIssues: k.integer('open_citation_issues').notNull().default(0),
    /**
     * A random number drawn anew whenever a business, listing or citation issue of the organization is
     * written (migration 0008): cached answers built from those rows are keyed by it. Random rather than
     * counted, so a database restored from a backup cannot reach a number again with other rows behind it.
     */
    dataVersion: k.bigint('data_version', { mode: 'number' }).notNull().default(0),
  });

  /**
   * Each organization's rows counted per UTC day (whole days since 1970-01-01) by triggers (migration 0007),
   * so a figure as it stood at a time subtracts a few days' counts instead of counting the rows since.
   * Businesses: created that day; enriched: enriched_at that day; published: as organization_counts, by
   * published_at's day. Days whose counts fall back to 0 keep their row.
   */
  const organizationDailyCounts = k.table(
    'organization_daily_counts',
    {
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      day: k.integer('day').notNull(),
      businesses: k.integer('businesses').notNull().default(0),
      enrichedBusinesses: k.integer('enriched_businesses').notNull().default(0),
      publishedListings: k.integer('published_listings').notNull().default(0),
    },
    (t) => [k.primaryKey({ columns: [t.organizationId, t.day] })],
  );

  /**
   * An organization's connection to Google Business Profile: the refresh token Google gave at consent,
   * encrypted with the settings key. Access tokens are short-lived and kept in memory only.
   */
  const googleConnections = k.table('google_connections', {
    organizationId: k.uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    refreshToken: k.text('refresh_token').notNull(),
    scopes: k.text('scopes').notNull(),
    connectedByUserId: k.uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: k.timestamp('connected_at').notNull(),
    /** Google refused the refresh token (access revoked at Google): a person must connect again. */
    needsReconnect: k.boolean('needs_reconnect').notNull().default(false),
  });

  /** Which Google location a person confirmed as a business's: one location per business, one business per location. */
  const googleLocationLinks = k.table(
    'google_location_links',
    {
      id: k.id(),
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      accountName: k.text('account_name').notNull(),
      locationName: k.text('location_name').notNull(),
      /** The location's title and address when linked, to show the link without calling Google. */
      title: k.text('title').notNull(),
      address: k.text('address').notNull(),
      mapsUrl: k.text('maps_url'),
      linkedByUserId: k.uuid('linked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
      linkedAt: k.timestamp('linked_at').notNull(),
    },
    (t) => [
      k.uniqueIndex('google_location_links_business_idx').on(t.businessId),
      k.uniqueIndex('google_location_links_org_location_idx').on(t.organizationId, t.locationName),
    ],
  );

  /** Google's daily performance figures of a linked location, kept so a report asks Google only for days it lacks. */
  const googleDailyMetrics = k.table(
    'google_daily_metrics',
    {
      organizationId: k.uuid('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      businessId: k.uuid('business_id')
        .notNull()
        .references(() => businesses.id, { onDelete: 'cascade' }),
      locationName: k.text('location_name').notNull(),
      /** YYYY-MM-DD, the location's day as Google counts it. */
      day: k.text('day').notNull(),
      desktopMaps: k.integer('desktop_maps').notNull(),
      desktopSearch: k.integer('desktop_search').notNull(),
      mobileMaps: k.integer('mobile_maps').notNull(),
      mobileSearch: k.integer('mobile_search').notNull(),
      websiteClicks: k.integer('website_clicks').notNull(),
      callClicks: k.integer('call_clicks').notNull(),
      directionRequests: k.integer('direction_requests').notNull(),
      /** Google still adds to the latest days' figures: those fetched soon after are fetched again. */
      fetchedAt: k.timestamp('fetched_at').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.businessId, t.locationName, t.day] })],
  );

  return {
    users, sessions, loginCodes, rateLimits, organizations, invitations, auditLog, userOrganizations,
    businesses, listings, adminSettings, citationIssues, citationScans, citationListingMarks, citationSchedules,
    activity, batches, batchItems, submissions, reportSchedules, reportRecipients, organizationCounts,
    organizationDailyCounts, googleConnections, googleLocationLinks, googleDailyMetrics,
  };
}
