import { Filter } from 'lucide-react';
import type { AuditEntry } from '../../../shared/contract/admin';
import { UserAvatar } from '../../components/layout/user-avatar';
import { Button } from '../../components/ui/button';
import { RelativeTime } from '../../components/ui/relative-time';
import { describeAuditAction } from './audit-description';

interface AuditEntryItemProps {
  entry: AuditEntry;
  /** When the list was loaded; times are relative to it. */
  loadedAt: number;
  /** Offered when the entry belongs to an organization and the list can be filtered by one. */
  onShowOrganization?: (organizationId: string) => void;
}

/** 'Ada Lovelace changed a user's role from Business to Partner', with when and by whom. */
export function AuditEntryItem({ entry, loadedAt, onShowOrganization }: AuditEntryItemProps) {
  const actorName = entry.actor?.name ?? 'System';
  const { organizationId } = entry;
  return (
    <li data-testid="audit-entry" data-action={entry.action} className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <UserAvatar name={actorName} />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{actorName}</span> {describeAuditAction(entry)}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <RelativeTime at={entry.createdAt} now={loadedAt} />
          {entry.actor && <span className="truncate">{entry.actor.email}</span>}
          {organizationId && onShowOrganization && (
            <Button
              variant="link"
              className="gap-1 text-xs [&_svg]:size-3"
              onClick={() => onShowOrganization(organizationId)}
            >
              <Filter aria-hidden="true" />
              This organization only
            </Button>
          )}
        </p>
      </div>
    </li>
  );
}
