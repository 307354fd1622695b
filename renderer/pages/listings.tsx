import { ListChecks } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function ListingsPage() {
  return (
    <Page title="Listings Management" description="See and sync every directory listing of your businesses.">
      <Card>
        <EmptyState
          icon={ListChecks}
          title="No listings yet"
          description="Publish a business to create its directory listings; their status and profile links appear here."
        />
      </Card>
    </Page>
  );
}
