import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useFormFields } from '../../lib/use-form-fields';
import { NewPasswordFields } from '../auth/new-password-fields';
import { validateNewPassword, type NewPasswordValues } from '../auth/password-rules';
import { accountKeys } from './queries';

interface PasswordValues extends NewPasswordValues {
  currentPassword: string;
}

type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** The server's objections to the fields themselves (a wrong current password, a refused new one). */
function refusedFields(error: unknown): PasswordErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: PasswordErrors = {};
  const current = error.fieldErrors?.currentPassword?.[0];
  const chosen = error.fieldErrors?.newPassword?.[0];
  if (current) errors.currentPassword = current;
  if (chosen) errors.password = chosen;
  return errors;
}

function changePassword(body: { currentPassword?: string; newPassword: string }) {
  return callRoute(contract.auth.changePassword, { body });
}

/**
 * Changes the password and ends every other session. Whether the current password is needed is
 * the server's call (an account made through social sign-in may have none), so the field is optional.
 */
export function PasswordForm() {
  const queryClient = useQueryClient();
  const { values, setValues, fieldErrors, setFieldErrors, setField } = useFormFields(EMPTY);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY);
      toast({ title: 'Password changed. Other sessions were signed out.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
    onError: (error) => setFieldErrors(refusedFields(error)),
  });

  const refused = Object.keys(refusedFields(change.error)).length > 0;
  const formError = change.error && !refused ? failureMessage(change.error, 'Could not change your password') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateNewPassword(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    change.mutate({ currentPassword: values.currentPassword || undefined, newPassword: values.password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
      {formError && (
        <Alert variant="destructive" data-testid="password-error">
          {formError}
        </Alert>
      )}
      <TextField
        label="Current password"
        error={fieldErrors.currentPassword}
        hint="Leave empty if you signed up with Google, Facebook or LinkedIn."
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onValueChange={setField('currentPassword')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NewPasswordFields values={values} errors={fieldErrors} setField={setField} passwordName="newPassword" />
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={change.isPending} pendingLabel="Saving...">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
