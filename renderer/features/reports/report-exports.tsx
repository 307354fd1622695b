import { useState } from 'react';
import { contract } from '../../lib/api-routes';
import { REPORT_CSV_DATASETS, type ReportCsvDataset } from '../../../shared/domain/reports';
import { DownloadButton } from '../../components/ui/download-button';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { downloadRoute } from '../../lib/api-client';
import { reportQuery, type ReportView } from './report-address';

const CSV_DATASET_LABELS: Record<ReportCsvDataset, string> = {
  summary: 'Figures',
  issues: 'Citation issues',
  listings: 'Listings',
};
const CSV_DATASET_OPTIONS = labelledOptions(REPORT_CSV_DATASETS, CSV_DATASET_LABELS);

/** The report as the server's PDF, or one of its datasets as CSV, for the scope and period shown. */
export function ReportExports({ view }: { view: ReportView }) {
  const [dataset, setDataset] = useState<ReportCsvDataset>('summary');
  const query = reportQuery(view);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" data-testid="report-exports">
      <DownloadButton
        label="Download PDF"
        pendingLabel="Preparing..."
        failure={failureOf('PDF')}
        download={() => downloadRoute(contract.reports.exportPdf, { query })}
        testId="report-download-pdf"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="CSV data"
          value={dataset}
          onValueChange={(chosen) => setDataset(chosen)}
          options={CSV_DATASET_OPTIONS}
          data-testid="report-csv-dataset"
        />
        <DownloadButton
          label="Download CSV"
          pendingLabel="Preparing..."
          failure={failureOf('CSV')}
          download={() => downloadRoute(contract.reports.exportCsv, { query: { ...query, dataset } })}
          testId="report-download-csv"
        />
      </div>
    </div>
  );
}

const failureOf = (fileKind: 'PDF' | 'CSV') => ({
  title: 'Download failed',
  fallback: `The ${fileKind} file could not be created. Please try again.`,
});
