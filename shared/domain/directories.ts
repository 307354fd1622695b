import type { Plan } from './enums.ts';
import { PLAN_LIMITS } from './plans.ts';

export const DIRECTORY_TIERS = ['basic', 'pro'] as const;
export type DirectoryTier = (typeof DIRECTORY_TIERS)[number];

/** Where a directory stands for one organization. */
export const DIRECTORY_STATUSES = ['active', 'pending', 'error', 'available'] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];

/**
 * An organization may publish to the directories an admin listed for it; with no list (the
 * default), to every directory of its plan's tiers.
 */
export function directoryAllowed(
  directory: { id: string; tier: DirectoryTier },
  organization: { plan: Plan; allowedDirectories: readonly string[] },
): boolean {
  if (organization.allowedDirectories.length > 0) return organization.allowedDirectories.includes(directory.id);
  return PLAN_LIMITS[organization.plan].directoryTiers.includes(directory.tier);
}

/** A refusal needs attention first; then live; then waiting; else nothing there yet. */
export function directoryStatus(counts: { published: number; waiting: number; error: number }): DirectoryStatus {
  if (counts.error > 0) return 'error';
  if (counts.published > 0) return 'active';
  if (counts.waiting > 0) return 'pending';
  return 'available';
}
