import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { refreshAfterChange } from '../businesses/queries';
import { syncedDescription } from './sync-result';

/**
 * Asks the provider how the listings stand, every business's or one's. Statuses change with it, so the
 * businesses, listings, dashboard and directories are fetched again. Kept out of ./queries so the
 * businesses' queries can use the listing keys without a cycle.
 */
export function useSyncListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId?: string) => callRoute(contract.listings.sync, { body: businessId ? { businessId } : {} }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** Asks the provider how every submitted and live listing stands, and says how it went in a toast. */
export function useSyncAllListings() {
  const sync = useSyncListings();
  // Awaited here rather than through mutate's callbacks, so the toast comes even if the screen has changed.
  const syncAll = async () => {
    try {
      const result = await sync.mutateAsync(undefined);
      toast({ title: 'Listings synced successfully', description: syncedDescription(result), variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error syncing listings',
        description: failureMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return { syncAll, pending: sync.isPending };
}
