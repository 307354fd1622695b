import type { Business } from '../../../shared/contract/businesses';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '../../../shared/domain/enums';

// The businesses chosen for a submission. They are kept by id with their name and category, so a
// choice survives a new search and the directory step can see which categories it must cover.

export type PickedBusiness = Pick<Business, 'id' | 'name' | 'category'>;

export function withPicked(
  picked: ReadonlyMap<string, PickedBusiness>,
  businesses: readonly PickedBusiness[],
  checked: boolean,
): Map<string, PickedBusiness> {
  const next = new Map(picked);
  for (const { id, name, category } of businesses) {
    if (checked) next.set(id, { id, name, category });
    else next.delete(id);
  }
  return next;
}

/** The chosen businesses' categories, each once, in the catalogue's order. */
export function pickedCategories(picked: ReadonlyMap<string, PickedBusiness>): BusinessCategory[] {
  const present = new Set([...picked.values()].map(({ category }) => category));
  return BUSINESS_CATEGORIES.filter((category) => present.has(category));
}
