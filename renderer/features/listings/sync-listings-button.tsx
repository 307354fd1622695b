import { RefreshCw } from 'lucide-react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { useSyncAllListings } from './use-sync-all-listings';

interface SyncListingsButtonProps {
  /** 'Sync All' on the listings screen, 'Sync Now' on the directory panel. */
  label: string;
  testId: string;
  variant?: ButtonVariant;
}

/** Asks the provider how every submitted and live listing stands; says how it went in a toast. */
export function SyncListingsButton({ label, testId, variant = 'outline' }: SyncListingsButtonProps) {
  const { syncAll, pending } = useSyncAllListings();
  return (
    <Button variant={variant} disabled={pending} onClick={() => void syncAll()} data-testid={testId}>
      <RefreshCw aria-hidden="true" className={pending ? 'animate-spin' : undefined} />
      {pending ? 'Syncing...' : label}
    </Button>
  );
}
