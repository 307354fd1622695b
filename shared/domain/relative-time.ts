const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** 'Just now' under one hour, then hours up to 23, then days. */
export function formatRelativeTime(date: Date | string, now: Date | number): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  // A clock slightly ahead of ours also reads as 'Just now'.
  if (!(elapsed >= HOUR_MS)) return 'Just now';
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}
