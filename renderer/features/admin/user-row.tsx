import { useId } from 'react';
import { BadgeCheck, Ban, LogOut, UserCheck } from 'lucide-react';
import type { AdminUser } from '../../../shared/contract/admin';
import { USER_ROLES } from '../../../shared/domain/enums';
import { ROLE_LABELS, roleBadgeTone } from '../../../shared/domain/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { labelledOptions, Select } from '../../components/ui/select';
import type { PendingUserAction } from './user-actions';

interface UserRowProps {
  user: AdminUser;
  /** The signed-in administrator's own row. */
  isSelf: boolean;
  onAction(action: PendingUserAction): void;
  onMarkVerified(): void;
  verifying: boolean;
}

/** One account: who, role and state, and what an administrator can do to it. */
export function UserRow({ user, isSelf, onAction, onMarkVerified, verifying }: UserRowProps) {
  const roleId = useId();
  return (
    <li
      data-testid="admin-user-row"
      data-email={user.email}
      // Wide screens give the actions a fixed column, so selects and buttons line up row under row.
      className="grid grid-cols-1 gap-3 px-4 py-4 sm:px-6 xl:grid-cols-[minmax(0,1fr)_34rem] xl:items-center xl:gap-6"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate text-sm font-semibold text-slate-900">{user.name}</span>
          {isSelf && <Badge tone="blue">You</Badge>}
        </p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="truncate text-xs text-slate-500">@{user.username}</p>
        <div className="mt-2 flex flex-wrap gap-1.5" data-testid="admin-user-badges">
          <Badge tone={roleBadgeTone(user.role)} data-testid="admin-user-role">
            {ROLE_LABELS[user.role]}
          </Badge>
          {user.emailVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="amber">Not verified</Badge>}
          {user.disabled && <Badge tone="red">Disabled</Badge>}
        </div>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="flex items-center gap-2">
          <label htmlFor={roleId} className="text-sm text-slate-500 sm:sr-only">
            Role
          </label>
          <Select
            id={roleId}
            aria-label={`Role of ${user.name}`}
            className="h-8 w-40"
            value={user.role}
            onValueChange={(role) => {
              if (role !== user.role) onAction({ kind: 'role', user, role });
            }}
            options={labelledOptions(USER_ROLES, ROLE_LABELS)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {user.disabled ? (
            <Button variant="outline" size="sm" className="min-w-26" onClick={() => onAction({ kind: 'enable', user })}>
              <UserCheck aria-hidden="true" />
              Enable
            </Button>
          ) : (
            <Button variant="outline" size="sm" className="min-w-26" onClick={() => onAction({ kind: 'disable', user })}>
              <Ban aria-hidden="true" />
              Disable
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => onAction({ kind: 'end-sessions', user })}>
            <LogOut aria-hidden="true" />
            End sessions
          </Button>
          {/* Last, as only some rows have it, so the others stay in line. */}
          {!user.emailVerified && (
            <Button variant="outline" size="sm" disabled={verifying} onClick={onMarkVerified}>
              <BadgeCheck aria-hidden="true" />
              {verifying ? 'Saving...' : 'Mark verified'}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
