import { Building } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function OrganizationsPage() {
  return (
    <Page title="Organizations" description="Every organization, its plan and its limits.">
      <Card>
        <EmptyState
          icon={Building}
          title="Organization list coming soon"
          description="Here you will review organizations, their plans, business and user limits."
        />
      </Card>
    </Page>
  );
}
