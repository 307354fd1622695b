import { ListChecks, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Business } from '../../../shared/contract/businesses';
import { Button, TOUCH_TARGET } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Checkbox } from '../../components/ui/checkbox';
import { GoogleUpdateAction } from '../google-business/google-update-action';
import { listingsPathForBusiness } from '../listings/listing-filters';
import { BusinessCard } from './business-card';

interface BusinessListItemProps {
  business: Business;
  /** Members and up may select and delete; viewers see the card and its listings link only. */
  canEdit: boolean;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onEdit(business: Business): void;
  onDelete(business: Business): void;
}

/** A business card with what the list adds around it: a tick for bulk actions, its listings, delete. */
export function BusinessListItem({ business, canEdit, selected, onSelectedChange, onEdit, onDelete }: BusinessListItemProps) {
  return (
    <li className="flex flex-col gap-1.5" data-testid="business-list-item" data-business-id={business.id}>
      <div className="flex min-h-8 items-center justify-between gap-2 px-1">
        {canEdit ? (
          <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2 text-xs text-slate-500">
            <Checkbox
              checked={selected}
              onCheckedChange={onSelectedChange}
              aria-label={`Select ${business.name}`}
              data-testid="business-select"
            />
            <span aria-hidden="true">Select</span>
          </label>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center justify-end gap-1">
          <GoogleUpdateAction business={business} />
          <Link
            href={listingsPathForBusiness(business.id)}
            className={cn('inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900', TOUCH_TARGET)}
            data-testid="business-listings-link"
          >
            <ListChecks aria-hidden="true" className="size-3.5" />
            {business.listingCounts.total} {business.listingCounts.total === 1 ? 'listing' : 'listings'}
            <span className="sr-only"> of {business.name}</span>
          </Link>
          {canEdit && (
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-slate-500 hover:bg-red-50 hover:text-red-700"
              aria-label={`Delete ${business.name}`}
              onClick={() => onDelete(business)}
              data-testid="business-delete"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {/* Grows, so the cards of a grid row end level. */}
      <div className="flex flex-1 flex-col *:flex-1">
        <BusinessCard business={business} onEdit={onEdit} />
      </div>
    </li>
  );
}
