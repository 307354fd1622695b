import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { contract } from '../../lib/api-routes';
import type { OrganizationDetails } from '../../../shared/contract/organizations';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormDialog, FormDialogActions } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';

function deleteCurrent(confirmName: string) {
  return callRoute(contract.organizations.deleteCurrent, { body: { confirmName } });
}

/** The owner's way to delete the organization: typing its name guards against a slip. */
export function DeleteOrganization({ organization }: { organization: OrganizationDetails }) {
  const { switchOrganization } = useAuth();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: deleteCurrent,
    onSuccess: ({ organization: next }) => {
      setOpen(false);
      switchOrganization(next);
      toast({ title: `${organization.name} deleted`, description: `You are now working in ${next.name}.`, variant: 'success' });
    },
  });
  const fieldError = remove.error instanceof ApiRequestError ? remove.error.fieldErrors?.confirmName?.[0] : undefined;
  const formError = remove.error && !fieldError ? failureMessage(remove.error, 'Could not delete the organization') : null;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(typed);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Deleting {organization.name} removes its businesses, listings, citation issues and invitations for every member.
        It cannot be undone.
      </p>
      <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-organization-button">
        <Trash2 aria-hidden="true" />
        Delete organization
      </Button>
      <FormDialog
        open={open}
        onOpenChange={close}
        title={`Delete ${organization.name}?`}
        description="Everything in it is deleted for every member. Type its name to confirm."
        data-testid="delete-organization-dialog"
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {formError && <Alert variant="destructive">{formError}</Alert>}
          <TextField
            label="Organization name"
            name="confirmName"
            autoComplete="off"
            value={typed}
            error={fieldError}
            onValueChange={setTyped}
          />
          <FormDialogActions
            onCancel={() => close(false)}
            pending={remove.isPending}
            submitLabel="Delete organization"
            pendingLabel="Deleting..."
            disabled={typed.trim() !== organization.name}
          />
        </form>
      </FormDialog>
    </div>
  );
}
