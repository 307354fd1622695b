import type { DirectoryStatus, DirectoryTier } from '../../../shared/domain/directories';
import { BUSINESS_CATEGORY_LABELS, type BusinessCategory } from '../../../shared/domain/enums';

// How the directory grid names and orders the network's directories.

export const DIRECTORY_STATUS_LABELS: Record<DirectoryStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  error: 'Error',
  available: 'Available',
};

export const DIRECTORY_TIER_LABELS: Record<DirectoryTier, string> = { basic: 'Basic', pro: 'Pro' };

/** 'Restaurant, Retail': the categories a directory is limited to, by name. */
export function categoryNames(categories: readonly BusinessCategory[]): string {
  return categories.map((category) => BUSINESS_CATEGORY_LABELS[category]).join(', ');
}

/** What a directory lists: its categories, or 'Every category' when it is not limited. */
export function directoryCategoriesText(categories: readonly BusinessCategory[] | null): string {
  return categories ? categoryNames(categories) : 'Every category';
}

/** Up to two capitals for a logo tile: 'Google Business Profile' GB, 'MapQuest' MQ, 'Yelp' Y. */
export function directoryInitials(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The plan's directories first, each group in the network's own order. */
export function directoriesInPlanFirst<T extends { allowed: boolean }>(directories: readonly T[]): T[] {
  return [...directories.filter((directory) => directory.allowed), ...directories.filter((directory) => !directory.allowed)];
}
