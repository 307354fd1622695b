import type { Directory } from '../../../shared/contract/provider';
import type { ExplorerFilters } from './explorer-filters';

// Finding directories in the network: by name (also used by the submission's directory step),
// and by the Directory Explorer's filters.

/** Any part of the name, ignoring case and surrounding spaces. */
export function directoryNameMatches(name: string, search: string): boolean {
  return name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

type Explorable = Pick<Directory, 'name' | 'tier' | 'regions' | 'aggregator' | 'categories' | 'allowed'>;

/** A directory of every category (categories null) lists whichever category is asked for. */
export function directoryMatchesFilters(directory: Explorable, filters: ExplorerFilters): boolean {
  return (
    directoryNameMatches(directory.name, filters.search) &&
    (filters.category === '' || directory.categories === null || directory.categories.includes(filters.category)) &&
    (filters.tier === '' || directory.tier === filters.tier) &&
    (filters.region === '' || directory.regions.includes(filters.region)) &&
    (filters.kind === '' || directory.aggregator === (filters.kind === 'aggregator')) &&
    (!filters.inPlan || directory.allowed)
  );
}

/** Every region the network publishes to, each once: the national 'US' first, then by code. */
export function directoryRegions(directories: readonly Pick<Directory, 'regions'>[]): string[] {
  const regions = [...new Set(directories.flatMap((directory) => directory.regions))];
  return regions.sort((a, b) => Number(b === 'US') - Number(a === 'US') || a.localeCompare(b));
}

/** '134 directories', or '12 of 134 directories' when filters narrow them. */
export function explorerResultCount(shown: number, total: number): string {
  const noun = total === 1 ? 'directory' : 'directories';
  return shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`;
}
