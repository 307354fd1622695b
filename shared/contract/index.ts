import { authContract } from './auth';
import { systemContract } from './system';

/** Every endpoint, grouped by area; each area's routes are served by one handler map. */
export const contract = {
  auth: authContract,
  system: systemContract,
};

export type AppContract = typeof contract;
