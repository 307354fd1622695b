import { ScanSearch } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { Page } from '../components/layout/page';
import { buttonClasses } from '../components/ui/button';
import { citationFiltersFromAddress, citationFiltersToAddress } from '../features/citations/citation-filters';
import { CitationIssueList } from '../features/citations/citation-issue-list';
import { useCitationSummary } from '../features/citations/queries';
import { CitationScheduleCard } from '../features/citations/citation-schedule-card';
import { CitationSummaryCards, NapTrendCard } from '../features/citations/citation-summary-cards';
import { useCitationPermissions } from '../features/citations/use-citation-permissions';

export default function CitationsPage() {
  const [params, setParams] = useSearchParams();
  const filters = citationFiltersFromAddress(params);
  const businessId = filters.businessId || undefined;
  const summary = useCitationSummary(businessId);
  const { canResolve, canSchedule } = useCitationPermissions();

  return (
    <Page
      title="Citation Monitoring"
      description="How consistently directories show your businesses, the issues they have, and how often they are rescanned."
      actions={
        <Link href="/scanner" className={buttonClasses('outline')} data-testid="citations-scan-link">
          <ScanSearch aria-hidden="true" />
          Scan businesses
        </Link>
      }
    >
      <CitationSummaryCards summary={summary} forOneBusiness={businessId !== undefined} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NapTrendCard summary={summary} />
        <CitationScheduleCard canChange={canSchedule} />
      </div>
      <CitationIssueList
        filters={filters}
        onFiltersChange={(next) => setParams(citationFiltersToAddress(next), { replace: true })}
        canResolve={canResolve}
        scanned={Boolean(summary.data?.lastScanAt)}
      />
    </Page>
  );
}
