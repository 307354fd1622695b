import { createBatchRepositories } from './batch-repositories';
import { createBusinessRepositories } from './business-repositories';
import { createCitationListingMarkRepository } from './citation-listing-mark-repositories';
import { createCitationRepositories } from './citation-repositories';
import { createGoogleConnectionRepository, createGoogleDailyMetricsRepository, createGoogleLocationLinkRepository } from './google-business-repositories';
import { createListingRepository } from './listing-repositories';
import { createOrganizationRepositories } from './organization-repositories';
import { createReportRecipientRepository } from './report-recipient-repositories';
import { createReportRepository } from './report-repositories';
import { createReportScheduleRepository } from './report-schedule-repositories';
import type { Repositories } from './repositories';
import type { SqlDialect } from './sql-dialect';
import { createUserRepositories } from './user-repositories';

/** Every repository, the same code on both databases: what differs comes from the dialect. */
export function createRepositories(d: SqlDialect): Repositories {
  return {
    ...createUserRepositories(d),
    ...createOrganizationRepositories(d),
    ...createBusinessRepositories(d),
    listings: createListingRepository(d),
    ...createCitationRepositories(d),
    ...createBatchRepositories(d),
    reports: createReportRepository(d),
    reportSchedules: createReportScheduleRepository(d),
    reportRecipients: createReportRecipientRepository(d),
    citationListingMarks: createCitationListingMarkRepository(d),
    googleConnections: createGoogleConnectionRepository(d),
    googleLocationLinks: createGoogleLocationLinkRepository(d),
    googleDailyMetrics: createGoogleDailyMetricsRepository(d),
  };
}
