import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { countAll, countWhere, listingCounts } from './aggregates';
import type { ReportRepository } from './repositories';
import type { SqlDialect } from './sql-dialect';
import { only } from './rows';

export function createReportRepository({ db, tables }: SqlDialect): ReportRepository {
  const { businesses, listings, citationIssues } = tables;
  const issuesOf = (organizationId: string, businessId: string | undefined) =>
    and(eq(citationIssues.organizationId, organizationId), businessId ? eq(citationIssues.businessId, businessId) : undefined);

  return {
    coverage: async (organizationId, businessId) => {
      const { published, waiting, error } = listingCounts(listings);
      return db
        .select({ platform: listings.platform, published, waiting, error })
        .from(listings)
        .where(and(eq(listings.organizationId, organizationId), businessId ? eq(listings.businessId, businessId) : undefined))
        .groupBy(listings.platform)
        .orderBy(asc(listings.platform));
    },
    issueEvents: async (organizationId, from, to, businessId) => {
      const [opened, resolved] = await Promise.all([
        db
          .select({ at: citationIssues.discoveredAt })
          .from(citationIssues)
          .where(and(issuesOf(organizationId, businessId), gte(citationIssues.discoveredAt, from), lt(citationIssues.discoveredAt, to)))
          .orderBy(asc(citationIssues.discoveredAt)),
        db
          .select({ at: citationIssues.resolvedAt })
          .from(citationIssues)
          .where(and(issuesOf(organizationId, businessId), gte(citationIssues.resolvedAt, from), lt(citationIssues.resolvedAt, to)))
          .orderBy(asc(citationIssues.resolvedAt)),
      ]);
      return {
        opened: opened.map((row) => row.at),
        // The range leaves out issues never resolved.
        resolved: resolved.flatMap((row) => (row.at ? [row.at] : [])),
      };
    },
    enrichment: async (organizationId, businessId) =>
      only(
        await db
          .select({ enriched: countWhere(isNotNull(businesses.dataAxleInfogroupId)), total: countAll() })
          .from(businesses)
          .where(and(eq(businesses.organizationId, organizationId), businessId ? eq(businesses.id, businessId) : undefined)),
      ),
  };
}
