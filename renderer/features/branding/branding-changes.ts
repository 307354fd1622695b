import type { OrganizationDetails } from '../../../shared/contract/organizations';
import { normalizeHexColor } from '../../../shared/domain/brand-colors';

export const BRANDING_FIELDS = ['logoUrl', 'primaryColor', 'secondaryColor', 'customCss', 'customDomain'] as const;
export type BrandingField = (typeof BRANDING_FIELDS)[number];
export type BrandingValues = Record<BrandingField, string>;
export type BrandingChanges = Partial<Record<BrandingField, string | null>>;

/** The form's text for each branding field; a field that is not set is empty. */
export function brandingValues(organization: Pick<OrganizationDetails, BrandingField>): BrandingValues {
  return {
    logoUrl: organization.logoUrl ?? '',
    primaryColor: organization.primaryColor ?? '',
    secondaryColor: organization.secondaryColor ?? '',
    customCss: organization.customCss ?? '',
    customDomain: organization.customDomain ?? '',
  };
}

/** What a field's text means: empty is no value; a colour may be typed without '#' or in capitals. */
function meaning(field: BrandingField, text: string): string | null {
  if (!text.trim()) return null;
  if (field === 'primaryColor' || field === 'secondaryColor') return normalizeHexColor(text) ?? text.trim();
  // CSS keeps its own spacing; single-line fields do not.
  return field === 'customCss' ? text : text.trim();
}

/** Only the fields whose meaning changed, with null for the ones cleared. */
export function brandingChanges(saved: Pick<OrganizationDetails, BrandingField>, edited: BrandingValues): BrandingChanges {
  const changes: BrandingChanges = {};
  for (const field of BRANDING_FIELDS) {
    const next = meaning(field, edited[field]);
    if (next !== (saved[field] ?? null)) changes[field] = next;
  }
  return changes;
}
