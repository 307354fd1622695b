import { contract } from '../../lib/api-routes';
import { DownloadButton } from '../../components/ui/download-button';
import { downloadRoute } from '../../lib/api-client';

const EXPORT_FAILURE = { title: 'Export failed', fallback: 'The CSV file could not be created. Please try again.' };

/** 'Export CSV': the server builds the file, the browser saves it. */
function ExportCsvButton({ download, testId }: { download(): Promise<void>; testId: string }) {
  return <DownloadButton label="Export CSV" pendingLabel="Exporting..." failure={EXPORT_FAILURE} download={download} testId={testId} />;
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
