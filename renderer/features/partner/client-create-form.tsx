import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contract } from '../../lib/api-routes';
import { contract as contractSchemas } from '../../../shared/contract';
import type { Client } from '../../../shared/contract/partner';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { labelledOptions, Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { planAllowance, withClient } from './client-helpers';
import { CLIENT_PLANS, partnerKeys, type ClientPlan } from './queries';

const createBody = contractSchemas.partner.createClient.body;

function createClient(body: z.input<typeof createBody>) {
  return callRoute(contract.partner.createClient, { body });
}

/** A new client organization: its name and plan. */
export function ClientCreateForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [plan, setPlan] = useState<ClientPlan>('business');
  const [nameError, setNameError] = useState<string>();
  const create = useMutation({
    mutationFn: createClient,
    onSuccess: ({ client }) => {
      queryClient.setQueryData<Client[]>(partnerKeys.clients(), (current) => current && withClient(current, client));
      setName('');
      toast({ title: `${client.name} added`, variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setNameError(error.fieldErrors?.name?.[0]);
    },
  });
  const formError = create.error && !nameError ? failureMessage(create.error, 'Could not add the client') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createBody.safeParse({ name, plan });
    if (!parsed.success) {
      setNameError(z.flattenError(parsed.error).fieldErrors.name?.[0]);
      return;
    }
    setNameError(undefined);
    create.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a client" className="space-y-4">
      {formError && <Alert variant="destructive">{formError}</Alert>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_14rem_auto] md:items-start">
        <TextField
          label="Client name"
          name="name"
          autoComplete="organization"
          placeholder="e.g. Corner Bakery"
          error={nameError}
          value={name}
          onValueChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
        />
        <FormField label="Plan" hint={planAllowance(plan)}>
          {(field) => (
            <Select {...field} name="plan" value={plan} onValueChange={setPlan} options={labelledOptions(CLIENT_PLANS, PLAN_LABELS)} />
          )}
        </FormField>
        <SubmitButton className="md:mt-[26px]" pending={create.isPending} pendingLabel="Adding...">
          Add client
        </SubmitButton>
      </div>
    </form>
  );
}
