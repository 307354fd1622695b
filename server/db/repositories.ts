import type {
  AuditEntryRecord,
  InvitationRecord,
  MemberWithUser,
  NewAuditEntry,
  NewInvitation,
  OrganizationUpdate,
  Page,
  AdminSettingInput,
  AdminSettingRecord,
  BusinessRecord,
  BusinessUpdate,
  CitationIssueRecord,
  CitationIssueWithBusiness,
  CitationReconciliation,
  CitationScanRecord,
  CitationScheduleRecord,
  NewCitationScan,
  ReportScheduleRecord,
  ReportRecipientRecord,
  CitationListingMarkRecord,
  GoogleConnectionRecord,
  GoogleDailyMetricsRecord,
  GoogleLocationLinkRecord,
  NewGoogleLocationLink,
  NewCitationListingMark,
  ListingRecord,
  ListingUpdate,
  MembershipRecord,
  MembershipWithOrganization,
  NewBusiness,
  NewCitationIssue,
  NewListing,
  ListingCountsRecord,
  ListingWithBusiness,
  ActivityRecord,
  NewActivity,
  DashboardFiguresRecord,
  BatchRecord,
  BatchItemRecord,
  BatchItemWithBusiness,
  SubmissionRecord,
  NewOrganization,
  NewSession,
  NewUser,
  OrganizationRecord,
  RateLimitCount,
  SessionRecord,
  SocialIdColumn,
  UserRecord,
  UserUpdate,
} from './records';
import type { BusinessCategory, MemberRole, UserRole } from '../../shared/domain/enums';
import type { BusinessStatus } from '../../shared/domain/business-status';
import type { BatchKind, BatchStatus } from '../../shared/domain/batches';
import type { ListingStatus } from '../../shared/domain/listing-status';
import type { CitationIssueType } from '../../shared/domain/citation-issues';
import type { CitationIssueStatusFilter } from '../../shared/domain/citation-scans';
import type { BusinessSort } from '../../shared/contract/businesses';
import type { SeenBy } from './seen-by';

/** Thrown when a unique column already holds the value. */
export class UniqueViolationError extends Error {
  constructor(readonly detail: string) {
    super(`Unique constraint violated: ${detail}`);
    this.name = 'UniqueViolationError';
  }
}

export interface UserRepository {
  create(input: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findByUsername(username: string): Promise<UserRecord | undefined>;
  findBySocialId(column: SocialIdColumn, providerUserId: string): Promise<UserRecord | undefined>;
  findByVerificationToken(tokenHash: string): Promise<UserRecord | undefined>;
  findByResetToken(tokenHash: string): Promise<UserRecord | undefined>;
  update(id: string, changes: UserUpdate): Promise<UserRecord | undefined>;
  /** Admin search over email, username and name (case-insensitive, substring), newest first. */
  search(query: { text?: string; role?: UserRole; limit: number; cursor?: string }): Promise<Page<UserRecord>>;
  count(): Promise<number>;
}

/** The membership of the session's organization, with that organization's data version as read with it. */
export type SignedInMembership = MembershipWithOrganization & {
  /** organization_counts.data_version; null while the organization has never had a business. */
  organizationDataVersion: number | null;
};

export interface SignedInSession {
  session: SessionRecord;
  user: UserRecord;
  membership: SignedInMembership | undefined;
}

export interface SessionRepository {
  create(input: NewSession): Promise<SessionRecord>;
  /**
   * What every signed-in request needs, in one read: the session, its user, and the user's membership
   * of the session's organization (undefined when there is none or the session has no organization).
   */
  findSignedIn(tokenHash: string): Promise<SignedInSession | undefined>;
  /** The user's sessions that have not passed their absolute end, newest first. */
  listByUser(userId: string, now: Date): Promise<SessionRecord[]>;
  touch(id: string, at: Date): Promise<void>;
  setOrganization(id: string, organizationId: string): Promise<void>;
  deleteByToken(tokenHash: string): Promise<void>;
  /** Only the user's own session; false when it is not theirs or already gone. */
  deleteForUser(userId: string, id: string): Promise<boolean>;
  /** Every session of the user but one (or all); returns how many ended. */
  deleteAllForUser(userId: string, exceptId?: string): Promise<number>;
  deleteExpired(now: Date): Promise<number>;
}

export interface LoginCodeRepository {
  create(input: { code: string; userId: string; expiresAt: Date }): Promise<void>;
  /** Deletes the code and returns its user when it was still valid; a second call finds nothing. */
  consume(codeHash: string, now: Date): Promise<string | undefined>;
}

export interface RateLimitRepository {
  /** Counts one hit in the key's fixed window, starting a new window when the old one has passed. */
  hit(key: string, windowMs: number, now: Date): Promise<RateLimitCount>;
  reset(key: string): Promise<void>;
}

export interface OrganizationRepository {
  /** Creates the organization and makes its owner a member with role owner, atomically. */
  createWithOwner(input: NewOrganization & { ownerId: string }): Promise<OrganizationRecord>;
  findById(id: string): Promise<OrganizationRecord | undefined>;
  findBySlug(slug: string): Promise<OrganizationRecord | undefined>;
  /** The organization that proved the domain, the only one that holds it; unproven claims are not looked at. */
  findByProvenDomain(domain: string): Promise<OrganizationRecord | undefined>;
  update(id: string, changes: OrganizationUpdate): Promise<OrganizationRecord | undefined>;
  /**
   * Marks the custom domain proven, only while it is still `domain`: a change made during the DNS
   * check must not inherit the proof. Undefined when the domain changed or the organization is gone.
   */
  markCustomDomainVerified(id: string, domain: string, at: Date): Promise<OrganizationRecord | undefined>;
  delete(id: string): Promise<boolean>;
  /** Admin list: name or slug contains `text` (case-insensitive), newest first. */
  search(query: { text?: string; partnersOnly?: boolean; limit: number; cursor?: string }): Promise<Page<OrganizationRecord>>;
  count(): Promise<number>;
  /** Organizations managed by this partner organization, by name. */
  clientsOf(partnerOrganizationId: string): Promise<OrganizationRecord[]>;
  addMember(input: { userId: string; organizationId: string; role: MemberRole; throughPartner?: boolean }): Promise<MembershipRecord>;
  membership(userId: string, organizationId: string): Promise<MembershipRecord | undefined>;
  /** The organization's members with their accounts, oldest member first. */
  members(organizationId: string): Promise<MemberWithUser[]>;
  /** Members, leaving out those who are also members of `excludingMembersOf` (a managing partner's staff). */
  countMembers(organizationId: string, excludingMembersOf?: string | null): Promise<number>;
  setMemberRole(organizationId: string, userId: string, role: MemberRole): Promise<MembershipRecord | undefined>;
  removeMember(organizationId: string, userId: string): Promise<boolean>;
  /** Ends the user's memberships in the partner's clients that came through the partner; the ids of those clients. */
  endPartnerAccess(partnerOrganizationId: string, userId: string): Promise<string[]>;
  /** The user's memberships, oldest first. */
  membershipsOf(userId: string): Promise<MembershipWithOrganization[]>;
}

export interface InvitationRepository {
  create(input: NewInvitation): Promise<InvitationRecord>;
  findByToken(tokenHash: string): Promise<InvitationRecord | undefined>;
  /** Not accepted and not expired, newest first. */
  listPending(organizationId: string, now: Date): Promise<InvitationRecord[]>;
  countPending(organizationId: string, now: Date): Promise<number>;
  /** False when it was accepted already, so two accepts cannot both succeed. */
  markAccepted(id: string, at: Date): Promise<boolean>;
  /** Only within the organization. */
  delete(organizationId: string, id: string): Promise<boolean>;
}

export interface AuditLogRepository {
  record(entry: NewAuditEntry): Promise<AuditEntryRecord>;
  /** Newest first; only the organization's entries when given. */
  list(query: { organizationId?: string; limit: number; cursor?: string }): Promise<Page<AuditEntryRecord>>;
}

export interface BusinessListQuery {
  organizationId: string;
  /** Case-insensitive substring of name, city or phone. */
  search?: string;
  category?: BusinessCategory;
  /** The status badge's rule, in SQL: issues, active or pending. */
  status?: BusinessStatus;
  /** updated and created: newest first; name: A to Z. Ties by id. */
  sort: BusinessSort;
  limit: number;
  cursor?: string;
}

/** A page the database wrote as JSON: its items as one JSON array, each in the contract's shape. */
export interface WrittenPage {
  items: string;
  nextCursor: string | null;
  total: number;
}

export interface BusinessRepository {
  create(input: NewBusiness): Promise<BusinessRecord>;
  /** All or none, in one transaction (CSV import). */
  createMany(inputs: NewBusiness[]): Promise<BusinessRecord[]>;
  /** Only within the organization, so another tenant's business reads as absent. */
  findInOrganization(organizationId: string, id: string): Promise<BusinessRecord | undefined>;
  /** Those of the ids that belong to the organization, in no particular order. */
  findManyInOrganization(organizationId: string, ids: readonly string[]): Promise<BusinessRecord[]>;
  /** One page of the filtered list, with how many match in all. */
  list(query: BusinessListQuery): Promise<Page<BusinessRecord> & { total: number }>;
  /** The same page as the contract's Business objects, listing counts included, written by the database. */
  listWritten(query: BusinessListQuery): Promise<WrittenPage>;
  /** Every business of the organization in id order, a batch after `afterId` at a time (exports, imports). */
  batchByOrganization(organizationId: string, afterId: string | undefined, limit: number): Promise<BusinessRecord[]>;
  countByOrganization(organizationId: string): Promise<number>;
  /** Each business's listing counts in one query; businesses without listings are absent. */
  listingCounts(businessIds: readonly string[]): Promise<Map<string, ListingCountsRecord>>;
  update(organizationId: string, id: string, changes: BusinessUpdate): Promise<BusinessRecord | undefined>;
  /** Deletes its listings and citation issues too. */
  delete(organizationId: string, id: string): Promise<boolean>;
  /** As CitationIssueRepository.writeMissingJson, for the business list's kept JSON. */
  writeMissingJson(limit: number, after?: string): Promise<{ written: number; last: string | null }>;
}

export interface ListingListQuery {
  organizationId: string;
  businessId?: string;
  status?: ListingStatus;
  platform?: string;
  /** Case-insensitive substring of the business's name. */
  search?: string;
  limit: number;
  cursor?: string;
}

export interface ListingRepository {
  /** Creates or updates the listing of each (business, platform) pair, atomically; returns them all. */
  upsertMany(inputs: NewListing[]): Promise<ListingRecord[]>;
  /** Newest change first, with the business's name. */
  list(query: ListingListQuery): Promise<Page<ListingWithBusiness> & { total: number }>;
  /** The same page as the contract's Listing objects, written by the database; `directoryNames` as directoryNamesJson writes them. */
  listWritten(query: ListingListQuery, directoryNames: string): Promise<WrittenPage>;
  /** As CitationIssueRepository.writeMissingJson, for the listing list's kept JSON. */
  writeMissingJson(limit: number, after?: string): Promise<{ written: number; last: string | null }>;
  listByBusiness(organizationId: string, businessId: string): Promise<ListingRecord[]>;
  /** Listings in the statuses, in id order after `afterId`, a batch at a time (sync, export). */
  batch(query: {
    organizationId: string;
    businessId?: string;
    statuses?: readonly ListingStatus[];
    afterId?: string;
    limit: number;
  }): Promise<ListingWithBusiness[]>;
  /** Applies each change to the organization's listing with that id, in one transaction. */
  updateMany(organizationId: string, updates: readonly { id: string; changes: ListingUpdate }[]): Promise<void>;
  /** Counts by status and the latest sync. */
  summary(organizationId: string): Promise<{ byStatus: Record<ListingStatus, number>; lastSyncAt: Date | null }>;
  /** Counts by directory (platform) and status group. */
  countsByPlatform(organizationId: string): Promise<Map<string, { published: number; waiting: number; error: number }>>;
}

export interface ActivityRepository {
  record(entry: NewActivity): Promise<ActivityRecord>;
  /** Newest first. */
  latest(organizationId: string, limit: number): Promise<ActivityRecord[]>;
}

export interface DashboardRepository {
  /**
   * The figures as they stood at each of `moments`, in their order: businesses created, listings live and
   * businesses enriched by then. One statement answers them all.
   */
  figuresAtEach(organizationId: string, moments: readonly Date[]): Promise<DashboardFiguresRecord[]>;
  /** Across every organization, for the admin back-office. */
  platformTotals(): Promise<{ businesses: number; liveListings: number; openIssues: number }>;
}

export interface AdminSettingRepository {
  get(key: string): Promise<AdminSettingRecord | undefined>;
  list(): Promise<AdminSettingRecord[]>;
  upsert(input: AdminSettingInput): Promise<AdminSettingRecord>;
  delete(key: string): Promise<boolean>;
}

export interface CitationIssueListQuery {
  organizationId: string;
  businessId?: string;
  platform?: string;
  issueType?: CitationIssueType;
  status: CitationIssueStatusFilter;
  limit: number;
  cursor?: string;
}

export interface CitationIssueRepository {
  create(input: NewCitationIssue): Promise<CitationIssueRecord>;
  /** Every issue of the business, open and resolved, newest first. */
  listByBusiness(organizationId: string, businessId: string): Promise<CitationIssueRecord[]>;
  /** Newest discovered first (ties by id), with the business's name; total counts every match. */
  list(query: CitationIssueListQuery): Promise<Page<CitationIssueWithBusiness> & { total: number }>;
  /**
   * The same page as the contract's CitationIssue objects, written by the database: named from
   * `directoryNames` (directoryNamesJson), with where the business's latest scan saw each issue's listing.
   */
  listWritten(query: CitationIssueListQuery, directoryNames: string): Promise<WrittenPage>;
  findInOrganization(organizationId: string, id: string): Promise<CitationIssueWithBusiness | undefined>;
  /** Marks it resolved at `at` (an already resolved one keeps its time); undefined when not the organization's. */
  resolve(organizationId: string, id: string, at: Date): Promise<CitationIssueRecord | undefined>;
  /** Resolves those of the ids that are the organization's and open; answers how many it resolved. */
  resolveMany(organizationId: string, ids: readonly string[], at: Date): Promise<number>;
  /**
   * Writes the stored list JSON of up to `limit` issues that lack it (after an upgrade, or a change a
   * trigger marked), after the id `after` in id order; answers how many it wrote and the last one's id.
   */
  writeMissingJson(limit: number, after?: string): Promise<{ written: number; last: string | null }>;
  /** Issues not resolved yet, across the organization's businesses. */
  countOpen(organizationId: string): Promise<number>;
  /** Open issues by type, and how many of them are regressions; one business's when given. */
  openCounts(organizationId: string, businessId?: string): Promise<{ byType: { issueType: string; count: number }[]; regressions: number }>;
  /**
   * Applies a scan's reconciliation and records the scan, in one transaction; the business's earlier
   * scans lose their directory results. A finding inserted meanwhile by a concurrent scan is left as it is.
   */
  applyScan(changes: CitationReconciliation, scan: NewCitationScan): Promise<CitationScanRecord>;
}

export interface GoogleConnectionRepository {
  find(organizationId: string): Promise<GoogleConnectionRecord | undefined>;
  /** Stores the organization's connection, replacing any earlier one. */
  save(connection: GoogleConnectionRecord): Promise<void>;
  markNeedsReconnect(organizationId: string): Promise<void>;
  /** False when the organization had none. */
  delete(organizationId: string): Promise<boolean>;
  /** Every organization's connection, by organization id: for re-encrypting the tokens under a new settings key. */
  listAll(): Promise<GoogleConnectionRecord[]>;
  /** Replaces the encrypted refresh token alone; false when the organization has no connection. */
  replaceRefreshToken(organizationId: string, refreshToken: string): Promise<boolean>;
}

export interface GoogleLocationLinkRepository {
  list(organizationId: string): Promise<GoogleLocationLinkRecord[]>;
  findByBusiness(organizationId: string, businessId: string): Promise<GoogleLocationLinkRecord | undefined>;
  /**
   * Links the business to the location, replacing the business's earlier link. Throws a unique violation
   * when another business of the organization is linked to the location.
   */
  save(link: NewGoogleLocationLink): Promise<GoogleLocationLinkRecord>;
  /** False when the business had no link. */
  delete(organizationId: string, businessId: string): Promise<boolean>;
}

export interface GoogleDailyMetricsRepository {
  /** The kept days of the business's location within from..to (YYYY-MM-DD, inclusive), by day. */
  range(organizationId: string, businessId: string, locationName: string, from: string, to: string): Promise<GoogleDailyMetricsRecord[]>;
  /** Stores the days, replacing those kept before. */
  save(days: readonly GoogleDailyMetricsRecord[]): Promise<void>;
}

export interface CitationListingMarkRepository {
  /** The business's marks, oldest first. */
  list(organizationId: string, businessId: string): Promise<CitationListingMarkRecord[]>;
  add(mark: NewCitationListingMark): Promise<CitationListingMarkRecord>;
  /** False when the mark is not the organization's business's. */
  delete(organizationId: string, businessId: string, id: string): Promise<boolean>;
}

export interface CitationScanRepository {
  latest(organizationId: string, businessId: string): Promise<CitationScanRecord | undefined>;
  /**
   * Where each of the businesses' latest scans (a business's one scan that keeps results) saw each
   * directory's listing; a business never scanned, or another organization's, is absent.
   */
  latestSeenBy(organizationId: string, businessIds: readonly string[]): Promise<Map<string, SeenBy>>;
  /**
   * Each scanned business's latest scan score, the directories it scored, and whether the sandbox's
   * simulator made it up; one business's when given.
   */
  latestScores(
    organizationId: string,
    businessId?: string,
  ): Promise<{ businessId: string; napScore: number | null; directoriesScored: number; scannedAt: Date; simulated: boolean }[]>;
  /** Scans since `since`, oldest first, without directory results: what the weekly trend is drawn from. */
  history(
    organizationId: string,
    since: Date,
    businessId?: string,
  ): Promise<{ businessId: string; scannedAt: Date; napScore: number | null; directoriesScored: number }[]>;
}

export interface CitationScheduleRepository {
  get(organizationId: string): Promise<CitationScheduleRecord | undefined>;
  /** Creates or replaces the organization's schedule. */
  save(schedule: CitationScheduleRecord): Promise<CitationScheduleRecord>;
  /** Gives every active organization without a schedule one, enabled, first due at `firstScanAt`. */
  createMissing(intervalDays: number, firstScanAt: Date): Promise<number>;
  /** Enabled schedules of active organizations due at `now`, oldest due first. */
  due(now: Date, limit: number): Promise<CitationScheduleRecord[]>;
  /**
   * Moves a due schedule on (lastScanAt = now, nextScanAt = next) if it is still due at
   * `dueAt`: a conditional update, so of several instances only one runs each scheduled scan.
   */
  claim(organizationId: string, dueAt: Date, now: Date, next: Date): Promise<boolean>;
}

export interface ReportRepository {
  /** Listings by directory: live, waiting (submitted or pending) and refused; the organization's or one business's. */
  coverage(organizationId: string, businessId?: string): Promise<{ platform: string; published: number; waiting: number; error: number }[]>;
  /** When citation issues were discovered, and resolved, within [from, to): the times, oldest first. */
  issueEvents(organizationId: string, from: Date, to: Date, businessId?: string): Promise<{ opened: Date[]; resolved: Date[] }>;
  /** Businesses enhanced with provider data, of all; the organization's or one business. */
  enrichment(organizationId: string, businessId?: string): Promise<{ enriched: number; total: number }>;
}

export interface ReportScheduleRepository {
  get(organizationId: string): Promise<ReportScheduleRecord | undefined>;
  /** Creates or replaces the organization's schedule. */
  save(schedule: ReportScheduleRecord): Promise<ReportScheduleRecord>;
  /** Enabled schedules of active organizations due at `now`, oldest due first. */
  due(now: Date, limit: number): Promise<ReportScheduleRecord[]>;
  /**
   * Moves a due schedule on (lastSentAt = now, nextSendAt = next) if it is still due at `dueAt`: a
   * conditional update, so of several instances only one sends each scheduled report.
   */
  claim(organizationId: string, dueAt: Date, now: Date, next: Date): Promise<boolean>;
}

/** Addresses outside an organization asked whether they want its reports (lowercase emails; tokens as SHA-256). */
export interface ReportRecipientRepository {
  /** The organization's rows for these addresses. */
  find(organizationId: string, emails: readonly string[]): Promise<ReportRecipientRecord[]>;
  /**
   * Asks the address: a pending row holding the token, unless the address answered already or has a
   * request that has not expired. One conditional statement, so of two senders at once only one asks;
   * true when this call stored its token, so its mail is to go out.
   */
  request(input: { organizationId: string; email: string; token: string; expiresAt: Date; now: Date }): Promise<boolean>;
  /** The row whose unexpired token this is. */
  findByToken(token: string, now: Date): Promise<ReportRecipientRecord | undefined>;
  /**
   * Answers with the token and uses it up, in one conditional update so a token works once: confirming
   * only a pending request, declining a pending request or a confirmed address (unsubscribing). Undefined
   * when the token is unknown, expired, used already or does not allow that answer.
   */
  answer(token: string, status: 'confirmed' | 'declined', now: Date): Promise<ReportRecipientRecord | undefined>;
  /** A new unsubscribe token for a confirmed address, replacing the last one; false when it is not confirmed. */
  setToken(input: { organizationId: string; email: string; token: string; expiresAt: Date }): Promise<boolean>;
}

export interface BatchRepository {
  /** The batch and one pending item per business, atomically. */
  create(input: {
    organizationId: string;
    createdByUserId: string | null;
    kind: BatchKind;
    directories: readonly string[];
    businessIds: readonly string[];
  }): Promise<BatchRecord>;
  findInOrganization(organizationId: string, id: string): Promise<BatchRecord | undefined>;
  findById(id: string): Promise<BatchRecord | undefined>;
  /** Newest first. */
  latest(organizationId: string, limit: number): Promise<BatchRecord[]>;
  items(batchId: string): Promise<BatchItemWithBusiness[]>;
  /**
   * Claims the next item to work on: a pending one, or one whose claim is older than `staleBefore`
   * (its worker died). A conditional update, so two workers never get the same item.
   */
  claimNextItem(batchId: string, now: Date, staleBefore: Date): Promise<BatchItemRecord | undefined>;
  /** Records an item's outcome and counts it on the batch, atomically; false if it was finished already. */
  finishItem(itemId: string, outcome: { status: 'done' | 'error'; result: string | null; errorMessage: string | null }, now: Date): Promise<boolean>;
  /** Marks the batch running, completed or failed; a batch already completed or failed keeps its status. */
  setStatus(id: string, status: BatchStatus, now: Date): Promise<void>;
  /** Batches not finished (queued or running), oldest first: what to resume after a restart. */
  unfinished(): Promise<BatchRecord[]>;
}

export interface SubmissionRepository {
  /** Creates the record, or answers the existing one with that idempotency key (created false). */
  createOrGet(input: {
    organizationId: string;
    businessId: string;
    idempotencyKey: string;
    directories: readonly string[];
  }): Promise<{ submission: SubmissionRecord; created: boolean }>;
  update(id: string, changes: Partial<Pick<SubmissionRecord, 'providerSubmissionId' | 'status' | 'errorMessage'>>): Promise<void>;
  findInOrganization(organizationId: string, id: string): Promise<SubmissionRecord | undefined>;
  /** Newest first, optionally one business's. */
  latest(organizationId: string, query: { businessId?: string; limit: number }): Promise<SubmissionRecord[]>;
}

export interface Repositories {
  users: UserRepository;
  sessions: SessionRepository;
  loginCodes: LoginCodeRepository;
  rateLimits: RateLimitRepository;
  organizations: OrganizationRepository;
  invitations: InvitationRepository;
  auditLog: AuditLogRepository;
  businesses: BusinessRepository;
  listings: ListingRepository;
  adminSettings: AdminSettingRepository;
  citationIssues: CitationIssueRepository;
  citationScans: CitationScanRepository;
  citationSchedules: CitationScheduleRepository;
  reports: ReportRepository;
  reportSchedules: ReportScheduleRepository;
  reportRecipients: ReportRecipientRepository;
  citationListingMarks: CitationListingMarkRepository;
  googleConnections: GoogleConnectionRepository;
  googleLocationLinks: GoogleLocationLinkRepository;
  googleDailyMetrics: GoogleDailyMetricsRepository;
  activity: ActivityRepository;
  dashboard: DashboardRepository;
  batches: BatchRepository;
  submissions: SubmissionRepository;
}

export type Dialect = 'sqlite' | 'postgres';

/** An open database: its repositories, a liveness check and a clean close. */
export interface Database {
  dialect: Dialect;
  repositories: Repositories;
  ping(): Promise<void>;
  close(): Promise<void>;
}
