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
  ListingRecord,
  ListingUpdate,
  MembershipRecord,
  MembershipWithOrganization,
  NewBusiness,
  NewCitationIssue,
  NewListing,
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
import type { MemberRole, UserRole } from '../../shared/domain/enums';

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

export interface SessionRepository {
  create(input: NewSession): Promise<SessionRecord>;
  findByToken(tokenHash: string): Promise<SessionRecord | undefined>;
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
  /** The key's count in its current window, without counting. */
  peek(key: string, windowMs: number, now: Date): Promise<RateLimitCount | undefined>;
  reset(key: string): Promise<void>;
}

export interface OrganizationRepository {
  /** Creates the organization and makes its owner a member with role owner, atomically. */
  createWithOwner(input: NewOrganization & { ownerId: string }): Promise<OrganizationRecord>;
  findById(id: string): Promise<OrganizationRecord | undefined>;
  findBySlug(slug: string): Promise<OrganizationRecord | undefined>;
  findByCustomDomain(domain: string): Promise<OrganizationRecord | undefined>;
  update(id: string, changes: OrganizationUpdate): Promise<OrganizationRecord | undefined>;
  delete(id: string): Promise<boolean>;
  /** Admin list: name or slug contains `text` (case-insensitive), newest first. */
  search(query: { text?: string; partnersOnly?: boolean; limit: number; cursor?: string }): Promise<Page<OrganizationRecord>>;
  count(): Promise<number>;
  /** Organizations managed by this partner organization, by name. */
  clientsOf(partnerOrganizationId: string): Promise<OrganizationRecord[]>;
  addMember(input: { userId: string; organizationId: string; role: MemberRole }): Promise<MembershipRecord>;
  membership(userId: string, organizationId: string): Promise<MembershipRecord | undefined>;
  /** The organization's members with their accounts, oldest member first. */
  members(organizationId: string): Promise<MemberWithUser[]>;
  countMembers(organizationId: string): Promise<number>;
  setMemberRole(organizationId: string, userId: string, role: MemberRole): Promise<MembershipRecord | undefined>;
  removeMember(organizationId: string, userId: string): Promise<boolean>;
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

export interface BusinessRepository {
  create(input: NewBusiness): Promise<BusinessRecord>;
  /** Only within the organization, so another tenant's business reads as absent. */
  findInOrganization(organizationId: string, id: string): Promise<BusinessRecord | undefined>;
  listByOrganization(organizationId: string): Promise<BusinessRecord[]>;
  update(organizationId: string, id: string, changes: BusinessUpdate): Promise<BusinessRecord | undefined>;
  delete(organizationId: string, id: string): Promise<boolean>;
}

export interface ListingRepository {
  create(input: NewListing): Promise<ListingRecord>;
  listByBusiness(businessId: string): Promise<ListingRecord[]>;
  update(id: string, changes: ListingUpdate): Promise<ListingRecord | undefined>;
}

export interface AdminSettingRepository {
  get(key: string): Promise<AdminSettingRecord | undefined>;
  list(): Promise<AdminSettingRecord[]>;
  upsert(input: AdminSettingInput): Promise<AdminSettingRecord>;
  delete(key: string): Promise<boolean>;
}

export interface CitationIssueRepository {
  create(input: NewCitationIssue): Promise<CitationIssueRecord>;
  listByBusiness(businessId: string): Promise<CitationIssueRecord[]>;
  resolve(id: string, at: Date): Promise<CitationIssueRecord | undefined>;
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
}

export type Dialect = 'sqlite' | 'postgres';

/** An open database: its repositories, a liveness check and a clean close. */
export interface Database {
  dialect: Dialect;
  repositories: Repositories;
  ping(): Promise<void>;
  close(): Promise<void>;
}
