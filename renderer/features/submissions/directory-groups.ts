import type { Directory } from '../../../shared/contract/provider';
import { DIRECTORY_TIERS, type DirectoryTier } from '../../../shared/domain/directories';
import { BUSINESS_CATEGORY_LABELS, type BusinessCategory } from '../../../shared/domain/enums';
import { directoriesInPlanFirst } from '../directories/directory-display';
import { directoryNameMatches } from '../directory-explorer/directory-search';

// The directory step of a submission: the network by tier, the plan's directories first in each,
// and which of them can take every chosen business.

type PickableDirectory = Pick<Directory, 'id' | 'name' | 'tier' | 'allowed' | 'categories'>;

export interface DirectoryGroup<T extends PickableDirectory> {
  tier: DirectoryTier;
  directories: T[];
}

/** Basic then Pro, keeping directories whose name matches the search; empty tiers are left out. */
export function directoryGroups<T extends PickableDirectory>(directories: readonly T[], search: string): DirectoryGroup<T>[] {
  const matches = directoriesInPlanFirst(directories.filter((directory) => directoryNameMatches(directory.name, search)));
  return DIRECTORY_TIERS.map((tier) => ({ tier, directories: matches.filter((directory) => directory.tier === tier) })).filter(
    (group) => group.directories.length > 0,
  );
}

/**
 * Whether the directory can take every chosen business: it is in the plan and lists each one's
 * category. The server refuses a whole submission otherwise, so such a directory cannot be ticked.
 */
export function directoryPickable(directory: PickableDirectory, categories: readonly BusinessCategory[]): boolean {
  return directory.allowed && uncoveredCategories(directory, categories).length === 0;
}

/** The ids that can be ticked for the chosen businesses' categories, in the given order. */
export function pickableDirectoryIds(directories: readonly PickableDirectory[], categories: readonly BusinessCategory[]): string[] {
  return directories.filter((directory) => directoryPickable(directory, categories)).map(({ id }) => id);
}

/**
 * What is sent: the ticked directories that can still take every chosen business, in the
 * network's order. A tick on one that cannot is kept, so it returns when the business is removed.
 */
export function submittableDirectoryIds(
  selected: ReadonlySet<string>,
  directories: readonly PickableDirectory[],
  categories: readonly BusinessCategory[],
): string[] {
  return pickableDirectoryIds(directories, categories).filter((id) => selected.has(id));
}

/** Of the given categories, those the directory does not list; none for a directory of every category. */
export function uncoveredCategories(directory: Pick<Directory, 'categories'>, categories: readonly BusinessCategory[]): BusinessCategory[] {
  const listed = directory.categories;
  return listed ? categories.filter((category) => !listed.includes(category)) : [];
}

/** 'Does not list Restaurant' or 'Does not list Restaurant or Retail Store'; empty when it lists them all. */
export function categoryGapNote(uncovered: readonly BusinessCategory[]): string {
  if (uncovered.length === 0) return '';
  const labels = uncovered.map((category) => BUSINESS_CATEGORY_LABELS[category]);
  const last = labels.pop()!;
  return `Does not list ${labels.length > 0 ? `${labels.join(', ')} or ${last}` : last}`;
}

/**
 * 'Publishes only in NY' for a directory that does not cover the whole United States, so a reader
 * can leave it out for businesses elsewhere; empty for a national one.
 */
export function regionNote(directory: Pick<Directory, 'regions'>): string {
  if (directory.regions.length === 0 || directory.regions.includes('US')) return '';
  return `Publishes only in ${directory.regions.join(', ')}`;
}
