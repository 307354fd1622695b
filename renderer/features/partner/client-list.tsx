import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, Pause, Pencil, Play } from 'lucide-react';
import { contract } from '../../lib/api-routes';
import type { Client } from '../../../shared/contract/partner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { FormDialog } from '../../components/ui/form-dialog';
import { ClientBadges, ClientUsage } from './client-status';
import { ClientEditForm } from './client-edit-form';
import { withClient } from './client-helpers';
import { partnerKeys } from './queries';
import { useActAsClient } from './use-act-as-client';

function setActive({ id, isActive }: { id: string; isActive: boolean }) {
  return callRoute(contract.partner.updateClient, { params: { id }, body: { isActive } });
}

function pauseQuestion(client: Client | null) {
  if (client?.isActive === false) {
    return {
      title: `Resume ${client.name}?`,
      description: 'Its members can work in it again.',
      confirmLabel: 'Resume',
      pendingLabel: 'Resuming...',
      variant: 'primary' as const,
    };
  }
  return {
    title: `Pause ${client?.name ?? 'this client'}?`,
    description: 'Nobody can work in a paused client, you included, until you resume it. Nothing in it is deleted.',
    confirmLabel: 'Pause',
    pendingLabel: 'Pausing...',
    variant: 'destructive' as const,
  };
}

/** The partner's clients with their usage, each to edit, pause or resume, and work in. */
export function ClientList({ clients }: { clients: readonly Client[] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Client | null>(null);
  const [toggling, setToggling] = useState<Client | null>(null);
  const act = useActAsClient();
  const toggle = useMutation({
    mutationFn: setActive,
    onSuccess: ({ client }) => {
      queryClient.setQueryData<Client[]>(partnerKeys.clients(), (current) => current && withClient(current, client));
      setToggling(null);
      toast({ title: client.isActive ? `${client.name} resumed` : `${client.name} paused`, variant: 'success' });
    },
    onError: (error) => {
      setToggling(null);
      toast({ title: 'The client was not changed', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Clients">
        {clients.map((client) => (
          <li
            key={client.id}
            data-testid="client-row"
            data-name={client.name}
            className="grid grid-cols-1 gap-4 px-4 py-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem_auto] lg:items-center lg:gap-6"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{client.name}</p>
              <p className="mb-2 truncate text-xs text-slate-500">{client.slug}</p>
              <ClientBadges client={client} />
            </div>
            <ClientUsage client={client} />
            <div className="flex flex-wrap gap-2 lg:justify-end">
              <Button variant="outline" size="sm" aria-label={`Edit ${client.name}`} onClick={() => setEditing(client)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${client.isActive ? 'Pause' : 'Resume'} ${client.name}`}
                onClick={() => setToggling(client)}
              >
                {client.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                {client.isActive ? 'Pause' : 'Resume'}
              </Button>
              <Button
                size="sm"
                disabled={act.isPending || !client.isActive}
                onClick={() => act.mutate(client.id)}
              >
                <ArrowRightLeft aria-hidden="true" />
                Work in this client
                <span className="sr-only"> {client.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>

      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={`Edit ${editing?.name ?? 'client'}`}
        data-testid="client-dialog"
      >
        {editing && <ClientEditForm key={editing.id} client={editing} onDone={() => setEditing(null)} />}
      </FormDialog>

      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => {
          if (!open) setToggling(null);
        }}
        {...pauseQuestion(toggling)}
        pending={toggle.isPending}
        onConfirm={() => toggling && toggle.mutate({ id: toggling.id, isActive: !toggling.isActive })}
      />
    </>
  );
}
