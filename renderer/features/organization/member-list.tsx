import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { contract } from '../../lib/api-routes';
import type { Member, OrganizationDetails } from '../../../shared/contract/organizations';
import type { MemberRole } from '../../../shared/domain/enums';
import { MEMBER_ROLE_LABELS } from '../../../shared/domain/plans';
import { UserAvatar } from '../../components/layout/user-avatar';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Select } from '../../components/ui/select';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';
import { canManageMember, roleChoices } from './member-roles';
import { organizationKeys } from './queries';

function setRole({ userId, role }: { userId: string; role: MemberRole }) {
  return callRoute(contract.organizations.setMemberRole, { params: { userId }, body: { role } });
}

function removeMember(userId: string) {
  return callRoute(contract.organizations.removeMember, { params: { userId } });
}

/** After leaving, the server works in another of the user's organizations, or none. */
async function organizationAfterLeaving() {
  const { organizations, currentId } = await callRoute(contract.organizations.listMine);
  return organizations.find((organization) => organization.id === currentId) ?? null;
}

function removeQuestion(member: Member | null, self: boolean, organizationName: string) {
  if (self) {
    return {
      title: `Leave ${organizationName}?`,
      description: 'You will lose access to its businesses, listings and reports until someone invites you again.',
      confirmLabel: 'Leave',
      pendingLabel: 'Leaving...',
    };
  }
  return {
    title: `Remove ${member?.name ?? 'this member'}?`,
    description: `${member?.name ?? 'They'} (${member?.email ?? ''}) will lose access to ${organizationName}.`,
    confirmLabel: 'Remove',
    pendingLabel: 'Removing...',
  };
}

interface MemberListProps {
  organization: OrganizationDetails;
  members: readonly Member[];
}

/**
 * The members with their roles. Admins change roles (owners only touch owners) and remove members;
 * anyone may leave. The server's refusals, such as removing the last owner, are shown as it words them.
 */
export function MemberList({ organization, members }: MemberListProps) {
  const { user, switchOrganization } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actor = organization.role;
  const leaving = target !== null && target.userId === user?.id;

  const changeRole = useMutation({
    mutationFn: setRole,
    onMutate: () => setError(null),
    onSuccess: ({ member }) => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.current() });
      if (member.userId === user?.id) void queryClient.invalidateQueries({ queryKey: organizationKeys.memberships() });
      toast({ title: `${member.name} is now ${MEMBER_ROLE_LABELS[member.role]}`, variant: 'success' });
    },
    onError: (failure) => setError(failureMessage(failure, 'Could not change the role')),
  });

  const remove = useMutation({
    mutationFn: async (member: Member) => {
      await removeMember(member.userId);
      return member.userId === user?.id ? { left: true as const, next: await organizationAfterLeaving() } : { left: false as const };
    },
    onMutate: () => setError(null),
    onSuccess: (result, member) => {
      setTarget(null);
      if (result.left) {
        switchOrganization(result.next);
        toast({ title: `You left ${organization.name}`, variant: 'success' });
        navigate('/');
        return;
      }
      void queryClient.invalidateQueries({ queryKey: organizationKeys.current() });
      toast({ title: `${member.name} was removed`, variant: 'success' });
    },
    onError: (failure) => {
      setTarget(null);
      setError(failureMessage(failure, leaving ? 'Could not leave the organization' : 'Could not remove the member'));
    },
  });

  return (
    <>
      {error && (
        <Alert variant="destructive" data-testid="members-error" className="mb-4">
          {error}
        </Alert>
      )}
      <ul className="divide-y divide-slate-100" aria-label="Members">
        {members.map((member) => {
          const self = member.userId === user?.id;
          const choices = roleChoices(actor, member.role);
          const changing = changeRole.isPending && changeRole.variables.userId === member.userId;
          return (
            <li
              key={member.userId}
              data-testid="member-row"
              data-role={member.role}
              className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0"
            >
              <UserAvatar name={member.name} className="size-10 text-sm" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  <span data-testid="member-name">{member.name}</span>
                  {self && <Badge tone="green">You</Badge>}
                </p>
                <p className="truncate text-sm text-slate-500">{member.email}</p>
              </div>
              <div className="flex items-center gap-2">
                {choices.length > 0 ? (
                  <Select
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    disabled={changing}
                    className="h-9 w-32"
                    onValueChange={(role) => {
                      if (role !== member.role) changeRole.mutate({ userId: member.userId, role });
                    }}
                    options={choices.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }))}
                  />
                ) : (
                  <Badge tone={member.role === 'owner' ? 'purple' : 'grey'} data-testid="member-role">
                    {MEMBER_ROLE_LABELS[member.role]}
                  </Badge>
                )}
                {self ? (
                  <Button variant="outline" size="sm" onClick={() => setTarget(member)}>
                    Leave
                  </Button>
                ) : (
                  canManageMember(actor, member.role) && (
                    <Button variant="ghost" size="sm" aria-label={`Remove ${member.name}`} onClick={() => setTarget(member)}>
                      Remove
                    </Button>
                  )
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        {...removeQuestion(target, leaving, organization.name)}
        pending={remove.isPending}
        onConfirm={() => {
          if (target) remove.mutate(target);
        }}
      />
    </>
  );
}
