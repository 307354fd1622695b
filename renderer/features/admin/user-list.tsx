import { useState } from 'react';
import { UserX } from 'lucide-react';
import { USER_ROLES, type UserRole } from '../../../shared/domain/enums';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { SearchField } from '../../components/ui/search-field';
import { labelledOptions, Select } from '../../components/ui/select';
import { useAuth } from '../auth/auth-context';
import { useAdminUsers } from './queries';
import { userActionQuestion, useUserActions } from './user-actions';
import { UserRow } from './user-row';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const ROLE_FILTER_OPTIONS = [{ value: '' as const, label: 'All roles' }, ...labelledOptions(USER_ROLES, ROLE_LABELS)];

/** Every account, searchable by email, username or name and filtered by role, a page at a time. */
export function UserList() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const q = useDebouncedValue(search);
  const users = useAdminUsers({ q, role });
  const actions = useUserActions();
  const question = userActionQuestion(actions.pending);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchField placeholder="Email, username or name" value={search} onValueChange={setSearch} />
        <FormField label="Role">
          {(field) => (
            <Select {...field} value={role} onValueChange={setRole} options={ROLE_FILTER_OPTIONS} />
          )}
        </FormField>
      </div>

      <Card aria-busy={users.isFetching}>
        {users.data ? (
          rows.length > 0 ? (
            <ul className="divide-y divide-slate-100" aria-label="Users">
              {rows.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === me?.id}
                  onAction={actions.ask}
                  onMarkVerified={() => actions.markVerified(user)}
                  verifying={actions.verifying === user.id}
                />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={UserX}
              title="No users match"
              description={q || role ? 'Try other words or another role.' : 'Nobody has an account yet.'}
              compact
            />
          )
        ) : (
          <div className="p-4 sm:p-6">
            <QueryStatus query={users} subject="users" />
          </div>
        )}
      </Card>
      <LoadMore query={users} subject="users" />

      <ConfirmDialog
        open={actions.pending !== null}
        onOpenChange={(open) => {
          if (!open) actions.cancel();
        }}
        title={question?.title ?? ''}
        description={question?.description ?? ''}
        confirmLabel={question?.confirmLabel ?? 'Confirm'}
        pendingLabel={question?.pendingLabel ?? 'Saving...'}
        variant={question?.variant}
        pending={actions.confirming}
        onConfirm={actions.confirm}
      />
    </div>
  );
}
