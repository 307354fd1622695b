import { HEX_COLOR } from '../../shared/domain/branding';
import type { OrganizationRecord } from '../db/records';

/** The name, colours and logo a PDF report is made under. */
export interface ReportBrand {
  name: string;
  /** #rrggbb */
  primaryColor: string;
  /** #rrggbb */
  secondaryColor: string;
  /** PNG or JPEG bytes; null makes a report without a logo. */
  logo: Uint8Array | null;
}

// The product's own brand: its name and the theme's default colours (renderer/styles.css, blue-600
// and indigo-700, which the branding form offers as placeholders).
const PRODUCT_NAME = 'Citewise';
const DEFAULT_PRIMARY_COLOR = '#2563eb';
const DEFAULT_SECONDARY_COLOR = '#4338ca';

const validColor = (value: string | null): string | undefined => {
  const color = value?.trim();
  return color && HEX_COLOR.test(color) ? color.toLowerCase() : undefined;
};

/**
 * The brand a report carries, as in the app: a white- or private-label organization's own, else the
 * partner's that manages it as a client, else the product's. Colours it lacks or that are malformed
 * fall back to the product's; a logo that cannot be loaded is left out.
 */
export async function reportBrandOf(
  organization: OrganizationRecord,
  partner: OrganizationRecord | undefined,
  loadLogo: (url: string) => Promise<Uint8Array | null>,
): Promise<ReportBrand> {
  const owner = organization.type === 'standard' ? partner : organization;
  if (!owner) {
    return { name: PRODUCT_NAME, primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR, logo: null };
  }
  return {
    name: owner.name,
    primaryColor: validColor(owner.primaryColor) ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: validColor(owner.secondaryColor) ?? DEFAULT_SECONDARY_COLOR,
    logo: owner.logoUrl ? await loadLogo(owner.logoUrl).catch(() => null) : null,
  };
}
