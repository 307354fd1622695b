import { ScanSearch } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function ScannerPage() {
  return (
    <Page title="Citation Scanner" description="Scan the web for listings of your businesses with a wrong name, address or phone.">
      <Card>
        <EmptyState
          icon={ScanSearch}
          title="No scans yet"
          description="Add a business, then scan it to find inconsistent citations across directories."
        />
      </Card>
    </Page>
  );
}
