import type { Report } from '../../../shared/contract/reports';
import { ReportCard } from './report-card';
import { formatCount } from './report-format';

/** How many businesses carry the provider's data, of all of them. */
export function ReportEnrichmentCard({ enrichment }: { enrichment: Report['enrichment'] }) {
  const { enriched, total, rate } = enrichment;
  return (
    <ReportCard title="Enrichment rate" description="Businesses enhanced with the data provider’s details." testId="report-enrichment">
      <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="report-enrichment-rate">
        {rate}%
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, Math.max(0, rate))}%` }} />
      </div>
      <p className="text-sm text-slate-600" data-testid="report-enrichment-count">
        {formatCount(enriched)} of {formatCount(total)} {total === 1 ? 'business' : 'businesses'} enriched
      </p>
    </ReportCard>
  );
}
