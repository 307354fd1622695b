// Which businesses the list has ticked for a bulk action. Ids stay chosen across filter changes,
// but an action only ever takes the ones still shown, so nothing is published unseen.

export type SelectionState = 'none' | 'some' | 'all';

export function withSelected(selected: ReadonlySet<string>, ids: readonly string[], checked: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The chosen ids among those shown, in the list's order. */
export function selectedShown(selected: ReadonlySet<string>, shownIds: readonly string[]): string[] {
  return shownIds.filter((id) => selected.has(id));
}

/** For the 'select all' box: ticked, unticked or in between. */
export function selectionState(selected: ReadonlySet<string>, shownIds: readonly string[]): SelectionState {
  const count = selectedShown(selected, shownIds).length;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}
