import type { Business } from '../../../shared/contract/businesses';
import { FormDialog } from '../../components/ui/form-dialog';
import { BusinessForm } from './business-form';

export interface BusinessDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The business to edit; absent to add a new one. */
  business?: Business | undefined;
}

/** The Add/Edit Business dialog; the form starts afresh each time it opens. */
export function BusinessDialog({ open, onOpenChange, business }: BusinessDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={business ? 'Edit Business' : 'Add New Business'}
      description="Fields marked * are required."
      data-testid="business-dialog"
    >
      <BusinessForm key={business?.id ?? 'new'} business={business} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}
