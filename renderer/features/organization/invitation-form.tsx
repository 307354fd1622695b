import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contract } from '../../lib/api-routes';
import { contract as contractSchemas } from '../../../shared/contract';
import type { MemberRole } from '../../../shared/domain/enums';
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS } from '../../../shared/domain/plans';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useFormFields } from '../../lib/use-form-fields';
import { invitableRoles } from './member-roles';
import { organizationKeys } from './queries';

const inviteBody = contractSchemas.organizations.invite.body;
type InviteValues = { email: string; role: string };
type InviteErrors = Partial<Record<keyof InviteValues, string>>;

function firstMessages(fieldErrors: Record<string, string[] | undefined> | undefined): InviteErrors {
  const errors: InviteErrors = {};
  const email = fieldErrors?.email?.[0];
  const role = fieldErrors?.role?.[0];
  if (email) errors.email = email;
  if (role) errors.role = role;
  return errors;
}

function refusedFields(error: unknown): InviteErrors {
  return error instanceof ApiRequestError ? firstMessages(error.fieldErrors) : {};
}

function invite(body: z.output<typeof inviteBody>) {
  return callRoute(contract.organizations.invite, { body });
}

/**
 * Invites someone by email with a role the inviter may give. The plan's seat limit is the server's
 * to enforce; its message says what to do and is shown as it is.
 */
export function InvitationForm({ actor }: { actor: MemberRole }) {
  const queryClient = useQueryClient();
  const roles = invitableRoles(actor);
  const { values, setValues, fieldErrors, setFieldErrors, setField } = useFormFields<InviteValues>({
    email: '',
    role: 'member',
  });
  const send = useMutation({
    mutationFn: invite,
    onSuccess: ({ invitation }) => {
      // Usage counts pending invitations as seats, so the whole organization is stale.
      void queryClient.invalidateQueries({ queryKey: organizationKeys.current() });
      setValues((current) => ({ ...current, email: '' }));
      toast({ title: `Invitation sent to ${invitation.email}`, variant: 'success' });
    },
    onError: (error) => setFieldErrors(refusedFields(error)),
  });

  const refused = Object.keys(refusedFields(send.error)).length > 0;
  const formError = send.error && !refused ? failureMessage(send.error, 'Could not send the invitation') : null;
  const chosen = roles.find((role) => role === values.role);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inviteBody.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(firstMessages(z.flattenError(parsed.error).fieldErrors));
      return;
    }
    setFieldErrors({});
    send.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite someone" className="space-y-4">
      {formError && (
        <Alert variant="destructive" data-testid="invite-error">
          {formError}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField
          label="Email"
          error={fieldErrors.email}
          name="inviteEmail"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="colleague@company.com"
          value={values.email}
          onValueChange={setField('email')}
        />
        <FormField label="Role" error={fieldErrors.role}>
          {(field) => (
            <Select
              {...field}
              name="inviteRole"
              value={values.role}
              onValueChange={setField('role')}
              options={roles.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }))}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p data-testid="invite-role-description" className="text-sm text-slate-500">
          {chosen && (
            <>
              <span className="font-medium text-slate-700">{MEMBER_ROLE_LABELS[chosen]}:</span>{' '}
              {MEMBER_ROLE_DESCRIPTIONS[chosen]}
            </>
          )}
        </p>
        <SubmitButton pending={send.isPending} pendingLabel="Sending...">
          Send invitation
        </SubmitButton>
      </div>
    </form>
  );
}
