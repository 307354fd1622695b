import { useState, type FormEvent } from 'react';
import { PlugZap } from 'lucide-react';
import type { DataAxleConfig } from '../../../shared/contract/admin-settings';
import { PROVIDER_ENVIRONMENTS } from '../../../shared/domain/enums';
import { Alert } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { QueryStatus } from '../../components/ui/query-status';
import { labelledOptions, Select } from '../../components/ui/select';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { DataAxleApiKey } from './data-axle-api-key';
import {
  DATA_AXLE_FEATURES,
  dataAxleFormChanged,
  dataAxleFormValues,
  dataAxleRequest,
  ENVIRONMENT_LABELS,
  type DataAxleFormErrors,
  type DataAxleFormValues,
} from './data-axle-changes';
import { useDataAxleConfig, useSaveDataAxleConfig, useTestDataAxle } from './queries';
import { DataAxleStatus } from './data-axle-status';
import { DataAxleSwitch } from './data-axle-switch';

const PRODUCTION_LIMITS =
  'In production, Data Axle does not offer analytics or citation scanning: those two features work in the sandbox only.';

/** The business-data integration: on or off, where it runs, which features, its key, a live test and how it stands. */
export function DataAxleCard() {
  const config = useDataAxleConfig();
  return (
    <Card data-testid="data-axle-card">
      <CardHeader>
        <CardTitle>Business data integration</CardTitle>
        <CardDescription>
          Data Axle finds businesses in its database, enriches them and sends listings to directories. The sandbox
          simulates it, so every feature works offline.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {/* Keyed by the stored config, so a save starts the form again from what was stored. */}
        {config.data ? <DataAxleForm key={JSON.stringify(config.data)} config={config.data} /> : <QueryStatus query={config} subject="the integration" />}
        <section className="space-y-2 border-t border-slate-100 pt-5" aria-label="Integration status">
          <h3 className="text-sm font-semibold text-slate-900">Status</h3>
          <DataAxleStatus />
        </section>
      </CardContent>
    </Card>
  );
}

function DataAxleForm({ config }: { config: DataAxleConfig }) {
  const [values, setValues] = useState<DataAxleFormValues>(() => dataAxleFormValues(config));
  const [errors, setErrors] = useState<DataAxleFormErrors>({});
  const save = useSaveDataAxleConfig();
  const test = useTestDataAxle();
  const changed = dataAxleFormChanged(values, config);

  const set = <K extends keyof DataAxleFormValues>(field: K, value: DataAxleFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'apiKey') setErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = dataAxleRequest(values, config);
    setErrors(request.errors);
    if (request.errors.apiKey) return;
    try {
      await save.mutateAsync(request.body);
      toast({ title: 'Business data integration saved', variant: 'success' });
    } catch (error) {
      const apiKey = error instanceof ApiRequestError ? error.fieldErrors?.apiKey?.[0] : undefined;
      if (apiKey) setErrors({ apiKey });
      else toast({ title: 'Could not save the integration', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <form className="space-y-6" onSubmit={(event) => void onSubmit(event)} noValidate>
      <DataAxleSwitch
        label="Enabled"
        description="When off, every screen shows that business enhancement is not configured."
        checked={values.enabled}
        onCheckedChange={(enabled) => set('enabled', enabled)}
        data-testid="data-axle-enabled"
      />

      <FormField label="Environment">
        {(field) => (
          <Select
            {...field}
            value={values.environment}
            onValueChange={(environment) => set('environment', environment)}
            options={labelledOptions(PROVIDER_ENVIRONMENTS, ENVIRONMENT_LABELS)}
            data-testid="data-axle-environment"
          />
        )}
      </FormField>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Features</legend>
        {DATA_AXLE_FEATURES.map(({ key, label, description, sandboxOnly }) => (
          <DataAxleSwitch
            key={key}
            label={label}
            description={
              <>
                {description}
                {sandboxOnly && values.environment === 'production' && (
                  <span className="block text-amber-700">Not offered by Data Axle in production.</span>
                )}
              </>
            }
            checked={values.features[key]}
            onCheckedChange={(checked) => set('features', { ...values.features, [key]: checked })}
            data-testid={`data-axle-feature-${key}`}
          />
        ))}
        <p className="text-sm text-slate-500" data-testid="data-axle-production-note">
          {PRODUCTION_LIMITS}
        </p>
      </fieldset>

      <div className="space-y-2">
        <h3 className="text-sm font-medium text-slate-700">API key</h3>
        <DataAxleApiKey
          stored={config.apiKeySet}
          value={values.apiKey}
          onValueChange={(apiKey) => set('apiKey', apiKey)}
          removing={values.removeApiKey}
          onRemovingChange={(removing) => set('removeApiKey', removing)}
          error={errors.apiKey}
        />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate()} data-testid="data-axle-test-button">
          <PlugZap aria-hidden="true" />
          {test.isPending ? 'Testing...' : 'Test connection'}
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." disabled={!changed} data-testid="data-axle-save">
          Save
        </SubmitButton>
      </div>
      <TestResult test={test} unsaved={changed} />
    </form>
  );
}

/** What the last connection test said; it tests what is stored, so unsaved changes are pointed out. */
function TestResult({ test, unsaved }: { test: ReturnType<typeof useTestDataAxle>; unsaved: boolean }) {
  if (test.isError) {
    return (
      <Alert variant="destructive" data-testid="data-axle-test-result" data-ok="false">
        {failureMessage(test.error, 'The connection test could not run.')}
      </Alert>
    );
  }
  if (!test.data) return unsaved ? <p className="text-sm text-slate-500">Test connection checks the saved settings.</p> : null;
  return (
    <Alert variant={test.data.ok ? 'success' : 'destructive'} data-testid="data-axle-test-result" data-ok={String(test.data.ok)}>
      <span className="font-medium">{test.data.ok ? 'Connection works' : 'Connection failed'}</span> ({ENVIRONMENT_LABELS[test.data.environment]}):{' '}
      {test.data.message}
    </Alert>
  );
}
