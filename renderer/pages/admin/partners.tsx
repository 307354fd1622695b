import { Handshake } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function PartnerManagementPage() {
  return (
    <Page title="Partner Management" description="Agencies on the partner plan and their white-label settings.">
      <Card>
        <EmptyState
          icon={Handshake}
          title="No partners to manage yet"
          description="Partner accounts, their clients and their branding will be managed here."
        />
      </Card>
    </Page>
  );
}
