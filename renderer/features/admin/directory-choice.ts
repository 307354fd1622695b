import type { CatalogueDirectory } from '../../../shared/contract/admin';
import { DIRECTORY_TIERS, directoryAllowed, type DirectoryTier } from '../../../shared/domain/directories';
import type { Plan } from '../../../shared/domain/enums';
import { PLAN_LIMITS } from '../../../shared/domain/plans';
import { DIRECTORY_TIER_LABELS } from '../directories/directory-display';

/**
 * An organization's allowed directories as the admin form holds them: following the plan (stored
 * as an empty list), or exactly the chosen ids. Choosing none is its own state, not the plan.
 */
export type DirectoryChoice = { followPlan: true } | { followPlan: false; ids: readonly string[] };

export const FOLLOW_PLAN: DirectoryChoice = { followPlan: true };

export function directoryChoiceOf(allowedDirectories: readonly string[]): DirectoryChoice {
  return allowedDirectories.length === 0 ? FOLLOW_PLAN : { followPlan: false, ids: allowedDirectories };
}

export function allowedDirectoriesOf(choice: DirectoryChoice): string[] {
  return choice.followPlan ? [] : [...choice.ids];
}

/** The ids an organization on the plan may publish to under the choice. */
export function chosenDirectoryIds(choice: DirectoryChoice, plan: Plan, catalogue: readonly CatalogueDirectory[]): string[] {
  if (!choice.followPlan) return [...choice.ids];
  return catalogue.filter((directory) => directoryAllowed(directory, { plan, allowedDirectories: [] })).map(({ id }) => id);
}

/**
 * The choice with the ids added or removed, starting from what is chosen now (the plan's
 * directories when following it); ids are kept in the catalogue's order, unknown ones last.
 */
export function withDirectories(
  choice: DirectoryChoice,
  plan: Plan,
  catalogue: readonly CatalogueDirectory[],
  ids: readonly string[],
  chosen: boolean,
): DirectoryChoice {
  const next = new Set(chosenDirectoryIds(choice, plan, catalogue));
  for (const id of ids) {
    if (chosen) next.add(id);
    else next.delete(id);
  }
  const known = catalogue.flatMap(({ id }) => (next.has(id) ? [id] : []));
  return { followPlan: false, ids: [...known, ...[...next].filter((id) => !known.includes(id))] };
}

/** Saved ids the catalogue no longer has (or never had): shown so the admin can remove them. */
export function unknownDirectoryIds(choice: DirectoryChoice, catalogue: readonly CatalogueDirectory[]): string[] {
  if (choice.followPlan) return [];
  const known = new Set(catalogue.map(({ id }) => id));
  return choice.ids.filter((id) => !known.has(id));
}

export function directoryChoiceSummary(choice: DirectoryChoice): string {
  if (choice.followPlan) return 'Follows the plan';
  return `${choice.ids.length} ${choice.ids.length === 1 ? 'directory' : 'directories'}`;
}

export function followPlanLabel(plan: Plan): string {
  const tiers = PLAN_LIMITS[plan].directoryTiers.map((tier) => DIRECTORY_TIER_LABELS[tier]).join('/');
  return `Follow the plan (all ${tiers} directories)`;
}

export interface TierGroup {
  tier: DirectoryTier;
  directories: CatalogueDirectory[];
}

/** The catalogue by tier, Basic first, keeping directories whose name contains the search; empty tiers are left out. */
export function directoriesByTier(catalogue: readonly CatalogueDirectory[], search: string): TierGroup[] {
  const needle = search.trim().toLocaleLowerCase();
  const matches = catalogue.filter((directory) => directory.name.toLocaleLowerCase().includes(needle));
  return DIRECTORY_TIERS.map((tier) => ({ tier, directories: matches.filter((directory) => directory.tier === tier) })).filter(
    (group) => group.directories.length > 0,
  );
}

/** Ids as the catalogue names them; an id it does not know stays as it is. */
export function directoryNames(ids: readonly string[], catalogue: readonly CatalogueDirectory[]): string[] {
  const names = new Map(catalogue.map(({ id, name }) => [id, name]));
  return ids.map((id) => names.get(id) ?? id);
}
