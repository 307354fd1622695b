import { adminContract } from './admin';
import { adminSettingsContract } from './admin-settings';
import { authContract } from './auth';
import { organizationsContract } from './organizations';
import { partnerContract } from './partner';
import { systemContract } from './system';

/** Every endpoint, grouped by area; each area's routes are served by one handler map. */
export const contract = {
  auth: authContract,
  organizations: organizationsContract,
  partner: partnerContract,
  admin: adminContract,
  adminSettings: adminSettingsContract,
  system: systemContract,
};

export type AppContract = typeof contract;
