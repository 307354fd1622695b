import { ShieldCheck } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function CitationsPage() {
  return (
    <Page title="Citation Monitoring" description="Follow citation issues across directories and mark them resolved.">
      <Card>
        <EmptyState
          icon={ShieldCheck}
          title="No citation issues"
          description="Issues found by citation scans are listed here with the expected and the actual value."
        />
      </Card>
    </Page>
  );
}
