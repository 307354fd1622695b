import { Network } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { useDirectories } from './queries';
import { useCanEditBusinesses } from '../businesses/use-business-permissions';
import { SyncListingsButton } from '../listings/sync-listings-button';
import { DirectoryCard } from './directory-card';
import { directoriesInPlanFirst } from './directory-display';

/** The directory network: when listings last synced, a sync, and every directory with its status. */
export function DirectoryIntegrationPanel() {
  const directories = useDirectories();
  const canEdit = useCanEditBusinesses();
  const data = directories.data;
  const inPlan = data?.directories.filter((directory) => directory.allowed).length ?? 0;

  return (
    <Card data-testid="directory-integration-panel">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle>Directory network</CardTitle>
          <CardDescription data-testid="directory-network-claim">
            Your listings reach 130+ directories in our network, and 120+ more through our data partners.
          </CardDescription>
          <p className="text-sm text-slate-600">
            Last sync:{' '}
            <span className="font-medium text-slate-900" data-testid="directory-last-sync">
              <RelativeTime at={data?.lastSyncAt ?? null} now={directories.dataUpdatedAt} fallback="Never" />
            </span>
          </p>
        </div>
        {canEdit && <SyncListingsButton label="Sync Now" testId="sync-now-button" />}
      </CardHeader>
      <CardContent>
        {data ? (
          data.directories.length > 0 ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-500" data-testid="directory-plan-count">
                {inPlan} of {data.directories.length} directories are in your plan.
              </p>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Directories" data-testid="directory-grid">
                {directoriesInPlanFirst(data.directories).map((directory) => (
                  <DirectoryCard key={directory.id} directory={directory} />
                ))}
              </ul>
            </div>
          ) : (
            <EmptyState
              icon={Network}
              title="No directories available"
              description="The directory network could not be listed. Ask an administrator to check the business-data integration."
              compact
            />
          )
        ) : (
          <QueryStatus query={directories} subject="the directories" />
        )}
      </CardContent>
    </Card>
  );
}
