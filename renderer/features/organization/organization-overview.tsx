import type { ReactNode } from 'react';
import type { OrganizationDetails } from '../../../shared/contract/organizations';
import { memberRoleAtLeast, MEMBER_ROLE_LABELS, PLAN_LABELS } from '../../../shared/domain/plans';
import { Badge } from '../../components/ui/badge';
import { ORGANIZATION_TYPE_LABELS } from '../admin/organization-labels';
import { OrganizationNameForm } from './organization-name-form';
import { seatsInUse, seatsNote } from './plan-usage';
import { UsageMeter } from './usage-meter';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Name, plan and how much of the plan's limits the organization uses. */
export function OrganizationOverview({ organization }: { organization: OrganizationDetails }) {
  const { limits, usage } = organization;
  const isAdmin = memberRoleAtLeast(organization.role, 'admin');

  return (
    <div className="space-y-6">
      {isAdmin ? (
        <OrganizationNameForm key={organization.id} organization={organization} />
      ) : (
        <dl>
          <Detail label="Organization name">
            <span data-testid="organization-name">{organization.name}</span>
          </Detail>
        </dl>
      )}

      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Detail label="Plan">
          <Badge tone="blue" data-testid="organization-plan">
            {PLAN_LABELS[organization.plan]}
          </Badge>
        </Detail>
        <Detail label="Type">{ORGANIZATION_TYPE_LABELS[organization.type]}</Detail>
        <Detail label="Your role">
          <span data-testid="organization-role">{MEMBER_ROLE_LABELS[organization.role]}</span>
        </Detail>
      </dl>

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <UsageMeter testId="usage-businesses" label="Businesses" used={usage.businesses} limit={limits.maxBusinesses} />
        <UsageMeter
          testId="usage-users"
          label="Users"
          used={seatsInUse(usage)}
          limit={limits.maxUsers}
          note={seatsNote(usage)}
        />
      </div>
      {organization.role === 'owner' && (
        <p className="text-sm text-slate-500">To change the plan or its limits, contact an administrator.</p>
      )}
    </div>
  );
}
