import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from './button';

interface DownloadButtonProps {
  label: string;
  /** Shown while the server builds the file, e.g. 'Exporting...'. */
  pendingLabel: string;
  /** The failure toast: its title, and the text when the server gave none. */
  failure: { title: string; fallback: string };
  download(): Promise<void>;
  testId: string;
}

/** The server builds the file, the browser saves it; a failure is a toast. */
export function DownloadButton({ label, pendingLabel, failure, download, testId }: DownloadButtonProps) {
  const downloading = useMutation({
    mutationFn: download,
    onError: (error) => toast({ variant: 'destructive', title: failure.title, description: failureMessage(error, failure.fallback) }),
  });
  return (
    <Button variant="outline" disabled={downloading.isPending} onClick={() => downloading.mutate()} data-testid={testId}>
      {downloading.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {downloading.isPending ? pendingLabel : label}
    </Button>
  );
}
