import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { QueryStatus } from '../components/ui/query-status';
import { useCanEditBusinesses } from '../features/businesses/use-business-permissions';
import { useGoogleBusinessStatus, useGoogleLocations } from '../features/google-business/queries';
import { GoogleConnectionCard } from '../features/google-business/google-connection-card';
import { GoogleLinksCard } from '../features/google-business/google-links-card';
import { GoogleUpdateAllCard } from '../features/google-business/google-update-all-card';
import { useRoleAtLeast } from '../features/organization/use-role-at-least';

export default function GoogleBusinessPage() {
  const status = useGoogleBusinessStatus();
  const isAdmin = useRoleAtLeast('admin');
  const canUpdate = useCanEditBusinesses();
  const connection = status.data?.connection;
  // Only a connection Google still accepts can list locations or take updates.
  const working = Boolean(status.data?.available && connection && !connection.needsReconnect);
  const locations = useGoogleLocations(isAdmin && working);

  return (
    <Page
      title="Google Business Profile"
      description="Connect your Google account, link each business to its Google location and keep Google in step with your profiles."
    >
      <div className="space-y-6">
        {status.data ? (
          <GoogleConnectionCard status={status.data} loadedAt={status.dataUpdatedAt} />
        ) : (
          <Card className="p-4 sm:p-6">
            <QueryStatus query={status} subject="the Google connection" />
          </Card>
        )}
        {working && isAdmin && <GoogleLinksCard query={locations} />}
        {working && canUpdate && status.data && <GoogleUpdateAllCard linkedCount={status.data.linkedBusinesses} />}
      </div>
    </Page>
  );
}
