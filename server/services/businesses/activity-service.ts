import { activityTypeOf, type ActivityKind } from '../../../shared/domain/activity';
import type { ActivityRecord } from '../../db/records';
import type { ActivityRepository } from '../../db/repositories';

export interface ActivityEvent {
  organizationId: string;
  kind: ActivityKind;
  title: string;
  description: string;
  businessId?: string | null;
  actorUserId?: string | null;
}

/** Writes the dashboard's recent activity from what really happened; the type follows the kind. */
export function createActivityService(repository: ActivityRepository, clock: () => Date) {
  return {
    record(event: ActivityEvent): Promise<ActivityRecord> {
      return repository.record({
        organizationId: event.organizationId,
        businessId: event.businessId ?? null,
        actorUserId: event.actorUserId ?? null,
        kind: event.kind,
        type: activityTypeOf(event.kind),
        title: event.title,
        description: event.description,
        createdAt: clock(),
      });
    },
    latest(organizationId: string, limit: number): Promise<ActivityRecord[]> {
      return repository.latest(organizationId, limit);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
