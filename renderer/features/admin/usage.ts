/** How close an organization is to one of its limits. */
export type UsageLevel = 'ok' | 'full' | 'over';

/** At the limit nothing more can be added; above it (a limit lowered later) is over. */
export function usageLevel(used: number, limit: number): UsageLevel {
  if (used > limit) return 'over';
  if (used === limit) return 'full';
  return 'ok';
}

/** Share of the limit in use, 0 to 100, for a meter; a zero limit reads as full. */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}
