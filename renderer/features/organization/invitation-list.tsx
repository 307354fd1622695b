import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { contract } from '../../lib/api-routes';
import type { Invitation } from '../../../shared/contract/organizations';
import { MEMBER_ROLE_LABELS } from '../../../shared/domain/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { organizationKeys } from './queries';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function withdraw(id: string) {
  return callRoute(contract.organizations.cancelInvitation, { params: { id } });
}

/** Invitations nobody has accepted yet; withdrawing one frees its seat. */
export function InvitationList({ invitations }: { invitations: readonly Invitation[] }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: withdraw,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.current() });
      toast({ title: 'Invitation withdrawn', variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Could not withdraw the invitation',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (invitations.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="no-invitations">
        <MailOpen aria-hidden="true" className="size-4 text-slate-400" />
        No pending invitations.
      </p>
    );
  }

  return (
    <ul className="divide-y divide-slate-100" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} data-testid="invitation-row" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{invitation.email}</p>
            <p className="text-sm text-slate-500">Expires {DATE_FORMAT.format(new Date(invitation.expiresAt))}</p>
          </div>
          <Badge>{MEMBER_ROLE_LABELS[invitation.role]}</Badge>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Withdraw the invitation to ${invitation.email}`}
            disabled={cancel.isPending && cancel.variables === invitation.id}
            onClick={() => cancel.mutate(invitation.id)}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </ul>
  );
}
