import type { DirectoryStatus, DirectoryTier } from '../../../shared/domain/directories';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { DIRECTORY_STATUS_LABELS, DIRECTORY_TIER_LABELS } from './directory-display';

const STATUS_TONES: Record<DirectoryStatus, BadgeTone> = { active: 'green', pending: 'amber', error: 'red', available: 'grey' };

interface BadgeProps<T> {
  value: T;
  'data-testid': string;
}

/** How the organization's listings stand on a directory: Active, Pending, Error or Available. */
export function DirectoryStatusBadge({ value, 'data-testid': testId }: BadgeProps<DirectoryStatus>) {
  return (
    <Badge tone={STATUS_TONES[value]} data-testid={testId} data-status={value}>
      {DIRECTORY_STATUS_LABELS[value]}
    </Badge>
  );
}

/** Basic or Pro: which plans include the directory. */
export function DirectoryTierBadge({ value, 'data-testid': testId }: BadgeProps<DirectoryTier>) {
  return (
    <Badge tone={value === 'pro' ? 'purple' : 'grey'} data-testid={testId}>
      {DIRECTORY_TIER_LABELS[value]}
    </Badge>
  );
}
