import type {
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
  NewUser,
  OrganizationRecord,
  SessionRecord,
  UserRecord,
  UserUpdate,
} from './records';
import type { MemberRole } from '../../shared/domain/enums';

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
  update(id: string, changes: UserUpdate): Promise<UserRecord | undefined>;
}

export interface SessionRepository {
  create(input: { userId: string; token: string; expiresAt: Date }): Promise<SessionRecord>;
  findByToken(tokenHash: string): Promise<SessionRecord | undefined>;
  deleteByToken(tokenHash: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}

export interface OrganizationRepository {
  /** Creates the organization and makes its owner a member with role owner, atomically. */
  createWithOwner(input: NewOrganization & { ownerId: string }): Promise<OrganizationRecord>;
  findById(id: string): Promise<OrganizationRecord | undefined>;
  findBySlug(slug: string): Promise<OrganizationRecord | undefined>;
  addMember(input: { userId: string; organizationId: string; role: MemberRole }): Promise<MembershipRecord>;
  /** The user's memberships, oldest first. */
  membershipsOf(userId: string): Promise<MembershipWithOrganization[]>;
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
  organizations: OrganizationRepository;
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
