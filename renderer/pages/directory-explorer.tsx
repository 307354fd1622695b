import { Compass } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function DirectoryExplorerPage() {
  return (
    <Page title="Directory Explorer" description="Browse the directories your listings can be published to.">
      <Card>
        <EmptyState
          icon={Compass}
          title="Directory catalogue coming soon"
          description="Here you will browse directories by category and tier and see where each of your businesses is listed."
        />
      </Card>
    </Page>
  );
}
