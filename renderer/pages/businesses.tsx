import { useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import { useSearchParams } from 'wouter';
import type { Business } from '../../shared/contract/businesses';
import { Page } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { BusinessDialog } from '../features/businesses/business-dialog';
import { businessFiltersFromAddress, businessFiltersToAddress } from '../features/businesses/business-filters';
import { BusinessImportDialog } from '../features/businesses/business-import-dialog';
import { BusinessList } from '../features/businesses/business-list';
import { ExportBusinessesButton } from '../features/businesses/export-buttons';
import { useCanEditBusinesses } from '../features/businesses/use-business-permissions';

/** Which business the Add/Edit dialog holds: none open, a new one, or one to edit. */
type Editing = { business?: Business } | null;

export default function BusinessesPage() {
  // The filters live in the address, so a filtered list can be linked, reloaded and left with Back.
  const [params, setParams] = useSearchParams();
  const filters = businessFiltersFromAddress(params);
  const canEdit = useCanEditBusinesses();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);

  return (
    <Page
      title="Business Profiles"
      description="Every location you manage, with its completeness, status and listings."
      actions={
        <>
          <ExportBusinessesButton />
          {canEdit && (
            <>
              <Button variant="outline" onClick={() => setImporting(true)} data-testid="import-csv-button">
                <Upload aria-hidden="true" />
                Import CSV
              </Button>
              <Button onClick={() => setEditing({})} data-testid="add-business-button">
                <Plus aria-hidden="true" />
                Add Business
              </Button>
            </>
          )}
        </>
      }
    >
      <BusinessList
        filters={filters}
        onFiltersChange={(next) => setParams(businessFiltersToAddress(next), { replace: true })}
        canEdit={canEdit}
        onAdd={() => setEditing({})}
        onEdit={(business) => setEditing({ business })}
      />
      <BusinessDialog
        open={editing !== null}
        business={editing?.business}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <BusinessImportDialog open={importing} onOpenChange={setImporting} />
    </Page>
  );
}
