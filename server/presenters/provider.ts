import type { Batch, Directory, MatchResult, Submission } from '../../shared/contract/provider';
import type { DirectoryStanding } from '../services/listings/listing-service';
import type { GradedMatch, SubmissionView } from '../services/integrations/provider-service';
import type { BatchView } from '../services/businesses/batch-service';

// The provider's directories, matches, submissions and batches become API shapes here: dates become ISO strings.

export function toDirectory({ directory, allowed, status, counts }: DirectoryStanding): Directory {
  return {
    id: directory.id,
    name: directory.name,
    logo: directory.logo,
    url: directory.url,
    tier: directory.tier,
    regions: [...directory.regions],
    aggregator: directory.aggregator,
    categories: directory.categories ? [...directory.categories] : null,
    allowed,
    status,
    counts,
  };
}

export function toMatchResult({ match, score, grade, enrichment }: GradedMatch): MatchResult {
  return {
    infogroupId: match.infogroupId,
    businessName: match.name,
    address: match.street,
    city: match.city,
    state: match.state,
    zipCode: match.postalCode,
    phone: match.phone,
    matchGrade: grade,
    confidenceScore: score,
    enrichmentData: enrichment,
  };
}

export function toSubmission({ record, businessName, status, directories }: SubmissionView): Submission {
  return {
    id: record.id,
    businessId: record.businessId,
    businessName,
    status,
    directories,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toBatch({ batch, items }: BatchView): Batch {
  return {
    id: batch.id,
    kind: batch.kind,
    status: batch.status,
    total: batch.total,
    succeeded: batch.succeeded,
    failed: batch.failed,
    directories: batch.directories,
    items: items.map((item) => ({
      businessId: item.businessId,
      businessName: item.businessName,
      status: item.status,
      result: item.result,
      errorMessage: item.errorMessage,
    })),
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
  };
}
