import { z } from 'zod';
import { CITATION_ISSUE_TYPES, type CitationIssueType } from '../../../shared/domain/citation-issues';
import { CITATION_ISSUE_STATUSES, type CitationIssueStatusFilter } from '../../../shared/domain/citation-scans';
import { oneOf } from '../../lib/one-of';

// The Citation Monitoring filters live in the address: the scanner links to one business's issues
// with ?businessId=, and a filtered view survives a reload. Unusable values are ignored.

export interface CitationFilters {
  businessId: string;
  /** A directory's id in the provider's catalogue. */
  platform: string;
  issueType: CitationIssueType | '';
  /** Open unless the address says otherwise: open issues are the ones to act on. */
  status: CitationIssueStatusFilter;
}

export const NO_CITATION_FILTERS: CitationFilters = { businessId: '', platform: '', issueType: '', status: 'open' };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function citationFiltersFromAddress(params: URLSearchParams): CitationFilters {
  const businessId = params.get('businessId') ?? '';
  return {
    businessId: isUuid(businessId) ? businessId : '',
    platform: params.get('platform')?.trim().slice(0, 100) ?? '',
    issueType: oneOf(CITATION_ISSUE_TYPES, params.get('issueType')) ?? '',
    status: oneOf(CITATION_ISSUE_STATUSES, params.get('status')) ?? 'open',
  };
}

/** Only the filters in use, in a fixed order; the default status is left out. */
export function citationFiltersToAddress(filters: CitationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.businessId) params.set('businessId', filters.businessId);
  if (filters.platform) params.set('platform', filters.platform);
  if (filters.issueType) params.set('issueType', filters.issueType);
  if (filters.status !== 'open') params.set('status', filters.status);
  return params;
}

/** Whether the list shows less than every open issue. */
export function citationFiltersNarrow(filters: CitationFilters): boolean {
  return filters.businessId !== '' || filters.platform !== '' || filters.issueType !== '' || filters.status !== 'open';
}

/** The list call's query: empty filters are left out rather than sent empty. */
export function citationIssueListQuery(filters: CitationFilters) {
  return {
    businessId: filters.businessId || undefined,
    platform: filters.platform || undefined,
    issueType: filters.issueType || undefined,
    status: filters.status,
  };
}
