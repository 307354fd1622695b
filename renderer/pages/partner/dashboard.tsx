import { Briefcase } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function PartnerDashboardPage() {
  return (
    <Page title="Partner Dashboard" description="Your agency's clients and their listings at a glance.">
      <Card>
        <EmptyState
          icon={Briefcase}
          title="No clients yet"
          description="Once you add clients, their businesses, listings and citation health are summarised here."
        />
      </Card>
    </Page>
  );
}
