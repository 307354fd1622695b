import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { contract } from '../../../shared/contract';
import { REPORT_CSV_DATASETS, type ReportCsvDataset } from '../../../shared/domain/reports';
import { Button } from '../../components/ui/button';
import { LabelledOptions, SelectField } from '../../components/ui/select-field';
import { downloadRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { reportQuery, type ReportView } from './report-address';

const CSV_DATASET_LABELS: Record<ReportCsvDataset, string> = {
  summary: 'Figures',
  issues: 'Citation issues',
  listings: 'Listings',
};

/** The report as the server's PDF, or one of its datasets as CSV, for the scope and period shown. */
export function ReportExports({ view }: { view: ReportView }) {
  const [dataset, setDataset] = useState<ReportCsvDataset>('summary');
  const query = reportQuery(view);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" data-testid="report-exports">
      <DownloadButton
        label="Download PDF"
        fileKind="PDF"
        download={() => downloadRoute(contract.reports.exportPdf, { query })}
        testId="report-download-pdf"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField label="CSV data" value={dataset} onValueChange={(chosen) => setDataset(chosen)} data-testid="report-csv-dataset">
          <LabelledOptions values={REPORT_CSV_DATASETS} labels={CSV_DATASET_LABELS} />
        </SelectField>
        <DownloadButton
          label="Download CSV"
          fileKind="CSV"
          download={() => downloadRoute(contract.reports.exportCsv, { query: { ...query, dataset } })}
          testId="report-download-csv"
        />
      </div>
    </div>
  );
}

interface DownloadButtonProps {
  label: string;
  fileKind: 'PDF' | 'CSV';
  download(): Promise<void>;
  testId: string;
}

/** The server builds the file, the browser saves it; a failure is a toast. */
function DownloadButton({ label, fileKind, download, testId }: DownloadButtonProps) {
  const downloading = useMutation({
    mutationFn: download,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: failureMessage(error, `The ${fileKind} file could not be created. Please try again.`),
      }),
  });
  return (
    <Button variant="outline" disabled={downloading.isPending} onClick={() => downloading.mutate()} data-testid={testId}>
      {downloading.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {downloading.isPending ? 'Preparing...' : label}
    </Button>
  );
}
