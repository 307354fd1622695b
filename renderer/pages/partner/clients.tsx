import { Users } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function ClientManagementPage() {
  return (
    <Page title="Client Management" description="The businesses your agency manages for its clients.">
      <Card>
        <EmptyState
          icon={Users}
          title="No clients yet"
          description="Client accounts you manage, with their businesses and plans, will be listed here."
        />
      </Card>
    </Page>
  );
}
