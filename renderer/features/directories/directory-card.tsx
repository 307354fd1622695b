import type { Directory } from '../../../shared/contract/provider';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { DirectoryStatusBadge, DirectoryTierBadge } from './directory-badges';
import { directoryCategoriesText } from './directory-display';
import { DirectoryLogo } from './directory-logo';

/** One directory of the network: logo, tier, how this organization's listings stand on it. */
export function DirectoryCard({ directory }: { directory: Directory }) {
  const { counts } = directory;
  // Listings made before a plan change still show their status; otherwise the plan is what matters.
  const outsidePlan = !directory.allowed && directory.status === 'available';
  return (
    <li
      data-testid="directory-card"
      data-directory-id={directory.id}
      data-status={directory.status}
      data-allowed={directory.allowed}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        !directory.allowed && 'bg-slate-50 opacity-60',
      )}
    >
      <div className="flex items-start gap-3">
        <DirectoryLogo directory={directory} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-semibold text-slate-900" title={directory.name}>
            {directory.name}
          </h3>
          <p className="truncate text-xs text-slate-500">{directoryCategoriesText(directory.categories)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <DirectoryTierBadge value={directory.tier} data-testid="directory-tier" />
        {outsidePlan ? (
          <Badge tone="grey" data-testid="directory-not-in-plan">
            Not in your plan
          </Badge>
        ) : (
          <DirectoryStatusBadge value={directory.status} data-testid="directory-status" />
        )}
      </div>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center" data-testid="directory-counts">
        <Count label="Live" value={counts.published} />
        <Count label="Waiting" value={counts.waiting} />
        <Count label="Errors" value={counts.error} highlight={counts.error > 0} />
      </dl>
    </li>
  );
}

function Count({ label, value, highlight = false }: { label: string; value: number; highlight?: boolean }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn('text-sm font-semibold tabular-nums', highlight ? 'text-red-700' : 'text-slate-900')}>{value}</dd>
    </div>
  );
}
