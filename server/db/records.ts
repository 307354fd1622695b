import type {
  AuthProvider,
  MemberRole,
  OrganizationType,
  Plan,
  SettingCategory,
  UserRole,
} from '../../shared/domain/enums';

// What repositories hand to services: plain objects, Dates, booleans, parsed JSON, numbers.

export type { BusinessHours } from '../../shared/domain/business-hours';
import type { BusinessHours } from '../../shared/domain/business-hours';
import type { ListingStatus } from '../../shared/domain/listing-status';
import type { ActivityKind, ActivityType } from '../../shared/domain/activity';
import type { BatchItemStatus, BatchKind, BatchStatus } from '../../shared/domain/batches';
import type { CitationScanTrigger, CitationListingMarkKind } from '../../shared/domain/citation-scans';
import type { ReportFrequency, ReportRecipientStatus } from '../../shared/domain/reports';
import type { SeenBy } from './seen-by';
import type { CitationSourceFailure, DirectoryScanResult } from '../../shared/contract/citations';
export type OrganizationSettings = Record<string, unknown>;

export interface EnrichmentData {
  employeeSize?: number;
  annualRevenue?: number;
  yearEstablished?: number;
  socialMedia?: Record<string, string>;
}

export interface UserRecord {
  id: string;
  email: string;
  username: string;
  /** argon2id hash; null for accounts that only use social sign-in. */
  password: string | null;
  name: string;
  role: UserRole;
  emailVerified: boolean;
  emailVerificationToken: string | null;
  emailVerificationExpires: Date | null;
  resetPasswordToken: string | null;
  resetPasswordExpires: Date | null;
  lastLogin: Date | null;
  googleId: string | null;
  facebookId: string | null;
  linkedinId: string | null;
  avatarUrl: string | null;
  provider: AuthProvider;
  /** A new address waiting for its verification link. */
  pendingEmail: string | null;
  /** Set by an admin: the account cannot sign in. */
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  email: string;
  username: string;
  password?: string | null;
  name: string;
  role?: UserRole;
  emailVerified?: boolean;
  provider?: AuthProvider;
  avatarUrl?: string | null;
  googleId?: string | null;
  facebookId?: string | null;
  linkedinId?: string | null;
}

export type UserUpdate = Partial<Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt'>>;

export interface SessionRecord {
  id: string;
  userId: string;
  /** SHA-256 hex of the bearer token. */
  token: string;
  /** Absolute end; the idle limit counts from lastUsedAt. */
  expiresAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
  /** The organization this session works in. */
  organizationId: string | null;
  createdAt: Date;
}

export interface NewSession {
  userId: string;
  token: string;
  expiresAt: Date;
  lastUsedAt: Date;
  userAgent?: string | null;
  ipAddress?: string | null;
  organizationId?: string | null;
}

export type SocialIdColumn = 'googleId' | 'facebookId' | 'linkedinId';

export interface RateLimitCount {
  count: number;
  windowStart: Date;
}

export interface OrganizationRecord {
  id: string;
  name: string;
  slug: string;
  ownerId: string | null;
  type: OrganizationType;
  customDomain: string | null;
  /** When a DNS TXT record proved customDomain is this organization's; null while unproven. */
  customDomainVerifiedAt: Date | null;
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  customCss: string | null;
  plan: Plan;
  maxBusinesses: number;
  maxUsers: number;
  allowedDirectories: string[];
  settings: OrganizationSettings;
  isActive: boolean;
  /** The partner organization that manages this one as a client. */
  partnerOrganizationId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewOrganization {
  name: string;
  slug: string;
  ownerId?: string | null;
  type?: OrganizationType;
  plan?: Plan;
  maxBusinesses?: number;
  maxUsers?: number;
  allowedDirectories?: string[];
  settings?: OrganizationSettings;
  partnerOrganizationId?: string | null;
  customDomain?: string | null;
  logoUrl?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
  customCss?: string | null;
}

export type OrganizationUpdate = Partial<Omit<OrganizationRecord, 'id' | 'createdAt' | 'updatedAt'>>;

export interface MemberWithUser extends MembershipRecord {
  user: UserRecord;
}

export interface InvitationRecord {
  id: string;
  organizationId: string;
  email: string;
  role: MemberRole;
  /** SHA-256 of the invitation token. */
  token: string;
  invitedByUserId: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  createdAt: Date;
}

export interface NewInvitation {
  organizationId: string;
  email: string;
  role: MemberRole;
  token: string;
  invitedByUserId: string | null;
  expiresAt: Date;
}

export interface AuditEntryRecord {
  id: string;
  actorUserId: string | null;
  organizationId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export type NewAuditEntry = Omit<AuditEntryRecord, 'id' | 'createdAt'> & { createdAt?: Date };

/** A page of a list ordered newest first; pass `nextCursor` back for the next page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface MembershipRecord {
  id: string;
  userId: string;
  organizationId: string;
  role: MemberRole;
  /** Gained as staff of the organization's partner; ends with that partner membership. */
  throughPartner: boolean;
  joinedAt: Date;
}

export interface MembershipWithOrganization extends MembershipRecord {
  organization: OrganizationRecord;
}

export interface BusinessRecord {
  id: string;
  organizationId: string;
  createdByUserId: string | null;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string | null;
  website: string | null;
  category: string;
  description: string | null;
  hours: BusinessHours;
  dataAxleInfogroupId: string | null;
  dataAxleMatchGrade: string | null;
  /** 0 to 1, two decimals. */
  dataAxleConfidenceScore: number | null;
  dataAxleLastSynced: Date | null;
  dataAxleEnrichmentData: EnrichmentData | null;
  /** When the provider's data was first accepted; the dashboard's enriched figure counts from it. */
  enrichedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewBusiness {
  organizationId: string;
  createdByUserId?: string | null;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email?: string | null;
  website?: string | null;
  category: string;
  description?: string | null;
  hours?: BusinessHours;
}

export type BusinessUpdate = Partial<Omit<BusinessRecord, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>>;

export interface ListingRecord {
  id: string;
  organizationId: string;
  businessId: string;
  platform: string;
  platformId: string | null;
  status: ListingStatus;
  profileUrl: string | null;
  additionalUrls: string[];
  lastSyncAt: Date | null;
  errorMessage: string | null;
  dataAxleSubmissionId: string | null;
  dataAxleBatchId: string | null;
  dataAxleDirectory: string | null;
  /** When it first went live; the dashboard's active figure counts from it. */
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewListing {
  organizationId: string;
  businessId: string;
  platform: string;
  platformId?: string | null;
  status?: ListingStatus;
  profileUrl?: string | null;
  additionalUrls?: string[];
  lastSyncAt?: Date | null;
  errorMessage?: string | null;
  dataAxleSubmissionId?: string | null;
  dataAxleBatchId?: string | null;
  dataAxleDirectory?: string | null;
  publishedAt?: Date | null;
}

export type ListingUpdate = Partial<Omit<ListingRecord, 'id' | 'organizationId' | 'businessId' | 'platform' | 'createdAt' | 'updatedAt'>>;

export interface ListingWithBusiness extends ListingRecord {
  businessName: string;
}

/** How a business's listings stand: total, live, refused, and waiting (pending or submitted). */
export interface ListingCountsRecord {
  total: number;
  published: number;
  error: number;
  waiting: number;
}

export interface AdminSettingRecord {
  id: string;
  key: string;
  value: string | null;
  encrypted: boolean;
  description: string | null;
  category: SettingCategory;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminSettingInput {
  key: string;
  value: string | null;
  encrypted?: boolean;
  description?: string | null;
  category?: SettingCategory;
}

export interface CitationIssueRecord {
  id: string;
  organizationId: string;
  businessId: string;
  platform: string;
  issueType: string;
  expectedValue: string | null;
  actualValue: string | null;
  resolved: boolean;
  /** Reopened after a scan had seen it fixed. */
  regression: boolean;
  /** A scan saw it gone since it was last found; a manual resolve alone does not set it. */
  fixConfirmed: boolean;
  discoveredAt: Date;
  resolvedAt: Date | null;
  /** The last scan that found it. */
  lastSeenAt: Date;
}

export type CitationIssueWithBusiness = CitationIssueRecord & { businessName: string };

export interface NewCitationIssue {
  organizationId: string;
  businessId: string;
  platform: string;
  issueType: string;
  expectedValue?: string | null;
  actualValue?: string | null;
  /** Defaults to now. */
  discoveredAt?: Date;
}

/** What one scan changes in a business's issues, applied together with its scan record. */
export interface CitationReconciliation {
  /** Found for the first time. */
  insert: NewCitationIssue[];
  /** Resolved ones found again: open, with the values now seen; regression when a scan had confirmed the fix. */
  reopen: { id: string; expectedValue: string | null; actualValue: string | null; regression: boolean }[];
  /** Open ones found again: the values now seen. */
  refresh: { id: string; expectedValue: string | null; actualValue: string | null }[];
  /** Open ones no longer found: resolved, fix confirmed. */
  resolve: string[];
  /** Resolved by hand and now not found: fix confirmed. */
  confirm: string[];
}

export interface CitationScanRecord {
  id: string;
  organizationId: string;
  businessId: string;
  trigger: CitationScanTrigger;
  scannedAt: Date;
  directoriesChecked: number;
  /** Directories the score counts (cited, or with a published listing): its weight in the organization's score. */
  directoriesScored: number;
  citationsFound: number;
  napScore: number | null;
  newIssues: number;
  resolvedIssues: number;
  reopenedIssues: number;
  regressions: number;
  openIssues: number;
  /** Made up by the sandbox's simulator. */
  simulated: boolean;
  /** Sources that failed during the scan. */
  sourceFailures: CitationSourceFailure[];
  /** Directory by directory; kept on a business's latest scan only. */
  results: DirectoryScanResult[] | null;
  /** Of the results, where each directory's listing was seen: written from them by the repository. */
  seenBy: SeenBy | null;
}

/** A scan is real unless said otherwise. */
export type NewCitationScan = Omit<CitationScanRecord, 'id' | 'simulated' | 'sourceFailures' | 'seenBy'> & { simulated?: boolean; sourceFailures?: CitationSourceFailure[] };

export interface CitationListingMarkRecord {
  id: string;
  organizationId: string;
  businessId: string;
  kind: CitationListingMarkKind;
  directory: string;
  url: string | null;
  source: string | null;
  listingId: string | null;
  createdByUserId: string | null;
  createdAt: Date;
}

export type NewCitationListingMark = Omit<CitationListingMarkRecord, 'id' | 'createdAt'>;

export interface GoogleConnectionRecord {
  organizationId: string;
  /** Encrypted with the settings key. */
  refreshToken: string;
  /** Space-separated, as Google granted them. */
  scopes: string;
  connectedByUserId: string | null;
  connectedAt: Date;
  needsReconnect: boolean;
}

export interface GoogleLocationLinkRecord {
  id: string;
  organizationId: string;
  businessId: string;
  accountName: string;
  locationName: string;
  title: string;
  address: string;
  mapsUrl: string | null;
  linkedByUserId: string | null;
  linkedAt: Date;
}

export type NewGoogleLocationLink = Omit<GoogleLocationLinkRecord, 'id'>;

export interface GoogleDailyMetricsRecord {
  organizationId: string;
  businessId: string;
  locationName: string;
  /** YYYY-MM-DD. */
  day: string;
  desktopMaps: number;
  desktopSearch: number;
  mobileMaps: number;
  mobileSearch: number;
  websiteClicks: number;
  callClicks: number;
  directionRequests: number;
  fetchedAt: Date;
}

export interface ReportScheduleRecord {
  organizationId: string;
  enabled: boolean;
  frequency: ReportFrequency;
  recipients: string[];
  /** When it is sent next (kept while switched off, so switching on again knows where it stood). */
  nextSendAt: Date;
  lastSentAt: Date | null;
}

/** An address outside the organization asked whether it wants the organization's reports, and its answer. */
export interface ReportRecipientRecord {
  id: string;
  organizationId: string;
  email: string;
  status: ReportRecipientStatus;
  /** SHA-256 of the latest link's single-use token; null once used. */
  token: string | null;
  tokenExpiresAt: Date | null;
  requestedAt: Date;
  answeredAt: Date | null;
}

export interface CitationScheduleRecord {
  organizationId: string;
  enabled: boolean;
  intervalDays: number;
  nextScanAt: Date;
  lastScanAt: Date | null;
}

export interface ActivityRecord {
  id: string;
  organizationId: string;
  businessId: string | null;
  /** Who did it; null for the system (a scheduled scan, say). */
  actorUserId: string | null;
  kind: ActivityKind;
  type: ActivityType;
  title: string;
  description: string;
  createdAt: Date;
}

export type NewActivity = Omit<ActivityRecord, 'id' | 'createdAt'> & { createdAt?: Date };

/** The dashboard's four figures as they stood at one moment. */
export interface DashboardFiguresRecord {
  totalBusinesses: number;
  activeListings: number;
  enrichedBusinesses: number;
  /** The first time after the moment a row as it stands would change a figure; null when none would. */
  nextChangeAt: Date | null;
}

export interface BatchRecord {
  id: string;
  organizationId: string;
  createdByUserId: string | null;
  kind: BatchKind;
  status: BatchStatus;
  /** Directories of a submit batch; empty for a match batch. */
  directories: string[];
  total: number;
  succeeded: number;
  failed: number;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export interface BatchItemRecord {
  id: string;
  batchId: string;
  businessId: string;
  status: BatchItemStatus;
  result: string | null;
  errorMessage: string | null;
  /** When a worker claimed it; a claim older than the lease is taken as abandoned by a crashed worker. */
  claimedAt: Date | null;
  updatedAt: Date;
}

export interface BatchItemWithBusiness extends BatchItemRecord {
  businessName: string;
}

/** A submission sent to the provider, kept so a retry with the same key never submits twice. */
export interface SubmissionRecord {
  id: string;
  organizationId: string;
  businessId: string;
  /** Ours: hash of business, profile version and directories. Unique. */
  idempotencyKey: string;
  /** The provider's id; null until the provider has answered. */
  providerSubmissionId: string | null;
  directories: string[];
  status: 'pending' | 'processing' | 'completed' | 'failed';
  errorMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}
