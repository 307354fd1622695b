import { ExternalLink, ListChecks } from 'lucide-react';
import type { Directory } from '../../../shared/contract/provider';
import { Badge } from '../../components/ui/badge';
import { Button, TOUCH_TARGET } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { DirectoryStatusBadge, DirectoryTierBadge } from '../directories/directory-badges';
import { directoryCategoriesText } from '../directories/directory-display';
import { DirectoryLogo } from '../directories/directory-logo';
import { safeProfileUrl } from '../listings/profile-url';

interface ExplorerDirectoryCardProps {
  directory: Directory;
  selected: boolean;
  /** Shows the organization's listings on this directory beside the results. */
  onSelect(): void;
  /** The id of the listings panel the button opens. */
  panelId: string;
}

/** One directory of the catalogue: its site, reach, plan and how the organization's listings stand on it. */
export function ExplorerDirectoryCard({ directory, selected, onSelect, panelId }: ExplorerDirectoryCardProps) {
  // Addresses come from the provider: only web addresses become links.
  const site = safeProfileUrl(directory.url);
  const { counts } = directory;
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm',
        selected ? 'border-primary ring-1 ring-primary' : 'border-slate-200',
      )}
      data-testid="explorer-directory"
      data-directory-id={directory.id}
      data-allowed={directory.allowed}
      data-selected={selected}
    >
      <div className="flex items-start gap-3">
        <DirectoryLogo directory={directory} />
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-slate-900">
            {site ? (
              <a
                href={site}
                target="_blank"
                rel="noopener noreferrer"
                className={cn('inline-flex max-w-full items-center gap-1 hover:text-primary hover:underline', TOUCH_TARGET)}
                data-testid="explorer-directory-link"
              >
                <span className="truncate">{directory.name}</span>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only"> (opens its site in a new tab)</span>
              </a>
            ) : (
              directory.name
            )}
          </h3>
          <p className="truncate text-xs text-slate-500" data-testid="explorer-directory-categories">
            {directoryCategoriesText(directory.categories)}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-1.5">
        <DirectoryTierBadge value={directory.tier} data-testid="explorer-directory-tier" />
        {directory.aggregator && (
          <Badge tone="blue" data-testid="explorer-aggregator-badge">
            Data aggregator
          </Badge>
        )}
        <Badge tone={directory.allowed ? 'green' : 'grey'} data-testid="explorer-in-plan-flag" data-allowed={directory.allowed}>
          {directory.allowed ? 'In your plan' : 'Not in your plan'}
        </Badge>
      </div>

      <p className="text-xs text-slate-500" data-testid="explorer-directory-regions">
        Regions: <span className="text-slate-700">{directory.regions.length > 0 ? directory.regions.join(', ') : 'None listed'}</span>
      </p>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <DirectoryStatusBadge value={directory.status} data-testid="explorer-directory-status" />
          <span data-testid="explorer-directory-counts">
            {counts.published} live · {counts.waiting} waiting ·{' '}
            <span className={counts.error > 0 ? 'font-medium text-red-700' : undefined}>
              {counts.error} {counts.error === 1 ? 'error' : 'errors'}
            </span>
          </span>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onSelect}
          aria-expanded={selected}
          aria-controls={selected ? panelId : undefined}
          data-testid="explorer-directory-open"
        >
          <ListChecks aria-hidden="true" />
          Listings
          <span className="sr-only"> on {directory.name}</span>
        </Button>
      </div>
    </li>
  );
}
