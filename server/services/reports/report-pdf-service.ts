import type { Report } from '../../../shared/contract/reports';
import type { Repositories } from '../../db/repositories';
import type { OrganizationContext } from '../organizations/organization-context';
import { reportBrandOf } from '../../reports/report-brand';
import { renderReportPdf } from '../../reports/report-pdf';
import type { ReportQuery, ReportService } from './report-service';

export interface ReportPdf {
  report: Report;
  pdf: Uint8Array;
  /** The brand's name the PDF carries (see reportBrandOf). */
  brandName: string;
}

/** The report as a PDF under the brand its reader sees: the download and the scheduled email share it. */
export function createReportPdfService(deps: {
  repositories: Repositories;
  reports: Pick<ReportService, 'build'>;
  loadLogo: (url: string) => Promise<Uint8Array | null>;
}) {
  return {
    async render(context: OrganizationContext, query: ReportQuery): Promise<ReportPdf> {
      const { partnerOrganizationId } = context.organization;
      const [report, partner] = await Promise.all([
        deps.reports.build(context, query),
        partnerOrganizationId ? deps.repositories.organizations.findById(partnerOrganizationId) : undefined,
      ]);
      const brand = await reportBrandOf(context.organization, partner, deps.loadLogo);
      return { report, pdf: await renderReportPdf(report, brand), brandName: brand.name };
    },
  };
}

export type ReportPdfService = ReturnType<typeof createReportPdfService>;
