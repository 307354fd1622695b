import { useSearchParams } from 'wouter';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { useRoleAtLeast } from '../features/organization/use-role-at-least';
import { reportViewFromAddress, reportViewToAddress } from '../features/reports/report-address';
import { ReportControls } from '../features/reports/report-controls';
import { ReportExports } from '../features/reports/report-exports';
import { useReport } from '../features/reports/queries';
import { ReportScheduleCard } from '../features/reports/report-schedule-card';
import { ReportSections } from '../features/reports/report-sections';

export default function ReportsPage() {
  // The scope and period live in the address, so a report survives a reload and can be shared.
  const [params, setParams] = useSearchParams();
  const view = reportViewFromAddress(params);
  const report = useReport(view);
  // The same owners and admins who schedule rescans schedule the report.
  // Owners and admins choose when the report is emailed, and to whom.
  const canSchedule = useRoleAtLeast('admin');

  return (
    <Page title="Reports" description="Listing coverage, citation health and profile analytics over time.">
      <Card className="space-y-5 p-5 sm:p-6">
        <ReportControls view={view} onViewChange={(next) => setParams(reportViewToAddress(next), { replace: true })} />
        <ReportExports view={view} />
      </Card>
      <ReportSections report={report} />
      <ReportScheduleCard canChange={canSchedule} period={view.period} />
    </Page>
  );
}
