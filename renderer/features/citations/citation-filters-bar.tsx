import { useEffect } from 'react';
import type { Directory } from '../../../shared/contract/provider';
import { CITATION_ISSUE_LABELS, CITATION_ISSUE_TYPES } from '../../../shared/domain/citation-issues';
import { CITATION_ISSUE_STATUSES, type CitationIssueStatusFilter } from '../../../shared/domain/citation-scans';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { useBusiness, useBusinessPages } from '../businesses/queries';
import type { CitationFilters } from './citation-filters';

const STATUS_LABELS: Record<CitationIssueStatusFilter, string> = { open: 'Open', resolved: 'Resolved', all: 'All' };
const TYPE_OPTIONS = [{ value: '' as const, label: 'All issue types' }, ...labelledOptions(CITATION_ISSUE_TYPES, CITATION_ISSUE_LABELS)];
const STATUS_OPTIONS = labelledOptions(CITATION_ISSUE_STATUSES, STATUS_LABELS);
/** The server's largest page of businesses, so most organizations need a single call. */
const BUSINESS_PAGE_SIZE = 100;

interface CitationFiltersBarProps {
  filters: CitationFilters;
  onChange(filters: CitationFilters): void;
  /** The directory network, for the directory filter; empty while it loads. */
  directories: readonly Directory[];
}

/** Business, directory, issue type and status, each a labelled select. */
export function CitationFiltersBar({ filters, onChange, directories }: CitationFiltersBarProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="citation-filters">
      <BusinessFilter value={filters.businessId} onChange={(businessId) => onChange({ ...filters, businessId })} />
      <SelectField
        label="Directory"
        data-testid="citation-directory-filter"
        value={filters.platform}
        onValueChange={(platform) => onChange({ ...filters, platform })}
        options={[
          { value: '', label: 'All directories' },
          ...directories.map((directory) => ({ value: directory.id, label: directory.name })),
          // A directory named by the address but not in the catalogue still shows as chosen.
          ...(filters.platform && !directories.some((directory) => directory.id === filters.platform)
            ? [{ value: filters.platform, label: filters.platform }]
            : []),
        ]}
      />
      <SelectField
        label="Issue type"
        data-testid="citation-type-filter"
        value={filters.issueType}
        onValueChange={(issueType) => onChange({ ...filters, issueType })}
        options={TYPE_OPTIONS}
      />
      <SelectField
        label="Status"
        data-testid="citation-status-filter"
        value={filters.status}
        onValueChange={(status) => onChange({ ...filters, status })}
        options={STATUS_OPTIONS}
      />
    </div>
  );
}

/**
 * Every business of the organization by name. A select needs them all, so the pages after the
 * first are fetched one after the other as soon as the previous one arrives.
 */
function BusinessFilter({ value, onChange }: { value: string; onChange(businessId: string): void }) {
  const pages = useBusinessPages({ sort: 'name', limit: BUSINESS_PAGE_SIZE });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const businesses = pages.data?.pages.flatMap((page) => page.businesses) ?? [];
  const listed = value === '' || businesses.some((business) => business.id === value);
  // A business named by the address and not (yet) in the list is fetched alone for its name.
  const chosen = useBusiness(listed ? undefined : value);

  return (
    <SelectField
      label="Business"
      data-testid="citation-business-filter"
      value={value}
      onValueChange={onChange}
      aria-busy={pages.isFetching}
      options={[
        { value: '', label: 'All businesses' },
        ...businesses.map((business) => ({ value: business.id, label: business.name })),
        ...(listed ? [] : [{ value, label: chosen.data?.name ?? (chosen.isError ? 'Unknown business' : 'Loading…') }]),
      ]}
    />
  );
}
