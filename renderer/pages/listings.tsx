import { useSearchParams } from 'wouter';
import { Page } from '../components/layout/page';
import { ExportListingsButton } from '../features/businesses/export-buttons';
import { useCanEditBusinesses } from '../features/businesses/use-business-permissions';
import { listingFiltersFromAddress, listingFiltersToAddress } from '../features/listings/listing-filters';
import { ListingList } from '../features/listings/listing-list';
import { SyncListingsButton } from '../features/listings/sync-listings-button';

export default function ListingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = listingFiltersFromAddress(params);
  const canEdit = useCanEditBusinesses();

  return (
    <Page
      title="Listings Management"
      description="Every directory listing of your businesses: where it stands, its profile link and its last sync."
      actions={
        <>
          <ExportListingsButton businessId={filters.businessId || undefined} />
          {canEdit && <SyncListingsButton label="Sync All" testId="sync-all-button" variant="primary" />}
        </>
      }
    >
      <ListingList filters={filters} onFiltersChange={(next) => setParams(listingFiltersToAddress(next), { replace: true })} />
    </Page>
  );
}
