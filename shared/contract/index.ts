import { adminContract } from './admin.ts';
import { adminSettingsContract, citationSourceSettingsContract } from './admin-settings.ts';
import { authContract } from './auth.ts';
import { citationsContract } from './citations.ts';
import { businessesContract } from './businesses.ts';
import { dashboardContract } from './dashboard.ts';
import { listingsContract } from './listings.ts';
import { googleBusinessContract } from './google-business.ts';
import { organizationsContract } from './organizations.ts';
import { partnerContract } from './partner.ts';
import { providerContract } from './provider.ts';
import { reportsContract } from './reports.ts';
import { systemContract } from './system.ts';

/** Every endpoint, grouped by area; each area's routes are served by one handler map. */
export const contract = {
  auth: authContract,
  organizations: organizationsContract,
  partner: partnerContract,
  businesses: businessesContract,
  listings: listingsContract,
  dashboard: dashboardContract,
  provider: providerContract,
  citations: citationsContract,
  googleBusiness: googleBusinessContract,
  reports: reportsContract,
  admin: adminContract,
  adminSettings: adminSettingsContract,
  adminCitationSources: citationSourceSettingsContract,
  system: systemContract,
};

export type AppContract = typeof contract;
