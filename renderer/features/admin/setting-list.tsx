import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { contract } from '../../lib/api-routes';
import type { AdminSetting } from '../../../shared/contract/admin-settings';
import type { SettingCategory } from '../../../shared/domain/enums';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { adminKeys, invalidateActivity } from './queries';
import { FormDialog } from '../../components/ui/form-dialog';
import { SettingForm } from './setting-form';
import { groupSettings, SETTING_CATEGORY_LABELS } from './settings-groups';

/** What the form dialog is doing: adding to a category, or changing one setting. */
type Editing = { kind: 'add'; category: SettingCategory } | { kind: 'edit'; setting: AdminSetting } | null;

function deleteSetting(key: string) {
  return callRoute(contract.adminSettings.deleteSetting, { params: { key } });
}

/** A plain value as it is, a secret as the mask, or that there is none. */
function SettingValue({ setting }: { setting: AdminSetting }) {
  if (setting.encrypted) {
    return setting.hasValue ? (
      <span aria-label="Secret value, hidden" className="font-mono text-sm tracking-widest text-slate-700">
        {setting.mask}
      </span>
    ) : (
      <span className="text-sm text-slate-500 italic">Not set</span>
    );
  }
  return setting.value ? (
    <code className="block truncate rounded bg-slate-50 px-1.5 py-0.5 font-mono text-sm text-slate-800" title={setting.value}>
      {setting.value}
    </code>
  ) : (
    <span className="text-sm text-slate-500 italic">Not set</span>
  );
}

interface SettingRowProps {
  setting: AdminSetting;
  onEdit(): void;
  onDelete(): void;
}

function SettingRow({ setting, onEdit, onDelete }: SettingRowProps) {
  return (
    <li
      data-testid="setting-row"
      data-key={setting.key}
      className="grid grid-cols-1 gap-3 px-4 py-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_auto] lg:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_13rem] md:items-center md:gap-6"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium break-all text-slate-900">{setting.key}</span>
          {setting.encrypted && (
            <Badge tone="amber" className="gap-1">
              <Lock aria-hidden="true" className="size-3" />
              Encrypted
            </Badge>
          )}
        </p>
        {setting.description && <p className="mt-1 text-sm text-slate-500">{setting.description}</p>}
      </div>
      <div className="min-w-0" data-testid="setting-value">
        <span className="sr-only">Value: </span>
        <SettingValue setting={setting} />
      </div>
      <div className="flex gap-2 md:justify-end">
        <Button variant="outline" size="sm" aria-label={`${setting.encrypted ? 'Replace' : 'Edit'} ${setting.key}`} onClick={onEdit}>
          {setting.encrypted ? <KeyRound aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {setting.encrypted ? 'Replace' : 'Edit'}
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Delete ${setting.key}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          <span className="md:sr-only lg:not-sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}

/** The settings by category, each editable and removable, with a form to add one. */
export function SettingList({ settings }: { settings: readonly AdminSetting[] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminSetting | null>(null);
  const remove = useMutation({
    mutationFn: deleteSetting,
    onSuccess: (_, key) => {
      queryClient.setQueryData<AdminSetting[]>(adminKeys.settings(), (current) => current?.filter((s) => s.key !== key));
      invalidateActivity(queryClient);
      setDeleting(null);
      toast({ title: `${key} deleted`, variant: 'success' });
    },
    onError: (error) => {
      setDeleting(null);
      toast({ title: 'The setting was not deleted', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  const takenKeys = settings.map((s) => s.key);

  return (
    <>
      {groupSettings(settings).map(({ category, settings: group }) => {
        const { title, description } = SETTING_CATEGORY_LABELS[category];
        return (
          <Card key={category} aria-labelledby={`settings-${category}`} data-testid={`settings-${category}`}>
            <CardHeader className="flex-row items-start justify-between gap-3 pb-4 sm:pb-5">
              <div className="min-w-0">
                <CardTitle id={`settings-${category}`}>{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </div>
              <Button variant="outline" size="sm" aria-label={`Add a setting to ${title}`} onClick={() => setEditing({ kind: 'add', category })}>
                <Plus aria-hidden="true" />
                Add
              </Button>
            </CardHeader>
            {group.length > 0 ? (
              <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label={`${title} settings`}>
                {group.map((setting) => (
                  <SettingRow
                    key={setting.key}
                    setting={setting}
                    onEdit={() => setEditing({ kind: 'edit', setting })}
                    onDelete={() => setDeleting(setting)}
                  />
                ))}
              </ul>
            ) : (
              <p className="border-t border-slate-100 px-4 py-5 text-sm text-slate-500 sm:px-6">No settings in this category.</p>
            )}
          </Card>
        );
      })}

      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={
          editing?.kind === 'edit'
            ? `${editing.setting.encrypted ? 'Replace' : 'Edit'} ${editing.setting.key}`
            : `Add a setting${editing ? ` to ${SETTING_CATEGORY_LABELS[editing.category].title}` : ''}`
        }
        data-testid="setting-dialog"
      >
        {editing && (
          <SettingForm
            key={editing.kind === 'edit' ? editing.setting.key : `new-${editing.category}`}
            setting={editing.kind === 'edit' ? editing.setting : undefined}
            category={editing.kind === 'add' ? editing.category : undefined}
            takenKeys={takenKeys}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deleting?.key ?? 'this setting'}?`}
        description="Its value and description are removed. 'Initialize defaults' brings a known setting back with its default value."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.key)}
      />
    </>
  );
}
