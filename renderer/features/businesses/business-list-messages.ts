// Texts of the Business Profiles list that depend on numbers.

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The list's total, e.g. '1 business' or '12 businesses'. */
export function businessCountLabel(total: number): string {
  return counted(total, 'business', 'businesses');
}

/** The toast under 'Listings published successfully' after a bulk publish; `listings` counts the refused too. */
export function publishedDescription(result: { businesses: number; listings: number; errors: number }): string {
  const sent = `${counted(result.listings, 'listing', 'listings')} for ${counted(result.businesses, 'business', 'businesses')}`;
  return result.errors > 0 ? `${sent}; ${result.errors} with errors.` : `${sent}.`;
}

/** The bulk action's button, e.g. 'Publish selected (3)'. */
export function publishSelectedLabel(count: number): string {
  return count > 0 ? `Publish selected (${count})` : 'Publish selected';
}
