import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { organizationNameField, type OrganizationDetails } from '../../../shared/contract/organizations';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useFormFields } from '../../lib/use-form-fields';
import { useAuth } from '../auth/auth-context';
import { brandingKeys } from '../branding/queries';
import { organizationKeys } from './queries';

function rename(name: string) {
  return callRoute(contract.organizations.updateCurrent, { body: { name } });
}

/** The organization's name, which admins may change; the top bar and a white-label brand follow it. */
export function OrganizationNameForm({ organization }: { organization: OrganizationDetails }) {
  const { organization: current, updateOrganization } = useAuth();
  const queryClient = useQueryClient();
  const { values, setValues, fieldErrors, setFieldErrors, setField } = useFormFields({ name: organization.name });
  const save = useMutation({
    mutationFn: rename,
    onSuccess: ({ organization: saved }) => {
      queryClient.setQueryData(organizationKeys.current(), saved);
      if (current?.id === saved.id) updateOrganization({ ...current, name: saved.name });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.memberships() });
      void queryClient.invalidateQueries({ queryKey: brandingKeys.all });
      setValues({ name: saved.name });
      toast({ title: 'Organization renamed', variant: 'success' });
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.fieldErrors?.name?.[0] : undefined;
      if (message) setFieldErrors({ name: message });
    },
  });

  const refused = save.error instanceof ApiRequestError && Boolean(save.error.fieldErrors?.name);
  const formError = save.error && !refused ? failureMessage(save.error, 'Could not rename the organization') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = organizationNameField.safeParse(values.name);
    if (!parsed.success) {
      setFieldErrors({ name: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Rename organization" className="space-y-3">
      {formError && (
        <Alert variant="destructive" data-testid="organization-name-error">
          {formError}
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="Organization name"
            error={fieldErrors.name}
            name="organizationName"
            autoComplete="organization"
            value={values.name}
            onValueChange={setField('name')}
          />
        </div>
        <SubmitButton
          className="sm:mt-7"
          pending={save.isPending}
          pendingLabel="Saving..."
          disabled={values.name.trim() === organization.name}
        >
          Save name
        </SubmitButton>
      </div>
    </form>
  );
}
