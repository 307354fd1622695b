import type { ProviderBusiness } from '../../providers/provider';
import { normalizePostalCode, normalizeStreetAddress } from '../address-normalizer';
import { normalizeBusinessName } from '../name-normalizer';
import { normalizePhone } from '../phone-normalizer';
import type { SourceListing } from './citation-source';

// A search by name near a city answers every place that resembles the name; only the ones that
// plausibly are the business become its listings. One agreeing part of name, phone or street is
// enough: a listing that got the rest wrong is exactly what a citation scan is for.

export function isSameBusiness(business: Pick<ProviderBusiness, 'name' | 'address' | 'zipCode' | 'phone'>, listing: SourceListing): boolean {
  return sameName(business.name, listing.name) || samePhone(business.phone, listing.phone) || sameStreet(business, listing);
}

/** Equal once normalised, or one holds the other as whole words ('Joe's Cafe' in 'Joe's Cafe & Bakery'). */
function sameName(profile: string, listed: string): boolean {
  const [a, b] = [normalizeBusinessName(profile), normalizeBusinessName(listed)];
  if (a === '' || b === '') return false;
  return a === b || ` ${b} `.includes(` ${a} `) || ` ${a} `.includes(` ${b} `);
}

function samePhone(profile: string, listed: string | null): boolean {
  if (!listed || profile.trim() === '') return false;
  const a = normalizePhone(profile);
  return a.length >= 10 && a === normalizePhone(listed);
}

function sameStreet(profile: { address: string; zipCode: string }, listing: SourceListing): boolean {
  const street = normalizeStreetAddress(profile.address);
  if (street === '' || normalizePostalCode(profile.zipCode) !== normalizePostalCode(listing.zipCode)) return false;
  return street === normalizeStreetAddress(listing.address);
}
