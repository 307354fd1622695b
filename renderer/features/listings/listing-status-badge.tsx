import { LISTING_STATUS_LABELS, type ListingStatus } from '../../../shared/domain/listing-status';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const STATUS_TONES: Record<ListingStatus, BadgeTone> = {
  pending: 'grey',
  submitted: 'blue',
  published: 'green',
  error: 'red',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="listing-status" data-status={status}>
      {LISTING_STATUS_LABELS[status]}
    </Badge>
  );
}
