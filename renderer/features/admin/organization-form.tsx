import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { AdminOrganization } from '../../../shared/contract/admin';
import { ORGANIZATION_TYPES, PLANS } from '../../../shared/domain/enums';
import { PLAN_LABELS, PLAN_LIMITS } from '../../../shared/domain/plans';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { labelledOptions, Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { invalidateActivity, replaceOrganizationInLists } from './queries';
import { DirectoryChecklist } from './directory-checklist';
import { FormDialogActions } from '../../components/ui/form-dialog';
import {
  formErrorsFromFieldErrors,
  organizationChanges,
  organizationFormValues,
  type OrganizationFormErrors,
  type OrganizationFormValues,
  type OrganizationUpdate,
} from './organization-changes';
import { ORGANIZATION_TYPE_LABELS } from './organization-labels';

function saveOrganization({ id, body }: { id: string; body: OrganizationUpdate }) {
  return callRoute(contract.admin.updateOrganization, { params: { id }, body });
}

interface OrganizationFormProps {
  organization: AdminOrganization;
  onDone(): void;
}

/** Plan, type, limits, allowed directories and the active flag of one organization. */
export function OrganizationForm({ organization, onDone }: OrganizationFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<OrganizationFormValues>(() => organizationFormValues(organization));
  const [errors, setErrors] = useState<OrganizationFormErrors>({});
  const save = useMutation({
    mutationFn: saveOrganization,
    onSuccess: ({ organization: saved }) => {
      replaceOrganizationInLists(queryClient, saved);
      invalidateActivity(queryClient);
      toast({ title: `${saved.name} saved`, variant: 'success' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setErrors(formErrorsFromFieldErrors(error.fieldErrors));
    },
  });

  const set = <K extends keyof OrganizationFormValues>(field: K, value: OrganizationFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const planDefaults = PLAN_LIMITS[values.plan];
  const limitsMatchPlan =
    values.maxBusinesses.trim() === String(planDefaults.maxBusinesses) && values.maxUsers.trim() === String(planDefaults.maxUsers);
  const { changes } = organizationChanges(organization, values);
  const changed = Object.keys(changes).length > 0;
  const refused = save.error instanceof ApiRequestError && Object.keys(formErrorsFromFieldErrors(save.error.fieldErrors)).length > 0;
  const formError = save.error && !refused ? failureMessage(save.error, 'Could not save the organization') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = organizationChanges(organization, values);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) return;
    save.mutate({ id: organization.id, body: result.changes });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`Edit ${organization.name}`}>
      {formError && <Alert variant="destructive">{formError}</Alert>}
      <TextField label="Name" name="name" error={errors.name} value={values.name} onValueChange={(value) => set('name', value)} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Plan" error={errors.plan}>
          {(field) => (
            <Select
              {...field}
              name="plan"
              value={values.plan}
              onValueChange={(plan) => set('plan', plan)}
              options={labelledOptions(PLANS, PLAN_LABELS)}
            />
          )}
        </FormField>
        <FormField label="Type" error={errors.type} hint="White and private label can set their own brand.">
          {(field) => (
            <Select
              {...field}
              name="type"
              value={values.type}
              onValueChange={(type) => set('type', type)}
              options={labelledOptions(ORGANIZATION_TYPES, ORGANIZATION_TYPE_LABELS)}
            />
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Maximum businesses"
          name="maxBusinesses"
          inputMode="numeric"
          error={errors.maxBusinesses}
          hint={`In use: ${organization.usage.businesses}`}
          value={values.maxBusinesses}
          onValueChange={(value) => set('maxBusinesses', value)}
        />
        <TextField
          label="Maximum users"
          name="maxUsers"
          inputMode="numeric"
          error={errors.maxUsers}
          hint={`In use: ${organization.usage.users}`}
          value={values.maxUsers}
          onValueChange={(value) => set('maxUsers', value)}
        />
      </div>
      {!limitsMatchPlan && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <span>
            {PLAN_LABELS[values.plan]} starts with {planDefaults.maxBusinesses} businesses and {planDefaults.maxUsers} users.
          </span>
          <Button
            variant="link"
            className="text-sm"
            onClick={() => {
              set('maxBusinesses', String(planDefaults.maxBusinesses));
              set('maxUsers', String(planDefaults.maxUsers));
            }}
          >
            Use these limits
          </Button>
        </div>
      )}
      <DirectoryChecklist
        plan={values.plan}
        value={values.directories}
        onChange={(choice) => set('directories', choice)}
        error={errors.directories}
      />
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input
          type="checkbox"
          name="isActive"
          className="mt-0.5 size-4 accent-primary"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
        <span className="text-sm">
          <span className="block font-medium text-slate-900">Active</span>
          <span className="block text-slate-500">An inactive organization is paused: its members cannot work in it.</span>
        </span>
      </label>
      <FormDialogActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel="Save changes"
        pendingLabel="Saving..."
        disabled={!changed}
      />
    </form>
  );
}
