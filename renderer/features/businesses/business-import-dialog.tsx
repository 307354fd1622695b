import type { contract as contractTypes } from '../../../shared/contract';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { FileDown, FileUp, LoaderCircle } from 'lucide-react';
import type { RouteResponse } from '../../../shared/contract/route';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { FormDialog } from '../../components/ui/form-dialog';
import {
  IMPORT_MAX_MEGABYTES,
  IMPORT_TEMPLATE_FILE_NAME,
  importFileProblem,
  importTemplateHref,
} from './business-import-file';
import { useImportBusinesses } from './queries';
import { importButtonLabel, importPreviewSummary } from './import-preview';
import { ImportCount, ImportPreviewTable } from './import-preview-table';

type ImportResult = RouteResponse<typeof contractTypes.businesses.importCsv>;

/** Choose a file; see what a dry run of it would do; import; read what happened. */
type ImportStep =
  | { kind: 'choose'; problem?: string }
  | { kind: 'preview'; fileName: string; csv: string; result: ImportResult; problem?: string }
  | { kind: 'report'; result: ImportResult };

interface BusinessImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Import CSV: nothing changes until the preview is confirmed. Closing forgets the file. */
export function BusinessImportDialog({ open, onOpenChange }: BusinessImportDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import businesses from CSV"
      description="A row updates the business with its id (as in an exported file), or with the same name, address and ZIP code; any other row adds a business."
      data-testid="import-dialog"
    >
      <BusinessImport onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BusinessImport({ onClose }: { onClose(): void }) {
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  const importing = useImportBusinesses();

  const checkFile = async (file: File) => {
    const problem = importFileProblem(file);
    if (problem) return setStep({ kind: 'choose', problem });
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      return setStep({ kind: 'choose', problem: `“${file.name}” could not be read. Check the file and try again.` });
    }
    importing.mutate(
      { csv, dryRun: true },
      {
        onSuccess: (result) => setStep({ kind: 'preview', fileName: file.name, csv, result }),
        onError: (error) =>
          setStep({ kind: 'choose', problem: failureMessage(error, 'The file could not be checked. Please try again.') }),
      },
    );
  };

  if (importing.isPending) {
    return (
      <div role="status" data-testid="import-progress" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
        {importing.variables?.dryRun === false ? 'Importing...' : 'Checking the file...'}
      </div>
    );
  }

  switch (step.kind) {
    case 'choose':
      return <ChooseStep problem={step.problem} onFile={(file) => void checkFile(file)} onCancel={onClose} />;
    case 'preview':
      return (
        <PreviewStep
          step={step}
          onChooseAnother={() => setStep({ kind: 'choose' })}
          onImport={() =>
            importing.mutate(
              { csv: step.csv, dryRun: false },
              {
                onSuccess: (result) => setStep({ kind: 'report', result }),
                onError: (error) =>
                  setStep({ ...step, problem: failureMessage(error, 'The businesses could not be imported. Please try again.') }),
              },
            )
          }
        />
      );
    case 'report':
      return <ReportStep result={step.result} onDone={onClose} />;
  }
}

/** Focus moves to a step's opening line when it appears, so keyboard and reader users start there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ChooseStep({ problem, onFile, onCancel }: { problem?: string; onFile(file: File): void; onCancel(): void }) {
  return (
    <div className="space-y-4">
      <CsvFilePicker onFile={onFile} />
      {problem && (
        <Alert variant="destructive" data-testid="import-error">
          {problem}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <a
          href={importTemplateHref()}
          download={IMPORT_TEMPLATE_FILE_NAME}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          data-testid="import-template-link"
        >
          <FileDown aria-hidden="true" className="size-4" />
          Download the CSV template
        </a>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

interface PreviewStepProps {
  step: Extract<ImportStep, { kind: 'preview' }>;
  onChooseAnother(): void;
  onImport(): void;
}

function PreviewStep({ step, onChooseAnother, onImport }: PreviewStepProps) {
  const headingRef = useFocusOnMount<HTMLParagraphElement>();
  const summary = importPreviewSummary(step.result.rows);
  return (
    <div className="space-y-4" data-testid="import-preview">
      <p ref={headingRef} tabIndex={-1} className="text-sm text-slate-600 focus:outline-none">
        Preview of <span className="font-medium break-all text-slate-900">{step.fileName}</span>. Nothing has changed yet
        {summary.error > 0 && '; rows with errors will be skipped'}.
      </p>
      <dl className="grid grid-cols-3 gap-2">
        <ImportCount label="Will create" value={summary.create} tone="green" testId="import-will-create" />
        <ImportCount label="Will update" value={summary.update} tone="blue" testId="import-will-update" />
        <ImportCount label="Rows with errors" value={summary.error} tone="red" testId="import-with-errors" />
      </dl>
      {step.result.rows.length > 0 && <ImportPreviewTable rows={step.result.rows} caption="Rows in the file" />}
      {step.problem && (
        <Alert variant="destructive" data-testid="import-error">
          {step.problem}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
        <Button variant="outline" onClick={onChooseAnother}>
          Choose another file
        </Button>
        <Button disabled={summary.importable === 0} onClick={onImport} data-testid="import-confirm-button">
          <FileUp aria-hidden="true" />
          {importButtonLabel(summary.importable)}
        </Button>
      </div>
    </div>
  );
}

function ReportStep({ result, onDone }: { result: ImportResult; onDone(): void }) {
  const headingRef = useFocusOnMount<HTMLDivElement>();
  const failedRows = result.rows.filter((row) => row.action === 'error');
  return (
    <div className="space-y-4" data-testid="import-report">
      <div ref={headingRef} tabIndex={-1} className="focus:outline-none">
        <Alert variant={result.failed > 0 ? 'info' : 'success'}>
          {result.failed > 0 ? 'Import finished; the rows below were skipped.' : 'Import finished.'}
        </Alert>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <ImportCount label="Created" value={result.created} tone="green" testId="import-created" />
        <ImportCount label="Updated" value={result.updated} tone="blue" testId="import-updated" />
        <ImportCount label="Failed" value={result.failed} tone="red" testId="import-failed" />
      </dl>
      {failedRows.length > 0 && <ImportPreviewTable rows={failedRows} caption="Rows that were not imported" />}
      <div className="flex justify-end">
        <Button onClick={onDone} data-testid="import-done-button">
          Done
        </Button>
      </div>
    </div>
  );
}

/** A drop zone around a file input: click, keyboard (the input keeps focus) or drag and drop. */
function CsvFilePicker({ onFile }: { onFile(file: File): void }) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <label
      data-testid="import-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary has-[:focus-visible]:ring-offset-2',
        dragging ? 'border-primary bg-primary-soft' : 'border-slate-300 hover:border-slate-400 hover:bg-slate-50',
      )}
    >
      <FileUp aria-hidden="true" className="size-8 text-slate-400" />
      <span className="text-sm font-medium text-slate-900">Choose a CSV file or drop it here</span>
      <span className="text-xs text-slate-500">Up to {IMPORT_MAX_MEGABYTES} MB, with a header row like the template’s</span>
      <input
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        data-testid="import-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again after fixing it is noticed.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
