import { Store } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function BusinessesPage() {
  return (
    <Page title="Business Profiles" description="Every location you manage, with its completeness, status and listings.">
      <Card>
        <EmptyState
          icon={Store}
          title="No businesses yet. Add your first business to get started."
          description="Each profile holds the name, address, phone and details that your directory listings are built from."
        />
      </Card>
    </Page>
  );
}
