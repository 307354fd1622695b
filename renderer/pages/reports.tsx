import { ChartColumn } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function ReportsPage() {
  return (
    <Page title="Reports" description="Listing coverage, citation health and profile analytics over time.">
      <Card>
        <EmptyState
          icon={ChartColumn}
          title="No reports yet"
          description="Reports appear once your businesses have listings and citation scans."
        />
      </Card>
    </Page>
  );
}
