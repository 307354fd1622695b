import { DIRECTORY_TIERS } from '../../../shared/domain/directories';
import { Checkbox } from '../../components/ui/checkbox';
import { SearchField } from '../../components/ui/search-field';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { CATEGORY_OPTIONS } from '../businesses/category-options';
import { DIRECTORY_TIER_LABELS } from '../directories/directory-display';
import { DIRECTORY_KINDS, DIRECTORY_KIND_LABELS, type ExplorerFilters } from './explorer-filters';

const CATEGORY_FILTER_OPTIONS = [{ value: '' as const, label: 'All categories' }, ...CATEGORY_OPTIONS];
const TIER_OPTIONS = [{ value: '' as const, label: 'All tiers' }, ...labelledOptions(DIRECTORY_TIERS, DIRECTORY_TIER_LABELS)];
const KIND_OPTIONS = [{ value: '' as const, label: 'All types' }, ...labelledOptions(DIRECTORY_KINDS, DIRECTORY_KIND_LABELS)];

interface ExplorerFiltersBarProps {
  filters: ExplorerFilters;
  onChange(filters: ExplorerFilters): void;
  /** The regions the network publishes to; empty while it loads. */
  regions: readonly string[];
}

/** Name search, category, tier, region, kind and the 'in my plan' switch of the Directory Explorer. */
export function ExplorerFiltersBar({ filters, onChange, regions }: ExplorerFiltersBarProps) {
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <SearchField
          label="Search directories"
          placeholder="Directory name"
          value={filters.search}
          onValueChange={(search) => onChange({ ...filters, search })}
          data-testid="explorer-search"
        />
        <SelectField
          label="Category"
          data-testid="explorer-category-filter"
          value={filters.category}
          onValueChange={(value) => onChange({ ...filters, category: value })}
          options={CATEGORY_FILTER_OPTIONS}
        />
        <SelectField
          label="Tier"
          data-testid="explorer-tier-filter"
          value={filters.tier}
          onValueChange={(value) => onChange({ ...filters, tier: value })}
          options={TIER_OPTIONS}
        />
        <SelectField
          label="Region"
          data-testid="explorer-region-filter"
          value={filters.region}
          onValueChange={(value) => onChange({ ...filters, region: value })}
          options={[
            { value: '', label: 'All regions' },
            ...regions.map((region) => ({ value: region, label: region })),
            // A region named by the address but not (yet) in the data still shows as chosen.
            ...(filters.region && !regions.includes(filters.region) ? [{ value: filters.region, label: filters.region }] : []),
          ]}
        />
        <SelectField
          label="Type"
          data-testid="explorer-kind-filter"
          value={filters.kind}
          onValueChange={(value) => onChange({ ...filters, kind: value })}
          options={KIND_OPTIONS}
        />
      </div>
      <label className="max-sm:min-h-11 inline-flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
        <Checkbox
          checked={filters.inPlan}
          onCheckedChange={(inPlan) => onChange({ ...filters, inPlan })}
          data-testid="explorer-in-plan"
        />
        Only directories in my plan
      </label>
    </div>
  );
}
