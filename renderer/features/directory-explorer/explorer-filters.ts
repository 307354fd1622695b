import { DIRECTORY_TIERS, type DirectoryTier } from '../../../shared/domain/directories';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '../../../shared/domain/enums';
import { oneOf } from '../../lib/one-of';

// The Directory Explorer's filters and its chosen directory live in the address, so a view can be
// linked, reloaded and left with Back. Values the screen cannot use are read as "no filter".

/** Aggregators feed other sites; the rest show listings themselves. */
export const DIRECTORY_KINDS = ['aggregator', 'directory'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

export const DIRECTORY_KIND_LABELS: Record<DirectoryKind, string> = {
  aggregator: 'Data aggregators',
  directory: 'Listing sites',
};

export interface ExplorerFilters {
  search: string;
  category: BusinessCategory | '';
  tier: DirectoryTier | '';
  /** A region code from the network's data: 'US', 'CA', a state code. */
  region: string;
  kind: DirectoryKind | '';
  /** Only directories the plan includes. */
  inPlan: boolean;
  /** The directory whose listings are shown beside the results. */
  directory: string;
}

export const NO_EXPLORER_FILTERS: ExplorerFilters = {
  search: '',
  category: '',
  tier: '',
  region: '',
  kind: '',
  inPlan: false,
  directory: '',
};

// Region codes and directory ids are short; longer text in the address is not one of them.
const MAX_CODE_LENGTH = 100;

function code(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return trimmed.length <= MAX_CODE_LENGTH ? trimmed : '';
}

export function explorerFiltersFromAddress(params: URLSearchParams): ExplorerFilters {
  return {
    search: params.get('search') ?? '',
    category: oneOf(BUSINESS_CATEGORIES, params.get('category')) ?? '',
    tier: oneOf(DIRECTORY_TIERS, params.get('tier')) ?? '',
    region: code(params.get('region')),
    kind: oneOf(DIRECTORY_KINDS, params.get('kind')) ?? '',
    inPlan: params.get('inPlan') === 'true',
    directory: code(params.get('directory')),
  };
}

/** Only the filters in use, in a fixed order, so the plain catalogue keeps the plain address. */
export function explorerFiltersToAddress(filters: ExplorerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.tier) params.set('tier', filters.tier);
  if (filters.region) params.set('region', filters.region);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.inPlan) params.set('inPlan', 'true');
  if (filters.directory) params.set('directory', filters.directory);
  return params;
}

/** Whether the filters narrow the catalogue (the chosen directory does not). */
export function explorerFiltersNarrow(filters: ExplorerFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.category !== '' ||
    filters.tier !== '' ||
    filters.region !== '' ||
    filters.kind !== '' ||
    filters.inPlan
  );
}
