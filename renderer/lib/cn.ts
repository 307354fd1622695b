/** Joins the truthy class names, so conditional Tailwind classes read as a list. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
