import type { UserRole } from '../../../shared/domain/enums';
import { cn } from '../../lib/cn';
import { ROLE_LABELS, roleBadgeTone } from '../../../shared/domain/roles';
import { Badge } from '../ui/badge';

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge tone={roleBadgeTone(role)} data-testid="role-badge">
      {ROLE_LABELS[role]}
    </Badge>
  );
}

/** The signed-in person's name over their role badge, as the sidebar card and the drawer show it. */
export function UserNameWithRole({ name, role, className }: { name: string; role: UserRole; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="truncate text-sm font-medium text-slate-900">{name}</p>
      <div className="mt-1">
        <RoleBadge role={role} />
      </div>
    </div>
  );
}
