import { PLANS } from '../../../shared/domain/enums';
import { PLAN_LABELS, PLAN_LIMITS, type PlanLimits } from '../../../shared/domain/plans';
import { Card } from '../../components/ui/card';
import { PlanBadge } from './plan-badge';

const TIER_NAMES = { basic: 'Basic', pro: 'Pro' } as const;

function tiersText(limits: PlanLimits): string {
  return `${limits.directoryTiers.map((tier) => TIER_NAMES[tier]).join(' and ')} directories`;
}

/** What each plan starts with; administrators may change any organization's limits afterwards. */
export function PlanSummary() {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3" aria-label="Plans">
      {PLANS.map((plan) => {
        const limits = PLAN_LIMITS[plan];
        return (
          <li key={plan}>
            <Card className="h-full p-5" aria-label={PLAN_LABELS[plan]} data-testid={`plan-${plan}`}>
              <PlanBadge plan={plan} />
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-500">Businesses</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{limits.maxBusinesses}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-500">Users</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{limits.maxUsers}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-500">Directories</dt>
                  <dd className="text-right font-medium text-slate-900">{tiersText(limits)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-500">Client organizations</dt>
                  <dd className="font-medium text-slate-900">{limits.clients ? 'Yes' : 'No'}</dd>
                </div>
              </dl>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
