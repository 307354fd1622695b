import type { DirectoryScanResult, ScanFinding } from '../../shared/contract/citations';
import type { IntegrationStatus } from '../../shared/contract/provider';
import type { CitationScanTrigger } from '../../shared/domain/citation-scans';
import { businessNapScore } from '../../shared/domain/nap-score';
import { compareCitation, duplicateListings, missingListings, type CitationFinding, type CitedBusiness } from '../citations/citation-comparison';
import { reconcileIssues } from '../citations/reconcile';
import type { BusinessRecord, CitationIssueRecord, CitationReconciliation, CitationScanRecord, ListingRecord } from '../db/records';
import type { Repositories } from '../db/repositories';
import { notFound } from '../http/api-error';
import type { OrganizationContext } from '../http/contract-router';
import type { Logger } from '../logger';
import type { MailService } from '../mail/mail-service';
import { citationRegressionEmail } from '../mail/templates';
import type { BusinessDataProvider, DirectoryCitation, DirectoryInfo } from '../providers/provider';
import type { ActivityService } from './activity-service';
import { assertOrganizationActive, providerBusinessOf, publishTargets } from './business-service';
import { briefIssueList, citationIssuesCount, issueOnDirectory } from './citation-notices';
import { assertFeatureOn } from './integration-status';
import { providerCall } from './provider-call';
import type { ProviderQuota } from './provider-quota';

export type CitationScanView = CitationScanRecord & { businessName: string };

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
  checked: readonly DirectoryInfo[],
  published: readonly ListingRecord[],
  citations: readonly DirectoryCitation[],
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
      const { name, address, city, state, zipCode, phone, website } = first;
      result = {
        platform: directory.id,
        platformName: directory.name,
        status: findings.length > 0 ? 'inconsistent' : 'consistent',
        profileUrl: first.url,
        found: { name, address, city, state, zipCode, phone, website },
      };
    } else if (listing) {
      findings = missingListings(business, [directory.id], []);
      result = { platform: directory.id, platformName: directory.name, status: 'missing', profileUrl: listing.profileUrl, found: null };
    } else {
      result = { platform: directory.id, platformName: directory.name, status: 'not_listed', profileUrl: null, found: null };
    }
    scan.results.push({ ...result, findings: findings.map(withoutPlatform) });
    scan.findings.push(...findings);
    if (first || listing) scan.scored.push(directory.id);
  }
  return scan;
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
      const checked = directoriesToCheck(catalogue, context, business, published, options.directories);
      const checkedIds = checked.map((directory) => directory.id);
      const isChecked = new Set(checkedIds);
      const cited = providerBusinessOf(business);
      await deps.quota(organization.id);
      const citations = (await providerCall(() => provider.citations(cited, checkedIds))).filter((citation) =>
        isChecked.has(citation.directory),
      );
      const { results, findings, scored } = scanDirectories(cited, checked, published, citations);

      const existing = await repositories.citationIssues.listByBusiness(organization.id, business.id);
      const changes = reconcileIssues(existing, findings, checkedIds, organization.id, business.id);
      const scan = await repositories.citationIssues.applyScan(changes, {
        organizationId: organization.id,
        businessId: business.id,
        trigger: options.trigger,
        scannedAt: clock(),
        directoriesChecked: checked.length,
        directoriesScored: scored.length,
        citationsFound: citations.length,
        napScore: businessNapScore(scored, findings.map((finding) => ({ ...finding, resolved: false }))),
        newIssues: changes.insert.length,
        resolvedIssues: changes.resolve.length,
        reopenedIssues: changes.reopen.length,
        regressions: changes.reopen.filter((reopen) => reopen.regression).length,
        openIssues: openAfter(existing, changes),
        results,
      });
      await notify(organization.id, actorUserId, business, existing, changes, new Map(catalogue.map((directory) => [directory.id, directory.name])));
      return { ...scan, businessName: business.name };
    },
  };
}

export type CitationScanService = ReturnType<typeof createCitationScanService>;
