import type { ActivityItem } from '../../shared/contract/dashboard';
import type { ActivityRecord } from '../db/records';

// The dashboard's activity becomes API shapes here: dates become ISO strings.

export function toActivity(entry: ActivityRecord): ActivityItem {
  return {
    id: entry.id,
    type: entry.type,
    kind: entry.kind,
    title: entry.title,
    description: entry.description,
    timestamp: entry.createdAt.toISOString(),
    businessId: entry.businessId,
  };
}
