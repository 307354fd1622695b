import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { ScanSearch } from 'lucide-react';
import type { Batch } from '../../shared/contract/provider';
import { Page } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';
import { batchFinished } from '../features/batches/batch-display';
import { useRecentBatches } from '../features/batches/queries';
import { useIntegrationStatus } from '../features/directories/queries';
import { useMemberships } from '../features/organization/queries';
import { useCanEditBusinesses } from '../features/businesses/use-business-permissions';
import { ListingMarksCard } from '../features/scanner/listing-marks-card';
import { ScanBatch } from '../features/scanner/scan-batch';
import { ScanControls } from '../features/scanner/scan-controls';
import { ScanResults } from '../features/scanner/scan-results';
import { scanDisabledMessage } from '../features/scanner/scan-text';
import { scannerAddress, scannerBusinessFromAddress } from '../features/scanner/scanner-address';

/** The batch shown: one this screen started (with its first answer), or one found running. */
interface FollowedBatch {
  id: string;
  initial?: Batch;
}

export default function ScannerPage() {
  // The chosen business lives in the address, so other screens link to its results.
  const [params, setParams] = useSearchParams();
  const businessId = scannerBusinessFromAddress(params);
  const canScan = useCanEditBusinesses();
  const roleKnown = useMemberships().data !== undefined;
  const integration = useIntegrationStatus();
  // Until the status is known scanning is offered; the server refuses a scan it cannot make.
  const disabledMessage = integration.data && scanDisabledMessage(integration.data);

  // Until someone starts or closes one, a scan batch still running (say, from before a reload) is followed.
  const recent = useRecentBatches();
  const [picked, setPicked] = useState<FollowedBatch | null | undefined>(undefined);
  const runningId = recent.data?.find((batch) => batch.kind === 'scan' && !batchFinished(batch))?.id;
  const followed = picked === undefined ? (runningId ? { id: runningId } : null) : picked;

  return (
    <Page title="Citation Scanner" description="Scan the web for listings of your businesses with a wrong name, address or phone.">
      {disabledMessage && <Alert data-testid="scanner-disabled">{disabledMessage}</Alert>}
      <ScanControls
        businessId={businessId}
        onBusinessChange={(id) => setParams(scannerAddress(id), { replace: true })}
        canScan={canScan}
        roleKnown={roleKnown}
        scanningOff={Boolean(disabledMessage)}
        onBatchStarted={(batch) => setPicked({ id: batch.id, initial: batch })}
      />
      {followed && <ScanBatch key={followed.id} batchId={followed.id} initial={followed.initial} onDismiss={() => setPicked(null)} />}
      {businessId ? (
        <>
          <ScanResults key={businessId} businessId={businessId} canMark={canScan} />
          <ListingMarksCard key={`marks-${businessId}`} businessId={businessId} canEdit={canScan} />
        </>
      ) : (
        !followed && (
          <Card data-testid="scanner-choose-business">
            <EmptyState
              icon={ScanSearch}
              title="Choose a business"
              description="Pick a business to see its latest scan directory by directory, or scan every business at once."
            />
          </Card>
        )
      )}
    </Page>
  );
}
