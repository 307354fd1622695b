import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { AdminSetting } from '../../../shared/contract/admin-settings';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { callRoute, failureMessage } from '../../lib/api-client';
import { adminKeys, invalidateActivity } from './queries';

function initializeSettings() {
  return callRoute(contract.adminSettings.initializeSettings);
}

/** Writes the defaults of every known setting that is missing, and says which it created. */
export function useSettingsInitializer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeSettings,
    onSuccess: ({ created }) => {
      queryClient.setQueryData<AdminSetting[]>(adminKeys.settings(), (current) => current && [...current, ...created]);
      invalidateActivity(queryClient);
    },
  });
}

export function InitializeButton({ initializer }: { initializer: ReturnType<typeof useSettingsInitializer> }) {
  return (
    <Button variant="outline" disabled={initializer.isPending} onClick={() => initializer.mutate()}>
      {initializer.isPending ? 'Initializing...' : 'Initialize defaults'}
    </Button>
  );
}

/** What the last 'Initialize defaults' did: the keys it created, nothing, or why it failed. */
export function InitializeResult({ initializer }: { initializer: ReturnType<typeof useSettingsInitializer> }) {
  if (initializer.isError) {
    return <Alert variant="destructive">{failureMessage(initializer.error, 'Could not initialize the default settings.')}</Alert>;
  }
  if (!initializer.data) return null;
  const { created } = initializer.data;
  if (created.length === 0) {
    return <Alert data-testid="initialize-result">Every default setting already exists; nothing was created.</Alert>;
  }
  return (
    <Alert variant="success" data-testid="initialize-result">
      <p>
        Created {created.length} default {created.length === 1 ? 'setting' : 'settings'}:
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 font-mono text-xs">
        {created.map((setting) => (
          <li key={setting.key}>{setting.key}</li>
        ))}
      </ul>
    </Alert>
  );
}
