import { hasOpeningHours } from '../../../shared/domain/business-hours';
import { BUSINESS_CATEGORY_LABELS } from '../../../shared/domain/enums';
import type { DirectoryInfo, DirectoryRequirement, ProviderBusiness } from '../provider';
import { regionLabel, servesRegion } from '../../../shared/domain/directory-region';

// Why a directory would refuse a business at once, as the directory's own message; null when it takes it.

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|pob\s*\d+)\b/i;

/** "PO Box 12", "P.O. Box 12", "Post Office Box 12", "POB 12": mail drops, not places. */
export function isPoBoxAddress(address: string): boolean {
  return PO_BOX.test(address);
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

const HAS: Record<DirectoryRequirement, (business: ProviderBusiness) => boolean> = {
  street_address: (business) => !isPoBoxAddress(business.address),
  website: (business) => filled(business.website),
  email: (business) => filled(business.email),
  description: (business) => filled(business.description),
  hours: (business) => hasOpeningHours(business.hours),
};

const MISSING: Record<DirectoryRequirement, string> = {
  street_address: 'a street address; P.O. Boxes are not accepted',
  website: 'a website',
  email: 'an email address',
  description: 'a description',
  hours: 'opening hours',
};

export function directoryRefusal(directory: DirectoryInfo, business: ProviderBusiness): string | null {
  if (directory.categories && !directory.categories.includes(business.category)) {
    return `${directory.name} does not list ${BUSINESS_CATEGORY_LABELS[business.category]} businesses`;
  }
  if (!servesRegion(directory, business.state)) {
    return `${directory.name} lists only businesses in ${regionLabel(directory.regions)}`;
  }
  const missing = directory.requires.find((requirement) => !HAS[requirement](business));
  return missing ? `${directory.name} requires ${MISSING[missing]}` : null;
}
