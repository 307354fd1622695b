import { History, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminOrganization } from '../../../shared/contract/admin';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { UsageMeter } from '../organization/usage-meter';
import { useDirectoryCatalogue } from './queries';
import { directoryNames } from './directory-choice';
import { ORGANIZATION_TYPE_LABELS } from './organization-labels';
import { PlanBadge } from './plan-badge';

interface OrganizationRowProps {
  organization: AdminOrganization;
  onEdit(): void;
}

function directoriesText(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return `Directories: ${shown}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
}

const DIRECTORIES_TEXT_CLASSES = 'mt-2 truncate text-xs text-slate-500';

/** An organization's own list of directories by name; the ids show until the catalogue has loaded. */
function ChosenDirectories({ ids }: { ids: readonly string[] }) {
  const catalogue = useDirectoryCatalogue();
  const names = directoryNames(ids, catalogue.data ?? []);
  return (
    <p className={DIRECTORIES_TEXT_CLASSES} title={names.join(', ')}>
      {directoriesText(names)}
    </p>
  );
}

/** One organization: name, plan, type, state, usage against its limits and its actions. */
export function OrganizationRow({ organization, onEdit }: OrganizationRowProps) {
  return (
    <li
      data-testid="admin-organization-row"
      data-slug={organization.slug}
      className="grid grid-cols-1 gap-4 px-4 py-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem_auto] lg:items-center lg:gap-6"
    >
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">{organization.name}</p>
        <p className="truncate text-xs text-slate-500">{organization.slug}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <PlanBadge plan={organization.plan} />
          <Badge tone="grey">{ORGANIZATION_TYPE_LABELS[organization.type]}</Badge>
          {organization.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="red">Inactive</Badge>}
          {organization.partnerOrganizationId && <Badge tone="purple">Partner client</Badge>}
        </div>
        {organization.allowedDirectories.length === 0 ? (
          <p className={DIRECTORIES_TEXT_CLASSES}>Directories: follows the plan</p>
        ) : (
          <ChosenDirectories ids={organization.allowedDirectories} />
        )}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-1 lg:gap-3">
        <UsageMeter label="Businesses" used={organization.usage.businesses} limit={organization.maxBusinesses} testId="usage-businesses" />
        <UsageMeter label="Users" used={organization.usage.users} limit={organization.maxUsers} testId="usage-users" />
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button variant="outline" size="sm" aria-label={`Edit ${organization.name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Link
          href={`/admin?organizationId=${encodeURIComponent(organization.id)}`}
          className={buttonClasses('ghost', 'sm')}
          aria-label={`Activity of ${organization.name}`}
        >
          <History aria-hidden="true" />
          Activity
        </Link>
      </div>
    </li>
  );
}
