import { BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS } from '../../../shared/domain/enums';

/** The <option>s of every business category, by name, for a category select. */
export function CategoryOptions() {
  return BUSINESS_CATEGORIES.map((category) => (
    <option key={category} value={category}>
      {BUSINESS_CATEGORY_LABELS[category]}
    </option>
  ));
}
