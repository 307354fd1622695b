import type { Plan } from '../../../shared/domain/enums';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const PLAN_TONES: Record<Plan, BadgeTone> = { business: 'grey', business_pro: 'blue', partner: 'purple' };

export function PlanBadge({ plan }: { plan: Plan }) {
  return (
    <Badge tone={PLAN_TONES[plan]} data-testid="plan-badge">
      {PLAN_LABELS[plan]}
    </Badge>
  );
}
