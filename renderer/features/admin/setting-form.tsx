import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { contract } from '../../lib/api-routes';
import type { AdminSetting } from '../../../shared/contract/admin-settings';
import { SETTING_CATEGORIES, type SettingCategory } from '../../../shared/domain/enums';
import { Alert } from '../../components/ui/alert';
import { FormField } from '../../components/ui/form-field';
import { inputClasses } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { adminKeys, invalidateActivity } from './queries';
import { FormDialogActions } from '../../components/ui/form-dialog';
import {
  newSettingValues,
  settingErrorsFromFieldErrors,
  settingFormValues,
  settingRequest,
  type SettingFormErrors,
  type SettingFormValues,
  type SettingUpdate,
} from './setting-changes';
import { SETTING_CATEGORY_LABELS } from './settings-groups';

function saveSetting({ key, body }: { key: string; body: SettingUpdate }) {
  return callRoute(contract.adminSettings.updateSetting, { params: { key }, body });
}

interface SettingFormProps {
  /** Absent: a new setting. */
  setting?: AdminSetting;
  /** A new setting's category, e.g. the section it was added from. */
  category?: SettingCategory;
  takenKeys: readonly string[];
  onDone(): void;
}

/** Adds a setting or changes one; a secret can only be replaced, never read. */
export function SettingForm({ setting, category, takenKeys, onDone }: SettingFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SettingFormValues>(() =>
    setting ? settingFormValues(setting) : newSettingValues(category),
  );
  const [fieldErrors, setFieldErrors] = useState<SettingFormErrors>({});
  const encryptedNow = setting?.encrypted ?? false;

  const set = <K extends keyof SettingFormValues>(field: K) => (value: SettingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = useMutation({
    mutationFn: saveSetting,
    onSuccess: ({ setting: saved }) => {
      queryClient.setQueryData<AdminSetting[]>(adminKeys.settings(), (current) =>
        current && [...current.filter((s) => s.key !== saved.key), saved],
      );
      invalidateActivity(queryClient);
      toast({ title: `${saved.key} saved`, variant: 'success' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setFieldErrors(settingErrorsFromFieldErrors(error.fieldErrors));
    },
  });
  const refused = save.error instanceof ApiRequestError && Object.keys(settingErrorsFromFieldErrors(save.error.fieldErrors)).length > 0;
  const formError = save.error && !refused ? failureMessage(save.error, 'Could not save the setting') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = settingRequest(values, setting, takenKeys);
    setFieldErrors(request.errors);
    if (Object.keys(request.errors).length > 0) return;
    save.mutate({ key: request.key, body: request.body });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={setting ? `Edit ${setting.key}` : 'New setting'}>
      {formError && <Alert variant="destructive">{formError}</Alert>}
      {!setting && (
        <TextField
          label="Key"
          name="key"
          hint="Lowercase letters, digits, dots, dashes and underscores, e.g. support_email."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldErrors.key}
          value={values.key}
          onValueChange={set('key')}
        />
      )}
      {encryptedNow ? (
        <TextField
          label="New value"
          name="value"
          type="password"
          autoComplete="new-password"
          hint={
            setting?.hasValue
              ? 'The current value is never shown. Leave empty to keep it.'
              : 'No value is stored yet. It is saved encrypted.'
          }
          error={fieldErrors.value}
          value={values.value}
          onValueChange={set('value')}
        />
      ) : (
        <TextField
          label="Value"
          name="value"
          type={values.encrypted ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          hint={setting ? 'Empty clears it.' : undefined}
          error={fieldErrors.value}
          value={values.value}
          onValueChange={set('value')}
        />
      )}
      <FormField label="Description" error={fieldErrors.description}>
        {(field) => (
          <textarea
            {...field}
            name="description"
            rows={3}
            className={inputClasses(Boolean(fieldErrors.description), 'h-auto py-2')}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Category" error={fieldErrors.category}>
        {(field) => (
          <Select
            {...field}
            name="category"
            value={values.category}
            onValueChange={set('category')}
            options={SETTING_CATEGORIES.map((value) => ({ value, label: SETTING_CATEGORY_LABELS[value].title }))}
          />
        )}
      </FormField>
      {encryptedNow ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Lock aria-hidden="true" className="size-4" />
          This setting is a secret and stays encrypted.
        </p>
      ) : (
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
          <input
            type="checkbox"
            name="encrypted"
            className="mt-0.5 size-4 accent-primary"
            checked={values.encrypted}
            onChange={(event) => set('encrypted')(event.target.checked)}
          />
          <span className="text-sm">
            <span className="block font-medium text-slate-900">Encrypted</span>
            <span className="block text-slate-500">For secrets: stored encrypted and never shown again. This cannot be undone.</span>
          </span>
        </label>
      )}
      <FormDialogActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={setting ? 'Save setting' : 'Add setting'}
        pendingLabel="Saving..."
      />
    </form>
  );
}
