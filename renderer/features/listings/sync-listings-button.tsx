import { RefreshCw } from 'lucide-react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSyncListings } from '../businesses/business-queries';
import { syncedDescription } from './sync-result';

interface SyncListingsButtonProps {
  /** 'Sync All' on the listings screen, 'Sync Now' on the directory panel. */
  label: string;
  testId: string;
  variant?: ButtonVariant;
}

/** Asks the provider how every submitted and live listing stands; says how it went in a toast. */
export function SyncListingsButton({ label, testId, variant = 'outline' }: SyncListingsButtonProps) {
  const sync = useSyncListings();
  // Awaited here rather than through mutate's callbacks, so the toast comes even if the screen has changed.
  const onSync = async () => {
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
  return (
    <Button variant={variant} disabled={sync.isPending} onClick={() => void onSync()} data-testid={testId}>
      <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
      {sync.isPending ? 'Syncing...' : label}
    </Button>
  );
}
