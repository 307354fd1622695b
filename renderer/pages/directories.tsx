import { Network } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function DirectoriesPage() {
  return (
    <Page title="Directory Integration" description="The directories connected to your account and when they last synced.">
      <Card>
        <EmptyState
          icon={Network}
          title="No directories connected yet"
          description="Last sync: Never. Connected directories and their statuses appear here once your listings are published."
        />
      </Card>
    </Page>
  );
}
