import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { AdminUser } from '../../../shared/contract/admin';
import type { RouteInput } from '../../../shared/contract/route';
import type { UserRole } from '../../../shared/domain/enums';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { invalidateActivity, replaceUserInLists } from './queries';

type UserUpdate = RouteInput<typeof contractTypes.admin.updateUser>['body'];

/** An action waiting for the administrator's confirmation. */
export type PendingUserAction =
  | { kind: 'role'; user: AdminUser; role: UserRole }
  | { kind: 'disable' | 'enable' | 'end-sessions'; user: AdminUser };

function updateUser({ id, body }: { id: string; body: UserUpdate }) {
  return callRoute(contract.admin.updateUser, { params: { id }, body });
}

function endSessions(id: string) {
  return callRoute(contract.admin.endUserSessions, { params: { id } });
}

function sessionsEnded(name: string, ended: number): string {
  if (ended === 0) return `${name} had no active sessions`;
  return `Ended ${ended} ${ended === 1 ? 'session' : 'sessions'} for ${name}`;
}

/** What a confirmed action did, for its toast. */
function doneMessage(body: UserUpdate, user: AdminUser): string {
  if (body.role) return `${user.name} is now ${ROLE_LABELS[body.role]}`;
  if (body.disabled === true) return `${user.name} is disabled and signed out everywhere`;
  if (body.disabled === false) return `${user.name} can sign in again`;
  return `${user.name}'s email is marked verified`;
}

/** The question asked before an action, or undefined when none is waiting. */
export function userActionQuestion(action: PendingUserAction | null) {
  if (!action) return undefined;
  const who = `${action.user.name} (${action.user.email})`;
  switch (action.kind) {
    case 'role':
      return {
        title: `Make ${action.user.name} ${ROLE_LABELS[action.role]}?`,
        description: `${who} changes from ${ROLE_LABELS[action.user.role]} to ${ROLE_LABELS[action.role]}. Their menu and access change the next time their app loads.`,
        confirmLabel: 'Change role',
        pendingLabel: 'Changing...',
        variant: 'primary' as const,
      };
    case 'disable':
      return {
        title: `Disable ${action.user.name}?`,
        description: `${who} is signed out on every device and cannot sign in until you enable the account again.`,
        confirmLabel: 'Disable',
        pendingLabel: 'Disabling...',
        variant: 'destructive' as const,
      };
    case 'enable':
      return {
        title: `Enable ${action.user.name}?`,
        description: `${who} will be able to sign in again.`,
        confirmLabel: 'Enable',
        pendingLabel: 'Enabling...',
        variant: 'primary' as const,
      };
    case 'end-sessions':
      return {
        title: `End every session of ${action.user.name}?`,
        description: `${who} is signed out on every device and has to sign in again.`,
        confirmLabel: 'End sessions',
        pendingLabel: 'Ending...',
        variant: 'destructive' as const,
      };
  }
}

/** The user list's actions: the one waiting for confirmation, and the calls that carry them out. */
export function useUserActions() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingUserAction | null>(null);

  const update = useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }, { body }) => {
      replaceUserInLists(queryClient, user);
      invalidateActivity(queryClient);
      setPending(null);
      toast({ title: doneMessage(body, user), variant: 'success' });
    },
    onError: (error) => {
      setPending(null);
      toast({ title: 'The change was not made', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  const end = useMutation({
    mutationFn: (user: AdminUser) => endSessions(user.id),
    onSuccess: ({ ended }, user) => {
      invalidateActivity(queryClient);
      setPending(null);
      toast({ title: sessionsEnded(user.name, ended), variant: 'success' });
    },
    onError: (error) => {
      setPending(null);
      toast({ title: 'Sessions were not ended', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  const confirm = () => {
    if (!pending) return;
    const { user } = pending;
    if (pending.kind === 'role') update.mutate({ id: user.id, body: { role: pending.role } });
    else if (pending.kind === 'disable') update.mutate({ id: user.id, body: { disabled: true } });
    else if (pending.kind === 'enable') update.mutate({ id: user.id, body: { disabled: false } });
    else end.mutate(user);
  };

  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    confirming: update.isPending || end.isPending,
    markVerified: (user: AdminUser) => update.mutate({ id: user.id, body: { emailVerified: true } }),
    /** The user whose verification is being saved, to show its button busy. */
    verifying: update.isPending && update.variables.body.emailVerified ? update.variables.id : undefined,
  };
}
