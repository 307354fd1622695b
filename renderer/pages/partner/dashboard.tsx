import { Briefcase } from 'lucide-react';
import { Link } from 'wouter';
import { Page } from '../../components/layout/page';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { ClientOverview } from '../../features/partner/client-overview';
import { PartnerAccessAlert } from '../../features/partner/partner-access-alert';
import { isPartnerAccessError, useClients } from '../../features/partner/queries';

export default function PartnerDashboardPage() {
  const clients = useClients();
  const manage = (
    <Link href="/partner/clients" className={buttonClasses('outline')}>
      Manage clients
    </Link>
  );

  return (
    <Page title="Partner Dashboard" description="Your agency's clients at a glance." actions={clients.data?.length ? manage : undefined}>
      {clients.data ? (
        clients.data.length > 0 ? (
          <ClientOverview clients={clients.data} />
        ) : (
          <Card>
            <EmptyState
              icon={Briefcase}
              title="No clients yet"
              description="Add a client organization for each business you manage; its businesses and usage are summarised here."
              action={
                <Link href="/partner/clients" className={buttonClasses('primary')}>
                  Add your first client
                </Link>
              }
            />
          </Card>
        )
      ) : isPartnerAccessError(clients.error) ? (
        <PartnerAccessAlert error={clients.error} />
      ) : (
        <QueryStatus query={clients} subject="your clients" />
      )}
    </Page>
  );
}
