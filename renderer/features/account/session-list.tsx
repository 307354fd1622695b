import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { contract } from '../../lib/api-routes';
import type { SessionSummary } from '../../../shared/contract/entities';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { callRoute, failureMessage } from '../../lib/api-client';
import { formatRelativeTime } from '../../../shared/domain/relative-time';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';
import { accountKeys } from './queries';
import { deviceLabel } from './device-label';
import { orderSessions } from './session-order';

function revokeSession(id: string) {
  return callRoute(contract.auth.revokeSession, { params: { id } });
}

function revokeQuestion(session: SessionSummary | null) {
  if (session?.current) {
    return {
      title: 'Sign out of this device?',
      description: 'This is the device you are using now. Revoking its session signs you out here.',
      confirmLabel: 'Sign out',
      pendingLabel: 'Signing out...',
    };
  }
  const where = session?.ipAddress ? ` (${session.ipAddress})` : '';
  return {
    title: 'Revoke this session?',
    description: `${deviceLabel(session?.userAgent ?? null)}${where} will be signed out and will have to sign in again.`,
    confirmLabel: 'Revoke',
    pendingLabel: 'Revoking...',
  };
}

interface SessionListProps {
  sessions: readonly SessionSummary[];
  /** When the list was loaded; last-active times are relative to it. */
  loadedAt: number;
}

/** The user's sessions, this device first; each can be revoked after a confirmation. */
export function SessionList({ sessions, loadedAt }: SessionListProps) {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<SessionSummary | null>(null);
  const revoke = useMutation({
    mutationFn: revokeSession,
    onSuccess: (_, id) => {
      queryClient.setQueryData<SessionSummary[]>(accountKeys.sessions(), (current) => current?.filter((s) => s.id !== id));
      setTarget(null);
      toast({ title: 'Session revoked', variant: 'success' });
    },
    onError: (error) => {
      setTarget(null);
      toast({
        title: 'Could not revoke the session',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
  // The current session ends through logout, which also forgets it here and goes to the login page.
  const signOut = useMutation({ mutationFn: logout });

  const confirm = () => {
    if (!target) return;
    if (target.current) signOut.mutate();
    else revoke.mutate(target.id);
  };

  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Sessions">
        {orderSessions(sessions).map((session) => {
          const label = deviceLabel(session.userAgent);
          return (
            <li
              key={session.id}
              data-testid="session-row"
              data-current={session.current}
              className="flex items-center gap-4 py-4 first:pt-0 last:pb-0"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                <MonitorSmartphone aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  <span data-testid="session-device">{label}</span>
                  {session.current && <Badge tone="green">This device</Badge>}
                </p>
                <p className="mt-0.5 text-sm text-slate-500">
                  <span data-testid="session-ip">{session.ipAddress ?? 'Unknown address'}</span>
                  <span aria-hidden="true"> · </span>
                  <span>Last active {formatRelativeTime(session.lastUsedAt, loadedAt).toLowerCase()}</span>
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={session.current ? `Revoke ${label}, this device` : `Revoke ${label}`}
                onClick={() => setTarget(session)}
              >
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
      {/* Kept mounted so closing it returns focus the way the browser does for a closed <dialog>. */}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        {...revokeQuestion(target)}
        pending={revoke.isPending || signOut.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
