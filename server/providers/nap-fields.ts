import type { ProviderBusiness } from './provider';

/** What a profile, the provider's copy of it and a directory's citation of it all carry: name, address, phone, website. */
export type NapFields = Pick<ProviderBusiness, 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'website'>;

/** Those fields of a business, and nothing else it holds. */
export function napFieldsOf(business: NapFields): NapFields {
  const { name, address, city, state, zipCode, phone, website } = business;
  return { name, address, city, state, zipCode, phone, website };
}
