import { useId } from 'react';
import { FilterX, Network, SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { cn } from '../../lib/cn';
import { useDirectories } from '../directories/queries';
import { DirectoryListingsPanel } from './directory-listings-panel';
import { directoryMatchesFilters, directoryRegions, explorerResultCount } from './directory-search';
import { ExplorerDirectoryCard } from './explorer-directory-card';
import { explorerFiltersNarrow, NO_EXPLORER_FILTERS, type ExplorerFilters } from './explorer-filters';
import { ExplorerFiltersBar } from './explorer-filters-bar';

interface DirectoryExplorerProps {
  filters: ExplorerFilters;
  onFiltersChange(filters: ExplorerFilters): void;
}

/** The directory catalogue, filtered on the spot, with the chosen directory's listings beside it. */
export function DirectoryExplorer({ filters, onFiltersChange }: DirectoryExplorerProps) {
  const directories = useDirectories();
  const panelId = useId();
  const all = directories.data?.directories ?? [];
  const shown = all.filter((directory) => directoryMatchesFilters(directory, filters));
  const chosen = all.find((directory) => directory.id === filters.directory);
  const choose = (directory: string) => onFiltersChange({ ...filters, directory });

  return (
    <div className="space-y-4">
      <ExplorerFiltersBar filters={filters} onChange={onFiltersChange} regions={directoryRegions(all)} />

      {directories.data ? (
        <div className={cn('grid grid-cols-1 items-start gap-4', chosen && 'lg:grid-cols-[minmax(0,1fr)_24rem]')}>
          {chosen && (
            <div className="lg:sticky lg:top-4 lg:order-last">
              <DirectoryListingsPanel key={chosen.id} id={panelId} directory={chosen} onClose={() => choose('')} />
            </div>
          )}
          <div className="space-y-3">
            <p className="text-sm text-slate-500" aria-live="polite" data-testid="explorer-result-count">
              {explorerResultCount(shown.length, all.length)}
            </p>
            {shown.length > 0 ? (
              <ul
                className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2', chosen ? 'xl:grid-cols-2' : 'lg:grid-cols-3')}
                aria-label="Directories"
                data-testid="explorer-directories"
              >
                {shown.map((directory) => (
                  <ExplorerDirectoryCard
                    key={directory.id}
                    directory={directory}
                    selected={directory.id === chosen?.id}
                    onSelect={() => choose(directory.id === chosen?.id ? '' : directory.id)}
                    panelId={panelId}
                  />
                ))}
              </ul>
            ) : (
              <Card>
                {explorerFiltersNarrow(filters) ? (
                  <EmptyState
                    icon={SearchX}
                    title="No directories match these filters"
                    description="Try another name, category, tier or region."
                    action={
                      <Button
                        variant="outline"
                        onClick={() => onFiltersChange({ ...NO_EXPLORER_FILTERS, directory: filters.directory })}
                        data-testid="explorer-clear-filters"
                      >
                        <FilterX aria-hidden="true" />
                        Clear filters
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    icon={Network}
                    title="No directories available"
                    description="The directory network could not be listed. Ask an administrator to check the business-data integration."
                  />
                )}
              </Card>
            )}
          </div>
        </div>
      ) : (
        <Card className="p-4 sm:p-6">
          <QueryStatus query={directories} subject="the directories" />
        </Card>
      )}
    </div>
  );
}
