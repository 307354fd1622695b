import type { AuditLogRepository } from '../../db/repositories';

export interface AuditEvent {
  actorUserId: string | null;
  organizationId?: string | null;
  action: string;
  target?: { type: string; id: string };
  /** What changed, never secrets (setting values, passwords, tokens). */
  details?: Record<string, unknown>;
}

/** Records who did what and when, for the admin back-office. */
export function createAuditService(repository: AuditLogRepository, clock: () => Date) {
  return {
    async record(event: AuditEvent): Promise<void> {
      await repository.record({
        actorUserId: event.actorUserId,
        organizationId: event.organizationId ?? null,
        action: event.action,
        targetType: event.target?.type ?? null,
        targetId: event.target?.id ?? null,
        details: event.details ?? {},
        createdAt: clock(),
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
