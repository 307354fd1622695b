import { Gauge } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function AdminDashboardPage() {
  return (
    <Page title="Admin Dashboard" description="An overview of users, organizations and the business-data integration.">
      <Card>
        <EmptyState
          icon={Gauge}
          title="Nothing to review yet"
          description="Platform-wide figures and the integration's health will be summarised here."
        />
      </Card>
    </Page>
  );
}
