import { MapPin } from 'lucide-react';
import type { Business } from '../../../shared/contract/businesses';
import { Checkbox } from '../../components/ui/checkbox';
import { EnhancementCard } from './enhancement-card';

interface MatchingListItemProps {
  business: Business;
  /** Members may tick businesses for a batch; viewers only look. */
  selectable: boolean;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
}

/** A business on Business Matching: a tick for the batch, who it is, and its enhancement card. */
export function MatchingListItem({ business, selectable, selected, onSelectedChange }: MatchingListItemProps) {
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="matching-item"
      data-business-id={business.id}
    >
      <div className="flex items-start gap-3">
        {selectable && (
          <Checkbox
            standalone
            className="mt-1"
            checked={selected}
            onCheckedChange={onSelectedChange}
            aria-label={`Select ${business.name}`}
            data-testid="matching-select"
          />
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900" data-testid="matching-business-name">
            {business.name}
          </h3>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-500">
            <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span className="min-w-0">
              {business.address}, {business.city}, {business.state} {business.zipCode}
            </span>
          </p>
        </div>
      </div>
      {/* Grows, so the cards of a grid row end level. */}
      <div className="flex flex-1 flex-col *:flex-1">
        <EnhancementCard business={business} />
      </div>
    </li>
  );
}
