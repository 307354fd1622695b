import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSyncListings } from '../businesses/business-queries';
import { syncedDescription } from './sync-result';

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
