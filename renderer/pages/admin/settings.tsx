import { SlidersHorizontal } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function AdminSettingsPage() {
  return (
    <Page title="Admin Settings" description="Integration, email, general and security settings for the whole platform.">
      <Card>
        <EmptyState
          icon={SlidersHorizontal}
          title="Settings editor coming soon"
          description="The business-data provider's configuration and other platform settings will be edited here."
        />
      </Card>
    </Page>
  );
}
