import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contract } from '../../lib/api-routes';
import { contract as contractSchemas } from '../../../shared/contract';
import type { PublicUser } from '../../../shared/contract/entities';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useFormFields } from '../../lib/use-form-fields';
import { useAuth } from '../auth/auth-context';
import { accountKeys, type Profile } from './queries';
import { profileChanges, type ProfileValues } from './profile-changes';

type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

const profileBody = contractSchemas.auth.updateProfile.body;

/** The first message of each profile field that has one. */
function firstMessages(fieldErrors: Record<string, string[] | undefined> | undefined): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = fieldErrors?.name?.[0];
  const username = fieldErrors?.username?.[0];
  if (name) errors.name = name;
  if (username) errors.username = username;
  return errors;
}

/** What the server refused field by field, e.g. a username someone else has. */
function refusedFields(error: unknown): ProfileErrors {
  return error instanceof ApiRequestError ? firstMessages(error.fieldErrors) : {};
}

function saveProfile(body: z.input<typeof profileBody>) {
  return callRoute(contract.auth.updateProfile, { body });
}

/** Name and username, checked by the contract's own rules before they are sent; email read-only. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const { values, setValues, fieldErrors, setFieldErrors, setField } = useFormFields<ProfileValues>({
    name: user.name,
    username: user.username,
  });
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: ({ user: saved }) => {
      queryClient.setQueryData<Profile>(accountKeys.profile(), (current) => current && { ...current, user: saved });
      updateUser(saved);
      setValues({ name: saved.name, username: saved.username });
      toast({ title: 'Profile saved', variant: 'success' });
    },
    onError: (error) => setFieldErrors(refusedFields(error)),
  });

  const changes = profileChanges(user, values);
  const changed = Object.keys(changes).length > 0;
  const refused = Object.keys(refusedFields(save.error)).length > 0;
  const formError = save.error && !refused ? failureMessage(save.error, 'Could not save your profile') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = profileBody.safeParse(changes);
    if (!parsed.success) {
      setFieldErrors(firstMessages(z.flattenError(parsed.error).fieldErrors));
      return;
    }
    setFieldErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Profile">
      {formError && (
        <Alert variant="destructive" data-testid="profile-error">
          {formError}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          error={fieldErrors.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onValueChange={setField('name')}
        />
        <TextField
          label="Username"
          error={fieldErrors.username}
          hint="You can sign in with it instead of your email."
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onValueChange={setField('username')}
        />
      </div>
      <FormField label="Email" hint="The address you sign in with. It cannot be changed here yet.">
        {(field) => <Input {...field} name="email" type="email" readOnly value={user.email} className="bg-slate-50 text-slate-600" />}
      </FormField>
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." disabled={!changed}>
          Save profile
        </SubmitButton>
      </div>
    </form>
  );
}
