import type { UserRole } from '../../../shared/domain/enums';
import { ROLE_LABELS, roleBadgeTone } from '../../../shared/domain/roles';
import { Badge } from '../ui/badge';

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge tone={roleBadgeTone(role)} data-testid="role-badge">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
