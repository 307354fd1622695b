import { CreditCard } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function BillingPage() {
  return (
    <Page title="Billing" description="Plans and subscriptions across organizations.">
      <Card>
        <EmptyState
          icon={CreditCard}
          title="Billing is not set up yet"
          description="Plans, invoices and subscription changes will be managed here."
        />
      </Card>
    </Page>
  );
}
