import { BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS } from '../../../shared/domain/enums';
import { labelledOptions } from '../../components/ui/select-field';

/** Every business category, by name, for a category select. */
export const CATEGORY_OPTIONS = labelledOptions(BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS);
