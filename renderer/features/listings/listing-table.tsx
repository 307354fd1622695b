import type { Listing } from '../../../shared/contract/listings';
import { RelativeTime } from '../../components/ui/relative-time';
import { LabelledCell } from '../../components/ui/labelled-cell';
import { TEXT_TOUCH_TARGET } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ListingStatusBadge } from './listing-status-badge';
import { ProfileLink } from './profile-link';

const COLUMNS = ['Business', 'Directory', 'Status', 'Profile', 'Last sync', 'Error'] as const;

interface ListingTableProps {
  listings: readonly Listing[];
  /** When the list was loaded; sync times are relative to it. */
  loadedAt: number;
  /** Narrows the screen to one business, from its name. */
  onShowBusiness(businessId: string): void;
}

/** A table from the medium breakpoint up; on phones each row stacks into a small card. */
export function ListingTable({ listings, loadedAt, onShowBusiness }: ListingTableProps) {
  return (
    <table className="w-full text-left text-sm max-md:block" data-testid="listings-table">
      <caption className="sr-only">Listings</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase max-md:hidden">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 first:pl-6 last:pr-6">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-md:block">
        {listings.map((listing) => (
          <ListingRow key={listing.id} listing={listing} loadedAt={loadedAt} onShowBusiness={onShowBusiness} />
        ))}
      </tbody>
    </table>
  );
}

function ListingRow({ listing, loadedAt, onShowBusiness }: { listing: Listing } & Omit<ListingTableProps, 'listings'>) {
  return (
    <tr
      data-testid="listing-row"
      data-listing-id={listing.id}
      data-status={listing.status}
      className="align-top max-md:block max-md:space-y-1.5 max-md:px-4 max-md:py-4"
    >
      <LabelledCell stackBelow="md" label="Business" className="font-medium text-slate-900 max-md:text-base">
        <button
          type="button"
          onClick={() => onShowBusiness(listing.businessId)}
          className={cn("text-left hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none", TEXT_TOUCH_TARGET)}
          title={`Only ${listing.businessName}'s listings`}
          data-testid="listing-business"
        >
          {listing.businessName}
        </button>
      </LabelledCell>
      <LabelledCell stackBelow="md" label="Directory" data-testid="listing-directory">
        {listing.directoryName}
      </LabelledCell>
      <LabelledCell stackBelow="md" label="Status">
        <ListingStatusBadge status={listing.status} />
      </LabelledCell>
      <LabelledCell stackBelow="md" label="Profile">
        <ProfileLink
          url={listing.profileUrl}
          fallback={<span className="text-slate-500">None yet</span>}
          className="max-w-56"
          data-testid="listing-profile-link"
        />
      </LabelledCell>
      <LabelledCell stackBelow="md" label="Last sync" className="whitespace-nowrap text-slate-600" data-testid="listing-last-sync">
        <RelativeTime at={listing.lastSyncAt} now={loadedAt} fallback="Never" />
      </LabelledCell>
      {/* On phones a row without an error leaves the line out. */}
      <LabelledCell stackBelow="md" label="Error" className={cn('text-red-700 md:max-w-xs', !listing.errorMessage && 'max-md:hidden')} data-testid="listing-error">
        {listing.errorMessage ?? <span className="text-slate-400">—</span>}
      </LabelledCell>
    </tr>
  );
}
