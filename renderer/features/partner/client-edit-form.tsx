import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contract } from '../../lib/api-routes';
import { contract as contractSchemas } from '../../../shared/contract';
import type { Client } from '../../../shared/contract/partner';
import type { Plan } from '../../../shared/domain/enums';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { Alert } from '../../components/ui/alert';
import { FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { FormDialogActions } from '../../components/ui/form-dialog';
import { planAllowance, withClient } from './client-helpers';
import { CLIENT_PLANS, isClientPlan, partnerKeys } from './queries';

const updateBody = contractSchemas.partner.updateClient.body;
type ClientUpdate = z.input<typeof updateBody>;

function updateClient({ id, body }: { id: string; body: ClientUpdate }) {
  return callRoute(contract.partner.updateClient, { params: { id }, body });
}

/** Renames a client or moves it to another plan (which resets its limits to the plan's). */
export function ClientEditForm({ client, onDone }: { client: Client; onDone(): void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(client.name);
  const [plan, setPlan] = useState<Plan>(client.plan);
  const [nameError, setNameError] = useState<string>();
  const save = useMutation({
    mutationFn: updateClient,
    onSuccess: ({ client: saved }) => {
      queryClient.setQueryData<Client[]>(partnerKeys.clients(), (current) => current && withClient(current, saved));
      toast({ title: `${saved.name} saved`, variant: 'success' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setNameError(error.fieldErrors?.name?.[0]);
    },
  });
  const changes: ClientUpdate = {
    ...(name.trim() !== client.name ? { name } : {}),
    ...(plan !== client.plan && isClientPlan(plan) ? { plan } : {}),
  };
  const formError = save.error && !nameError ? failureMessage(save.error, 'Could not save the client') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateBody.safeParse(changes);
    if (!parsed.success) {
      setNameError(z.flattenError(parsed.error).fieldErrors.name?.[0]);
      return;
    }
    save.mutate({ id: client.id, body: parsed.data });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`Edit ${client.name}`}>
      {formError && <Alert variant="destructive">{formError}</Alert>}
      <TextField
        label="Client name"
        name="name"
        error={nameError}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setNameError(undefined);
        }}
      />
      <FormField
        label="Plan"
        hint={plan === client.plan ? planAllowance(plan) : `${planAllowance(plan)}. The limits change to the plan's.`}
      >
        {(field) => (
          <Select
            {...field}
            name="plan"
            value={plan}
            onValueChange={setPlan}
            options={[
              // A plan only an administrator gives stays selectable as it is.
              ...(isClientPlan(client.plan) ? [] : [{ value: client.plan, label: PLAN_LABELS[client.plan] }]),
              ...CLIENT_PLANS.map((value) => ({ value: value as Plan, label: PLAN_LABELS[value] })),
            ]}
          />
        )}
      </FormField>
      <FormDialogActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel="Save client"
        pendingLabel="Saving..."
        disabled={Object.keys(changes).length === 0}
      />
    </form>
  );
}
