import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import type { Listing } from '../../../shared/contract/listings';
import type { Directory } from '../../../shared/contract/provider';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadMore } from '../../components/ui/load-more';
import { QueryStatus } from '../../components/ui/query-status';
import { RelativeTime } from '../../components/ui/relative-time';
import { useListingPages } from '../listings/queries';
import { listingFiltersToAddress, NO_LISTING_FILTERS } from '../listings/listing-filters';
import { ListingStatusBadge } from '../listings/listing-status-badge';
import { ProfileLink } from '../listings/profile-link';

interface DirectoryListingsPanelProps {
  id: string;
  directory: Directory;
  onClose(): void;
}

/** Each business's listing on one directory, a page at a time, beside the catalogue. */
export function DirectoryListingsPanel({ id, directory, onClose }: DirectoryListingsPanelProps) {
  const pages = useListingPages({ platform: directory.id });
  const listings = pages.data?.pages.flatMap((page) => page.listings) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // On phones the panel sits above the results: bring it into view and give it the focus.
  useEffect(() => {
    headingRef.current?.focus();
  }, [directory.id]);

  return (
    <Card id={id} aria-labelledby={`${id}-title`} data-testid="explorer-directory-listings" data-directory-id={directory.id}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            Listings on {directory.name}
          </h2>
          <p className="text-sm text-slate-500" aria-live="polite" data-testid="explorer-listings-total">
            {pages.data ? `${total} ${total === 1 ? 'listing' : 'listings'}` : 'Loading listings'}
          </p>
        </div>
        <Button variant="ghost" size="icon" className="size-9 shrink-0" aria-label="Close listings" onClick={onClose} data-testid="explorer-listings-close">
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="px-5 py-4">
        {pages.data ? (
          listings.length > 0 ? (
            <>
              <ul className="divide-y divide-slate-100" aria-busy={pages.isFetching}>
                {listings.map((listing) => (
                  <ListingEntry key={listing.id} listing={listing} loadedAt={pages.dataUpdatedAt} />
                ))}
              </ul>
              <LoadMore query={pages} subject="listings" />
            </>
          ) : (
            <p className="py-4 text-sm text-slate-500" data-testid="explorer-listings-empty">
              {directory.allowed
                ? `None of your businesses is listed on ${directory.name} yet. Submit them from Directory Submissions.`
                : `None of your businesses is listed on ${directory.name}. It is not in your plan.`}
            </p>
          )
        ) : (
          <QueryStatus query={pages} subject="the listings" />
        )}
        <Link
          href={`/listings?${listingFiltersToAddress({ ...NO_LISTING_FILTERS, platform: directory.id }).toString()}`}
          className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
          data-testid="explorer-listings-manage"
        >
          Open in Listings Management
        </Link>
      </div>
    </Card>
  );
}

function ListingEntry({ listing, loadedAt }: { listing: Listing; loadedAt: number }) {
  return (
    <li className="space-y-1 py-3 text-sm first:pt-0" data-testid="explorer-listing-row" data-business-id={listing.businessId} data-status={listing.status}>
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-medium break-words text-slate-900">{listing.businessName}</span>
        <ListingStatusBadge status={listing.status} />
      </div>
      {listing.errorMessage && <p className="text-red-700">{listing.errorMessage}</p>}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <ProfileLink url={listing.profileUrl} />
        <span>
          Last sync:{' '}
          <RelativeTime at={listing.lastSyncAt} now={loadedAt} fallback="Never" />
        </span>
      </p>
    </li>
  );
}
