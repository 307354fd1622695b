import { Users } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { ClientCreateForm } from '../../features/partner/client-create-form';
import { ClientList } from '../../features/partner/client-list';
import { PartnerAccessAlert } from '../../features/partner/partner-access-alert';
import { isPartnerAccessError, useClients } from '../../features/partner/queries';

export default function ClientManagementPage() {
  const clients = useClients();

  return (
    <Page title="Client Management" description="Client organizations your agency manages: add, rename, re-plan, pause and work in them.">
      {isPartnerAccessError(clients.error) ? (
        <PartnerAccessAlert error={clients.error} />
      ) : (
        <>
          <Card aria-labelledby="add-client-title">
            <CardHeader>
              <CardTitle id="add-client-title">Add a client</CardTitle>
              <CardDescription>A separate organization with its own businesses, users and limits. You manage it from here.</CardDescription>
            </CardHeader>
            <CardContent>
              <ClientCreateForm />
            </CardContent>
          </Card>

          <Card aria-labelledby="clients-title">
            <CardHeader className="pb-4 sm:pb-5">
              <CardTitle id="clients-title">Clients</CardTitle>
            </CardHeader>
            {clients.data ? (
              clients.data.length > 0 ? (
                <div className="border-t border-slate-100">
                  <ClientList clients={clients.data} />
                </div>
              ) : (
                <EmptyState icon={Users} title="No clients yet" description="Clients you add above are listed here." compact />
              )
            ) : (
              <div className="px-4 pb-4 sm:px-6 sm:pb-6">
                <QueryStatus query={clients} subject="your clients" />
              </div>
            )}
          </Card>
        </>
      )}
    </Page>
  );
}
