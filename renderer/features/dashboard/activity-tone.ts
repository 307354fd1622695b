import type { ActivityItem } from '../../../shared/contract/dashboard';

export type ActivityTone = 'success' | 'warning' | 'error' | 'info';

/** Citation issues read as warnings whatever their type; errors as errors. */
export function activityTone(item: Pick<ActivityItem, 'type' | 'kind'>): ActivityTone {
  if (item.kind === 'citation_issue' || item.type === 'warning') return 'warning';
  return item.type;
}
