import { CircleCheck, CircleOff } from 'lucide-react';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import { Badge } from '../../components/ui/badge';
import { QueryStatus } from '../../components/ui/query-status';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { useIntegrationStatus } from '../directories/queries';
import { INTEGRATION_FEATURES } from '../businesses/integration-features';

const ENVIRONMENT_LABELS: Record<IntegrationStatus['environment'], string> = {
  sandbox: 'Sandbox',
  production: 'Production',
};

export function EnhancementSkeleton() {
  return (
    <SkeletonGroup label="Loading business enhancement" className="space-y-3">
      <Skeleton className="h-5 w-36" />
      {INTEGRATION_FEATURES.map(({ key }) => (
        <Skeleton key={key} className="h-4 w-full" />
      ))}
    </SkeletonGroup>
  );
}

/** Whether business enhancement is on, where it runs and which of its features are enabled. */
export function EnhancementPanel() {
  const integration = useIntegrationStatus();

  if (!integration.data) {
    if (integration.isError) return <QueryStatus query={integration} subject="business enhancement" />;
    return <EnhancementSkeleton />;
  }

  const { enabled, environment, features } = integration.data;
  if (!enabled) {
    return (
      <div data-testid="enhancement-status" data-enabled="false" className="space-y-2">
        <Badge tone="grey">Integration Not Configured</Badge>
        <p className="text-sm text-slate-500">{ENHANCEMENT_DISABLED_MESSAGE}</p>
      </div>
    );
  }

  return (
    <div data-testid="enhancement-status" data-enabled="true" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone="green">Integration Active</Badge>
        <span className="text-sm text-slate-500">
          Environment:{' '}
          <span className="font-medium text-slate-700" data-testid="enhancement-environment">
            {ENVIRONMENT_LABELS[environment]}
          </span>
        </span>
      </div>
      <ul className="space-y-2 text-sm">
        {INTEGRATION_FEATURES.map(({ key, label }) => (
          <li key={key} className="flex items-center justify-between gap-3" data-testid={`enhancement-feature-${key}`}>
            <span className="text-slate-600">{label}</span>
            {features[key] ? (
              <span className="flex items-center gap-1 font-medium text-emerald-700">
                <CircleCheck aria-hidden="true" className="size-4" />
                Enabled
              </span>
            ) : (
              <span className="flex items-center gap-1 font-medium text-slate-500">
                <CircleOff aria-hidden="true" className="size-4" />
                Disabled
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
