import type { DirectoryCitation, ProviderBusiness } from './provider';

/** How a directory cites the business when it shows exactly what the profile says. */
export function citationOfProfile(
  business: Pick<ProviderBusiness, 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'website'>,
  directory: string,
  url: string,
): DirectoryCitation {
  return {
    directory,
    name: business.name,
    address: business.address,
    city: business.city,
    state: business.state,
    zipCode: business.zipCode,
    phone: business.phone,
    website: business.website,
    url,
  };
}
