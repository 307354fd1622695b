import { useState } from 'react';
import { Building } from 'lucide-react';
import type { AdminOrganization } from '../../../shared/contract/admin';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { SearchField } from '../../components/ui/search-field';
import { useAdminOrganizations } from './queries';
import { FormDialog } from '../../components/ui/form-dialog';
import { OrganizationForm } from './organization-form';
import { OrganizationRow } from './organization-row';
import { useDebouncedValue } from '../../lib/use-debounced-value';

interface OrganizationListProps {
  /** Only organizations on the partner plan. */
  partnersOnly?: boolean;
}

/** Organizations with their plan and usage against limits, searchable and a page at a time. */
export function OrganizationList({ partnersOnly = false }: OrganizationListProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const organizations = useAdminOrganizations({ q, partnersOnly });
  const [editing, setEditing] = useState<AdminOrganization | null>(null);
  const rows = organizations.data?.pages.flatMap((page) => page.organizations) ?? [];
  const noun = partnersOnly ? 'partners' : 'organizations';

  return (
    <div className="space-y-4">
      <SearchField placeholder="Name or slug" className="sm:max-w-md" value={search} onValueChange={setSearch} />

      <Card aria-busy={organizations.isFetching}>
        {organizations.data ? (
          rows.length > 0 ? (
            <ul className="divide-y divide-slate-100" aria-label={partnersOnly ? 'Partner organizations' : 'Organizations'}>
              {rows.map((organization) => (
                <OrganizationRow
                  key={organization.id}
                  organization={organization}
                  onEdit={() => setEditing(organization)}
                />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={Building}
              title={`No ${noun} match`}
              description={
                q
                  ? 'Try another name or slug.'
                  : partnersOnly
                    ? 'Organizations appear here once they are on the Partner plan.'
                    : 'Organizations appear here as people sign up.'
              }
              compact
            />
          )
        ) : (
          <div className="p-4 sm:p-6">
            <QueryStatus query={organizations} subject={noun} />
          </div>
        )}
      </Card>
      <LoadMore query={organizations} subject={noun} />

      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={`Edit ${editing?.name ?? 'organization'}`}
        description="Plan, type, limits, allowed directories and whether it is active."
        data-testid="organization-dialog"
      >
        {editing && <OrganizationForm key={editing.id} organization={editing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </div>
  );
}
