import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { contract } from '../../../shared/contract';
import { Button } from '../../components/ui/button';
import { downloadRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';

interface ExportCsvButtonProps {
  download(): Promise<void>;
  testId: string;
}

/** 'Export CSV': the server builds the file, the browser saves it; a failure is a toast. */
function ExportCsvButton({ download, testId }: ExportCsvButtonProps) {
  const exporting = useMutation({
    mutationFn: download,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: failureMessage(error, 'The CSV file could not be created. Please try again.'),
      }),
  });
  return (
    <Button variant="outline" disabled={exporting.isPending} onClick={() => exporting.mutate()} data-testid={testId}>
      {exporting.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {exporting.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

/** Every business of the organization, in the columns the import reads back. */
export function ExportBusinessesButton() {
  return <ExportCsvButton testId="export-businesses-button" download={() => downloadRoute(contract.businesses.exportCsv)} />;
}

/** The organization's listings, or one business's. */
export function ExportListingsButton({ businessId }: { businessId?: string }) {
  return (
    <ExportCsvButton
      testId="export-listings-button"
      download={() => downloadRoute(contract.listings.exportCsv, { query: { businessId } })}
    />
  );
}
