import type { BusinessCategory } from '../../../shared/domain/enums';
import type { BusinessRecord } from '../../db/records';
import { napFieldsOf } from '../../providers/nap-fields';
import type { ProviderBusiness } from '../../providers/provider';

// Categories are validated on the way in, so a stored one is always one of the list.
export const categoryOf = (business: BusinessRecord) => business.category as BusinessCategory;

/** A stored business as the provider and the citation sources are told of it. */
export function providerBusinessOf(business: BusinessRecord): ProviderBusiness {
  return {
    id: business.id,
    ...napFieldsOf(business),
    email: business.email,
    category: categoryOf(business),
    description: business.description,
    hours: business.hours,
  };
}
