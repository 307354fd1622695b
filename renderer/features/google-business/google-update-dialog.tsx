import { useState, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import type { GoogleUpdatePreview } from '../../../shared/contract/google-business';
import type { GooglePushedField } from '../../../shared/domain/google-business';
import { Alert } from '../../components/ui/alert';
import { Button, TEXT_TOUCH_TARGET } from '../../components/ui/button';
import { FormDialog, FormDialogActions } from '../../components/ui/form-dialog';
import { QueryStatus } from '../../components/ui/query-status';
import { failureMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { GoogleDifferencesTable } from './google-differences-table';
import { useGoogleUpdatePreview, useUpdateOnGoogle } from './queries';
import { updatedFieldsText } from './google-business-text';
import { GoogleVerdict } from './google-verdict';

interface GoogleUpdateDialogProps {
  business: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The business's Google location beside its profile: the fields to send, Google's verdict, and the update. */
export function GoogleUpdateDialog({ business, open, onOpenChange }: GoogleUpdateDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Update ${business.name} on Google`}
      description="What differs between its Google location and the profile in Citewise. Untick what Google should keep."
      data-testid="google-update-dialog"
    >
      {/* FormDialog renders its children only while open, so the comparison is asked for then. */}
      <GoogleUpdateContent businessId={business.id} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function GoogleUpdateContent({ businessId, onClose }: { businessId: string; onClose(): void }) {
  const preview = useGoogleUpdatePreview(businessId);
  if (!preview.data) return <QueryStatus query={preview} subject="what differs on Google" />;
  return <GoogleUpdateForm businessId={businessId} preview={preview.data} onClose={onClose} />;
}

function GoogleUpdateForm({ businessId, preview, onClose }: { businessId: string; preview: GoogleUpdatePreview; onClose(): void }) {
  const update = useUpdateOnGoogle(businessId);
  const [unticked, setUnticked] = useState<ReadonlySet<GooglePushedField>>(new Set());
  const ticked = preview.differences.map((difference) => difference.field).filter((field) => !unticked.has(field));

  const setTicked = (field: GooglePushedField, tick: boolean) => {
    const next = new Set(unticked);
    if (tick) next.delete(field);
    else next.add(field);
    setUnticked(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ticked.length === 0) return;
    // What still differs afterwards starts ticked again.
    update.mutate(ticked, { onSuccess: () => setUnticked(new Set()) });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <LinkedLocation link={preview.link} />
      {update.data && update.data.updated.length > 0 && (
        <Alert variant="success" data-testid="google-updated">
          {updatedFieldsText(update.data.updated)}
        </Alert>
      )}
      {update.isError && (
        <Alert variant="destructive" data-testid="google-update-error">
          {failureMessage(update.error, 'Google could not be updated. Please try again.')}
        </Alert>
      )}
      {preview.differences.length === 0 ? (
        <>
          <Alert variant="success" data-testid="google-no-differences">
            <p className="font-medium">No differences</p>
            <p>Google matches the profile.</p>
          </Alert>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : (
        <>
          <GoogleVerdict validation={preview.validation} />
          <GoogleDifferencesTable differences={preview.differences} unticked={unticked} onTickedChange={setTicked} disabled={update.isPending} />
          <FormDialogActions
            onCancel={onClose}
            pending={update.isPending}
            submitLabel="Update on Google"
            pendingLabel="Updating..."
            disabled={ticked.length === 0}
          />
        </>
      )}
    </form>
  );
}

function LinkedLocation({ link }: { link: GoogleUpdatePreview['link'] }) {
  return (
    <p className="text-sm text-slate-600" data-testid="google-update-location">
      Google location: <span className="font-medium text-slate-900">{link.title}</span>
      {link.address && <>, {link.address}</>}
      {link.mapsUrl && (
        <>
          {' '}
          <a
            href={link.mapsUrl}
            target="_blank"
            rel="noreferrer"
            className={cn('inline-flex items-center gap-1 text-primary hover:underline', TEXT_TOUCH_TARGET)}
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
            Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      )}
    </p>
  );
}
