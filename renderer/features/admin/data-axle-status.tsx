import type { contract as contractTypes } from '../../../shared/contract';
import type { RouteResponse } from '../../../shared/contract/route';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { QueryStatus } from '../../components/ui/query-status';
import { useDataAxleStatus } from './queries';

type Circuit = RouteResponse<typeof contractTypes.adminSettings.dataAxleStatus>['circuit'];

const CIRCUIT: Record<Circuit, { tone: BadgeTone; label: string; meaning: string }> = {
  closed: { tone: 'green', label: 'Circuit closed', meaning: 'Calls to the provider go through.' },
  open: { tone: 'red', label: 'Circuit open', meaning: 'Calls are paused for a while after repeated failures.' },
  'half-open': { tone: 'amber', label: 'Circuit half-open', meaning: 'A trial call decides whether calls resume.' },
};

const ERROR_AT_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How the integration stands now: whether calls go through, and the last thing that failed. */
export function DataAxleStatus() {
  const status = useDataAxleStatus();
  if (!status.data) return <QueryStatus query={status} subject="the integration status" />;

  const { circuit, lastError, lastErrorAt } = status.data;
  return (
    <div className="space-y-2 text-sm" data-testid="data-axle-status">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={CIRCUIT[circuit].tone} data-testid="data-axle-circuit" data-circuit={circuit}>
          {CIRCUIT[circuit].label}
        </Badge>
        <span className="text-slate-600">{CIRCUIT[circuit].meaning}</span>
      </p>
      <p className="text-slate-600" data-testid="data-axle-last-error">
        Last error:{' '}
        {lastError ? (
          <>
            <span className="text-red-700">{lastError}</span>
            {lastErrorAt && (
              <>
                {' '}
                (<time dateTime={lastErrorAt}>{ERROR_AT_FORMAT.format(new Date(lastErrorAt))}</time>)
              </>
            )}
          </>
        ) : (
          <span className="text-slate-500">none</span>
        )}
      </p>
    </div>
  );
}
