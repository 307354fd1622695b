import type { citationsContract } from '../../shared/contract/citations';
import { answersFromOrganizationData, type Handlers } from '../http/routing/handlers';
import { writtenPageJson } from './written-pages';
import type { BatchService } from '../services/businesses/batch-service';
import type { CitationIssueService } from '../services/citations/citation-issue-service';
import type { CitationMarkService } from '../services/citations/citation-mark-service';
import type { CitationScanService } from '../services/citations/citation-scan-service';
import type { CitationScheduleService } from '../services/citations/citation-schedule-service';
import type { CitationSourceValueService } from '../services/citations/citation-source-value-service';
import { toCitationIssue, toCitationListingMark, toCitationScan, toCitationSchedule, toCitationSummary } from '../presenters/citations';
import { toBatch } from '../presenters/provider';

export function citationHandlers(
  issues: CitationIssueService,
  scans: CitationScanService,
  schedules: Pick<CitationScheduleService, 'get' | 'update'>,
  batches: Pick<BatchService, 'create' | 'scanAll'>,
  marks: CitationMarkService,
  sourceValues: CitationSourceValueService,
): Handlers<typeof citationsContract> {
  return {
    // Looked up anew on every call and never kept, so never answered from the response cache either.
    sourceValue: async ({ params }, { org }) => sourceValues.lookUp(org, params.id),
    listingMarks: async ({ params }, { org }) => ({ marks: (await marks.list(org, params.id)).map(toCitationListingMark) }),
    addListingMark: async ({ params, body }, { auth, org }) => ({
      mark: toCitationListingMark(await marks.add(org, auth.user.id, params.id, body)),
    }),
    removeListingMark: async ({ params }, { org }) => {
      await marks.remove(org, params.id, params.markId);
      return { success: true as const };
    },
    // Written by the database: the list is read often and rendered afresh after every write.
    list: answersFromOrganizationData(
      async ({ query }, { org }, catalogue) => writtenPageJson('issues', await issues.listWritten(org, query, catalogue)),
      issues.directoryCatalogue,
    ),
    resolveMany: async ({ body }, { auth, org }) => ({ resolved: await issues.resolveMany(org, auth.user.id, body.ids) }),
    resolve: async ({ params }, { auth, org }) => ({ issue: toCitationIssue(await issues.resolve(org, auth.user.id, params.id)) }),
    scanBusiness: async ({ params }, { auth, org }) => ({
      scan: toCitationScan(await scans.scan(org, auth.user.id, params.id, { trigger: 'manual' })),
    }),
    providerScan: async ({ params, body }, { auth, org }) => ({
      scan: toCitationScan(await scans.scan(org, auth.user.id, params.id, { trigger: 'manual', directories: body.directories })),
    }),
    latestScan: async ({ params }, { org }) => {
      const scan = await issues.latestScan(org, params.id);
      return { scan: scan ? toCitationScan(scan) : null };
    },
    scanMany: async ({ body }, { auth, org }) => ({
      batch: toBatch(
        body.businessIds
          ? await batches.create(org, auth.user.id, 'scan', body.businessIds, [])
          : await batches.scanAll(org, auth.user.id),
      ),
    }),
    summary: async ({ query }, { org }) => ({ summary: toCitationSummary(await issues.summary(org, query)) }),
    schedule: async (_request, { org }) => ({ schedule: toCitationSchedule(await schedules.get(org.organization.id)) }),
    updateSchedule: async ({ body }, { org }) => ({ schedule: toCitationSchedule(await schedules.update(org.organization.id, body)) }),
  };
}
