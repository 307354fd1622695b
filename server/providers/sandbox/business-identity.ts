import type { DirectoryInfo, ProviderBusiness } from '../provider';
import { canonicalAddress } from './nap-variants';

// Who a business is to the sandbox, and how directories spell it in their addresses.

/** Accents and punctuation gone: "Joe's Café" -> "joes cafe". */
function plainWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The business as a database would key it: normalised name, address and 5-digit ZIP. Every simulated
 * answer about a business is seeded by this, so "12 Main Street" and "12 Main St." are one business.
 */
export function businessSeed(business: Pick<ProviderBusiness, 'name' | 'address' | 'zipCode'>): string {
  return [plainWords(business.name), canonicalAddress(plainWords(business.address)), business.zipCode.trim().slice(0, 5)].join('|');
}

/** "Crème & Brûlée, Inc." -> "creme-brulee-inc"; empty when nothing latin is left. */
export function slugOf(text: string): string {
  return plainWords(text).replace(/ /g, '-');
}

/** "Joe's Café", "St. Louis" -> "joes-cafe-st-louis": the name and city as profile addresses spell them. */
export function profileSlug(business: Pick<ProviderBusiness, 'id' | 'name' | 'city'>): string {
  return slugOf(`${business.name} ${business.city}`) || business.id;
}

/** Where the business's profile lives on a directory. */
export function profileUrl(directory: DirectoryInfo, slug: string): string {
  return `${new URL(directory.url).origin}/biz/${slug}`;
}
