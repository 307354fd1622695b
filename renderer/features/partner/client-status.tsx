import type { Client } from '../../../shared/contract/partner';
import { Badge } from '../../components/ui/badge';
import { PlanBadge } from '../admin/plan-badge';
import { UsageMeter } from '../organization/usage-meter';

/** A client's plan and whether it is paused. */
export function ClientBadges({ client }: { client: Client }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <PlanBadge plan={client.plan} />
      {client.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="amber">Paused</Badge>}
    </div>
  );
}

/** Businesses and users against the client's limits, one above the other. */
export function ClientUsage({ client }: { client: Client }) {
  return (
    <div className="grid grid-cols-1 gap-3">
      <UsageMeter label="Businesses" used={client.usage.businesses} limit={client.limits.maxBusinesses} testId="client-businesses" />
      <UsageMeter label="Users" used={client.usage.users} limit={client.limits.maxUsers} testId="client-users" />
    </div>
  );
}
