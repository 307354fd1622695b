import type { CitationSourceFailure, DirectoryScanResult, ScanFinding } from '../../../shared/contract/citations';
import { SCAN_ONLY_DIRECTORIES } from '../../../shared/domain/citation-sources';
import type { CitationSource } from '../../citations/sources/citation-source';
import { gatherCitations, knownListingUrls, type SourcedCitation } from '../../citations/sources/gather-citations';
import type { CitationSourceRegistry } from '../../citations/sources/source-registry';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import type { CitationScanTrigger } from '../../../shared/domain/citation-scans';
import { businessNapScore } from '../../../shared/domain/nap-score';
import { compareCitation, duplicateListings, missingListings, type CitationFinding, type CitedBusiness } from '../../citations/citation-comparison';
import { reconcileIssues } from '../../citations/reconcile';
import type { BusinessRecord, CitationIssueRecord, CitationReconciliation, CitationScanRecord, ListingRecord } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import { notFound } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import type { Logger } from '../../logger';
import type { MailService } from '../../mail/mail-service';
import { citationRegressionEmail } from '../../mail/templates';
import type { BusinessDataProvider, DirectoryInfo, ProviderBusiness } from '../../providers/provider';
import type { ActivityService } from '../businesses/activity-service';
import { providerBusinessOf } from '../businesses/provider-business';
import { publishTargets } from '../listings/publish-targets';
import { assertOrganizationActive } from '../organizations/organization-context';
import { briefIssueList, citationIssuesCount, issueOnDirectory } from './citation-notices';
import { assertFeatureOn } from '../integrations/integration-status';
import { providerCall } from '../integrations/provider-call';
import type { ProviderQuota } from '../integrations/provider-quota';

export type CitationScanView = CitationScanRecord & { businessName: string };

/** What a scan saw, on which directories, and which sources failed. */
interface Gathered {
  checked: Pick<DirectoryInfo, 'id' | 'name'>[];
  citations: SourcedCitation[];
  failures: CitationSourceFailure[];
}

/** A directory's name when only a source reads it: the open map's, or the site's host. */
const scanOnlyDirectoryName = (id: string): string =>
  Object.hasOwn(SCAN_ONLY_DIRECTORIES, id) ? SCAN_ONLY_DIRECTORIES[id as keyof typeof SCAN_ONLY_DIRECTORIES] : id;

/** The directory a source reads: its own, named alike, but for a linked Google location, which is Google's. */
const directoryOfSource = (id: CitationSource['id']): string => (id === 'google_business_profile' ? 'google' : id);

export interface ScanOptions {
  trigger: CitationScanTrigger;
  /** Exactly these directories; absent: every one the plan allows for the business, and those it is published on. */
  directories?: readonly string[];
}

/** How each checked directory came out, everything found wrong, and the directories that count towards the score. */
export interface DirectoryScan {
  results: DirectoryScanResult[];
  findings: CitationFinding[];
  scored: string[];
}

const withoutPlatform = ({ issueType, expectedValue, actualValue }: CitationFinding): ScanFinding => ({ issueType, expectedValue, actualValue });

/**
 * Directory by directory: a citation is compared with the profile (later copies are duplicates); a
 * published listing the directory does not show is missing; neither found nor published is not listed.
 */
export function scanDirectories(
  business: CitedBusiness,
  checked: readonly Pick<DirectoryInfo, 'id' | 'name'>[],
  published: readonly ListingRecord[],
  citations: readonly SourcedCitation[],
): DirectoryScan {
  const scan: DirectoryScan = { results: [], findings: [], scored: [] };
  for (const directory of checked) {
    const cited = citations.filter((citation) => citation.directory === directory.id);
    const listing = published.find((candidate) => candidate.platform === directory.id);
    const [first] = cited;
    let findings: CitationFinding[] = [];
    let result: Omit<DirectoryScanResult, 'findings'>;
    if (first) {
      findings = [...compareCitation(business, first), ...duplicateListings(cited)];
      const { name, address, city, state, zipCode, phone, website, source, listingId, valuesKept } = first;
      result = {
        platform: directory.id,
        platformName: directory.name,
        status: findings.length > 0 ? 'inconsistent' : 'consistent',
        profileUrl: first.url || null,
        found: { name, address, city, state, zipCode, phone, website },
        source,
        listingId,
        duplicates: cited
          .slice(1)
          .filter((other) => other.source === source)
          .map((other) => ({ listingId: other.listingId, url: other.url || null })),
        valuesKept,
      };
    } else if (listing) {
      findings = missingListings(business, [directory.id], []);
      result = { ...unseen(directory), status: 'missing', profileUrl: listing.profileUrl };
    } else {
      result = { ...unseen(directory), status: 'not_listed', profileUrl: null };
    }
    scan.results.push({ ...result, findings: findings.map(withoutPlatform) });
    scan.findings.push(...findings);
    if (first || listing) scan.scored.push(directory.id);
  }
  return scan;
}

function unseen(directory: Pick<DirectoryInfo, 'id' | 'name'>) {
  return { platform: directory.id, platformName: directory.name, found: null, source: null, listingId: null, duplicates: [], valuesKept: true };
}

/**
 * What is kept of a scan: a source whose terms allow keeping only its ids leaves no values behind, in the
 * directory results or in the issues (the values were compared during the scan, and the answer to it shows them).
 */
function keptOf(scan: DirectoryScan, citations: readonly SourcedCitation[]): DirectoryScan {
  const withheld = new Set(citations.filter((citation) => !citation.valuesKept).map((citation) => citation.directory));
  if (withheld.size === 0) return scan;
  const withoutActual = <F extends { actualValue: string | null }>(finding: F): F => ({ ...finding, actualValue: null });
  return {
    ...scan,
    results: scan.results.map((result) =>
      result.valuesKept ? result : { ...result, found: null, findings: result.findings.map(withoutActual) },
    ),
    findings: scan.findings.map((finding) => (withheld.has(finding.platform) ? withoutActual(finding) : finding)),
  };
}

/** Open issues of the business once the changes are applied. */
function openAfter(existing: readonly CitationIssueRecord[], changes: CitationReconciliation): number {
  const openBefore = existing.filter((issue) => !issue.resolved).length;
  return openBefore - changes.resolve.length + changes.insert.length + changes.reopen.length;
}

export function createCitationScanService(deps: {
  repositories: Repositories;
  provider: BusinessDataProvider;
  /** Spends one of the organization's paid provider calls. */
  quota: ProviderQuota;
  activity: Pick<ActivityService, 'record'>;
  mail: Pick<MailService, 'send'>;
  integrationStatus: () => Promise<IntegrationStatus>;
  clock: () => Date;
  logger: Logger;
  /** Where links in emails point. */
  publicUrl: string;
  /** The real citation sources; when none is enabled the sandbox's simulator answers. */
  sources: Pick<CitationSourceRegistry, 'enabled'>;
  /** The business's linked Google location as a source, when the organization has one for it. */
  linkedSource?: (organizationId: string, businessId: string) => Promise<CitationSource | null>;
}) {
  const { repositories, provider, activity, clock } = deps;

  /** The requested directories, or those the plan allows plus those the business is published on, in catalogue order. */
  function directoriesToCheck(
    catalogue: readonly DirectoryInfo[],
    context: OrganizationContext,
    business: BusinessRecord,
    published: readonly ListingRecord[],
    requested: readonly string[] | undefined,
  ): DirectoryInfo[] {
    const targets = publishTargets(catalogue, business, context.organization, requested);
    if (requested) return targets;
    const chosen = new Set([...targets.map((directory) => directory.id), ...published.map((listing) => listing.platform)]);
    return catalogue.filter((directory) => chosen.has(directory.id));
  }

  /** Regressions go to the organization's owners and admins; a mail that fails is logged, the scan stands. */
  async function mailRegressions(organizationId: string, business: BusinessRecord, regressions: readonly string[]): Promise<void> {
    const members = await repositories.organizations.members(organizationId);
    const url = `${deps.publicUrl.replace(/\/+$/, '')}/citations?${new URLSearchParams({ businessId: business.id })}`;
    for (const { role, user } of members) {
      if ((role !== 'owner' && role !== 'admin') || user.disabledAt) continue;
      try {
        await deps.mail.send(citationRegressionEmail(user.email, user.name, business.name, regressions, url));
      } catch (error) {
        deps.logger.error(`Could not email ${user.email} about citation regressions of business ${business.id}`, error);
      }
    }
  }

  async function notify(
    organizationId: string,
    actorUserId: string | null,
    business: BusinessRecord,
    existing: readonly CitationIssueRecord[],
    changes: CitationReconciliation,
    names: ReadonlyMap<string, string>,
  ): Promise<void> {
    const named = (issue: { platform: string; issueType: string }) => ({ ...issue, platformName: names.get(issue.platform) ?? issue.platform });
    const byId = new Map(existing.map((issue) => [issue.id, named(issue)]));
    const entry = (kind: 'citation_issue' | 'citation_resolved', title: string, description: string) =>
      activity.record({ organizationId, businessId: business.id, actorUserId, kind, title, description });

    const reopened = changes.reopen.map((reopen) => ({ ...reopen, issue: byId.get(reopen.id)! }));
    // Resolved by hand but still there: found again, as a new one is.
    const found = [...changes.insert.map(named), ...reopened.filter((reopen) => !reopen.regression).map((reopen) => reopen.issue)];
    if (found.length > 0) {
      await entry('citation_issue', `${citationIssuesCount(found.length)} found for ${business.name}`, briefIssueList(found));
    }
    const regressions = reopened.filter((reopen) => reopen.regression).map((reopen) => reopen.issue);
    if (regressions.length > 0) {
      await entry(
        'citation_issue',
        `Regression: ${citationIssuesCount(regressions.length)} came back for ${business.name}`,
        briefIssueList(regressions),
      );
      await mailRegressions(organizationId, business, regressions.map(issueOnDirectory));
    }
    const fixed = changes.resolve.map((id) => byId.get(id)!);
    if (fixed.length > 0) {
      await entry('citation_resolved', `${citationIssuesCount(fixed.length)} fixed for ${business.name}`, briefIssueList(fixed));
    }
  }

  /** The sandbox's made-up citations of the directories the plan allows; free, so no outside call is spent. */
  async function simulatedCitations(cited: ProviderBusiness, allowed: DirectoryInfo[]): Promise<Gathered> {
    const made = await providerCall(() => provider.citations(cited, allowed.map((directory) => directory.id)));
    const citations = made.map((citation) => ({ ...citation, source: 'simulated' as const, listingId: citation.url, valuesKept: true }));
    return { checked: allowed, citations, failures: [] };
  }

  /**
   * What the real sources see. A directory is checked when a source that answered reads it: Yelp, Foursquare
   * and Google their own by their APIs, OpenStreetMap the open map, and listing pages only the sites where a
   * page gave a listing (a page unread, or without business data, checks nothing, so its issues stay).
   */
  async function sourcedCitations(
    organizationId: string,
    business: BusinessRecord,
    cited: ProviderBusiness,
    catalogue: readonly DirectoryInfo[],
    allowed: DirectoryInfo[],
    published: readonly ListingRecord[],
    sources: readonly CitationSource[],
  ): Promise<Gathered> {
    const marks = await repositories.citationListingMarks.list(organizationId, business.id);
    // The keyed services cost the operator per call: each asked spends one of the organization's outside calls.
    for (const source of sources) if (source.retention === 'ids_only') await deps.quota(organizationId);
    const gathered = await gatherCitations(sources, cited, marks, knownListingUrls(published, marks));
    // A page counts for the directory of the address that led to it: the one a person chose, or the published listing's.
    const directoryOfUrl = new Map<string, string>([
      ...published.flatMap((listing) => (listing.profileUrl ? [[listing.profileUrl, listing.platform] as const] : [])),
      ...marks.flatMap((mark) => (mark.kind === 'added' && mark.url ? [[mark.url, mark.directory] as const] : [])),
    ]);
    const citations = gathered.citations.map((citation) => {
      const directory = citation.source === 'listing_pages' && citation.requestedUrl ? directoryOfUrl.get(citation.requestedUrl) : undefined;
      return directory ? { ...citation, directory } : citation;
    });
    const { failures } = gathered;
    const failed = new Set(failures.map((failure) => failure.source));
    const read = new Set<string>();
    for (const source of sources) if (source.id !== 'listing_pages' && !failed.has(source.id)) read.add(directoryOfSource(source.id));
    for (const citation of citations) if (citation.source === 'listing_pages') read.add(citation.directory);
    const catalogued = new Set(catalogue.map((directory) => directory.id));
    // Directories no catalogue lists for publishing (the open map, a site a person added) are checked when read.
    const extra = [...read].filter((id) => !catalogued.has(id)).map((id) => ({ id, name: scanOnlyDirectoryName(id) }));
    const checked = [...allowed, ...extra].filter((directory) => read.has(directory.id));
    return { checked, citations, failures };
  }

  return {
    /**
     * Asks the provider how the business is cited on the directories, reconciles its issues with what
     * was found, records the scan and tells the organization what changed.
     */
    async scan(context: OrganizationContext, actorUserId: string | null, businessId: string, options: ScanOptions): Promise<CitationScanView> {
      const { organization } = context;
      assertFeatureOn(await deps.integrationStatus(), 'citationScanning');
      assertOrganizationActive(organization);
      const business = await repositories.businesses.findInOrganization(organization.id, businessId);
      if (!business) throw notFound('Business');
      const [catalogue, listings] = await Promise.all([
        providerCall(() => provider.directories()),
        repositories.listings.listByBusiness(organization.id, business.id),
      ]);
      const published = listings.filter((listing) => listing.status === 'published');
      const allowed = directoriesToCheck(catalogue, context, business, published, options.directories);
      const cited = providerBusinessOf(business);
      // The business's linked Google location first: where it and a search of Google disagree, the location is Google's truth.
      const linked = await deps.linkedSource?.(organization.id, business.id);
      const sources = [...(linked ? [linked] : []), ...(await deps.sources.enabled())];
      // The simulator answers only when no real source is enabled (scanning is then offered in the sandbox only).
      const simulated = sources.length === 0;
      const { checked, citations, failures } = simulated
        ? await simulatedCitations(cited, allowed)
        : await sourcedCitations(organization.id, business, cited, catalogue, allowed, published, sources);
      const checkedIds = checked.map((directory) => directory.id);
      const isChecked = new Set(checkedIds);
      const seen = citations.filter((citation) => isChecked.has(citation.directory));
      const answered = scanDirectories(cited, checked, published, seen);
      const { results, findings, scored } = keptOf(answered, seen);

      const existing = await repositories.citationIssues.listByBusiness(organization.id, business.id);
      const changes = reconcileIssues(existing, findings, checkedIds, organization.id, business.id);
      const scan = await repositories.citationIssues.applyScan(changes, {
        organizationId: organization.id,
        businessId: business.id,
        trigger: options.trigger,
        scannedAt: clock(),
        directoriesChecked: checked.length,
        directoriesScored: scored.length,
        citationsFound: seen.length,
        napScore: businessNapScore(scored, findings.map((finding) => ({ ...finding, resolved: false }))),
        newIssues: changes.insert.length,
        resolvedIssues: changes.resolve.length,
        reopenedIssues: changes.reopen.length,
        regressions: changes.reopen.filter((reopen) => reopen.regression).length,
        openIssues: openAfter(existing, changes),
        simulated,
        sourceFailures: failures,
        results,
      });
      await notify(organization.id, actorUserId, business, existing, changes, new Map(checked.map((directory) => [directory.id, directory.name])));
      // The answer shows every value compared, those not kept included.
      return { ...scan, results: answered.results, businessName: business.name };
    },
  };
}

export type CitationScanService = ReturnType<typeof createCitationScanService>;
