import { DIRECTORY_TIERS, type DirectoryTier } from '../../../shared/domain/directories';
import type { BusinessCategory } from '../../../shared/domain/enums';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { SearchField } from '../../components/ui/search-field';
import { Select } from '../../components/ui/select';
import { CategoryOptions } from '../businesses/category-options';
import { DIRECTORY_TIER_LABELS } from '../directories/directory-display';
import { DIRECTORY_KINDS, DIRECTORY_KIND_LABELS, type DirectoryKind, type ExplorerFilters } from './explorer-filters';

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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <SearchField
          label="Search directories"
          placeholder="Directory name"
          value={filters.search}
          onValueChange={(search) => onChange({ ...filters, search })}
          data-testid="explorer-search"
        />
        <FormField label="Category">
          {(field) => (
            <Select
              {...field}
              data-testid="explorer-category-filter"
              value={filters.category}
              onChange={(event) => onChange({ ...filters, category: event.target.value as BusinessCategory | '' })}
            >
              <option value="">All categories</option>
              <CategoryOptions />
            </Select>
          )}
        </FormField>
        <FormField label="Tier">
          {(field) => (
            <Select
              {...field}
              data-testid="explorer-tier-filter"
              value={filters.tier}
              onChange={(event) => onChange({ ...filters, tier: event.target.value as DirectoryTier | '' })}
            >
              <option value="">All tiers</option>
              {DIRECTORY_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {DIRECTORY_TIER_LABELS[tier]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Region">
          {(field) => (
            <Select
              {...field}
              data-testid="explorer-region-filter"
              value={filters.region}
              onChange={(event) => onChange({ ...filters, region: event.target.value })}
            >
              <option value="">All regions</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
              {/* A region named by the address but not (yet) in the data still shows as chosen. */}
              {filters.region && !regions.includes(filters.region) && <option value={filters.region}>{filters.region}</option>}
            </Select>
          )}
        </FormField>
        <FormField label="Type">
          {(field) => (
            <Select
              {...field}
              data-testid="explorer-kind-filter"
              value={filters.kind}
              onChange={(event) => onChange({ ...filters, kind: event.target.value as DirectoryKind | '' })}
            >
              <option value="">All types</option>
              {DIRECTORY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {DIRECTORY_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
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
