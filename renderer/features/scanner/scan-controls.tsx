import type { FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { Batch } from '../../../shared/contract/provider';
import { SubmitButton } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useBusiness } from '../businesses/queries';
import { useDirectories } from '../directories/queries';
import { useBatchScan } from '../batches/queries';
import { useScanBusiness } from './queries';
import { ScanBusinessSelect } from './scan-business-select';
import { scanAllStartedDescription, scanDirectoryCount, scannedDescription, scanningLabel } from './scan-text';

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

interface ScanControlsProps {
  /** The chosen business; undefined for every business. */
  businessId: string | undefined;
  onBusinessChange(businessId: string | undefined): void;
  /** Members and up scan; viewers only read results. */
  canScan: boolean;
  /** Whether the role is known yet, so the viewers' note does not flash. */
  roleKnown: boolean;
  /** The integration does not offer scanning; the page says why. */
  scanningOff: boolean;
  onBatchStarted(batch: Batch): void;
}

/** Choose a business or all of them, and scan: one at once, all as a background batch. */
export function ScanControls({ businessId, onBusinessChange, canScan, roleKnown, scanningOff, onBatchStarted }: ScanControlsProps) {
  const scanOne = useScanBusiness();
  const scanAll = useBatchScan();
  const business = useBusiness(businessId);
  const directories = useDirectories();
  const pending = scanOne.isPending || scanAll.isPending;
  const directoryCount =
    business.data && directories.data ? scanDirectoryCount(directories.data.directories, business.data) : undefined;

  const scan = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (businessId) {
        const result = await scanOne.mutateAsync(businessId);
        toast({ title: 'Citation scan complete', description: scannedDescription(result), variant: 'success' });
      } else {
        const batch = await scanAll.mutateAsync();
        toast({ title: 'Citation scan started', description: scanAllStartedDescription(batch), variant: 'success' });
        onBatchStarted(batch);
      }
    } catch (error) {
      toast({ title: 'Error scanning citations', description: failureMessage(error, UNKNOWN_FAILURE), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardContent>
        <form className="space-y-5" onSubmit={(event) => void scan(event)} data-testid="scanner-form">
          <ScanBusinessSelect value={businessId} onChange={onBusinessChange} disabled={pending} />
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-slate-500" role="status" data-testid="scanner-status">
              {pending && <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />}
              {statusText({ pending, businessId, directoryCount, canScan, roleKnown })}
            </p>
            {canScan && (
              <SubmitButton
                pending={pending}
                pendingLabel="Scanning..."
                disabled={scanningOff}
                className="w-full sm:w-auto"
                data-testid="scan-button"
              >
                {businessId ? 'Scan citations' : 'Scan all businesses'}
              </SubmitButton>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function statusText(state: {
  pending: boolean;
  businessId: string | undefined;
  directoryCount: number | undefined;
  canScan: boolean;
  roleKnown: boolean;
}): string {
  if (state.pending) return state.businessId ? scanningLabel(state.directoryCount) : 'Starting the scan of every business...';
  if (!state.canScan) return state.roleKnown ? 'You can read scan results here. Members of the organization run scans.' : '';
  return state.businessId
    ? 'Checks how each directory of your plan lists the business.'
    : 'Every business is scanned in the background; follow the progress below.';
}
