import type { Business } from '../../shared/contract/businesses';
import type { BusinessCategory } from '../../shared/domain/enums';
import { napFieldsOf } from '../providers/nap-fields';
import type { BusinessWithCounts } from '../services/businesses/business-service';

// Businesses become API shapes here: dates become ISO strings.

export function toBusiness(business: BusinessWithCounts): Business {
  return {
    id: business.id,
    ...napFieldsOf(business),
    // Validated on the way in, so a stored category is one of the list.
    category: business.category as BusinessCategory,
    email: business.email,
    description: business.description,
    hours: business.hours,
    dataAxleInfogroupId: business.dataAxleInfogroupId,
    dataAxleMatchGrade: business.dataAxleMatchGrade,
    dataAxleConfidenceScore: business.dataAxleConfidenceScore,
    dataAxleLastSynced: business.dataAxleLastSynced?.toISOString() ?? null,
    dataAxleEnrichmentData: business.dataAxleEnrichmentData,
    createdAt: business.createdAt.toISOString(),
    updatedAt: business.updatedAt.toISOString(),
    listingCounts: business.listingCounts,
  };
}
