import { adminContract } from './admin';
import { adminSettingsContract, citationSourceSettingsContract } from './admin-settings';
import { authContract } from './auth';
import { citationsContract } from './citations';
import { businessesContract } from './businesses';
import { dashboardContract } from './dashboard';
import { listingsContract } from './listings';
import { googleBusinessContract } from './google-business';
import { organizationsContract } from './organizations';
import { partnerContract } from './partner';
import { providerContract } from './provider';
import { reportsContract } from './reports';
import { systemContract } from './system';

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
