import { z } from 'zod';
import { BUSINESS_CATEGORIES } from '../domain/enums';
import { DIRECTORY_STATUSES, DIRECTORY_TIERS } from '../domain/directories';
import { isoDateTime } from './fields';
import { defineRoute } from './route';

export const PROVIDER_ENVIRONMENTS = ['sandbox', 'production'] as const;

export const integrationStatusSchema = z.object({
  enabled: z.boolean(),
  environment: z.enum(PROVIDER_ENVIRONMENTS),
  features: z.object({
    businessMatching: z.boolean(),
    listingSubmission: z.boolean(),
    citationScanning: z.boolean(),
    analytics: z.boolean(),
  }),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

export const directorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A logo address, or null where the screen draws the initials. */
  logo: z.string().nullable(),
  tier: z.enum(DIRECTORY_TIERS),
  /** Categories the directory lists; null for every category. */
  categories: z.array(z.enum(BUSINESS_CATEGORIES)).nullable(),
  /** Whether the organization's plan (or its own list) includes it. */
  allowed: z.boolean(),
  status: z.enum(DIRECTORY_STATUSES),
  counts: z.object({ published: z.number(), waiting: z.number(), error: z.number() }),
});
export type Directory = z.infer<typeof directorySchema>;

export const providerContract = {
  status: defineRoute({
    method: 'get',
    path: '/api/data-axle/status',
    summary: 'Whether business-data features are on, in which environment',
    tag: 'provider',
    access: 'user',
    status: 200,
    response: integrationStatusSchema,
  }),
  directories: defineRoute({
    method: 'get',
    path: '/api/data-axle/directories',
    summary: "The directory network with this organization's status on each",
    tag: 'provider',
    access: 'org:viewer',
    status: 200,
    response: z.object({ directories: z.array(directorySchema), lastSyncAt: isoDateTime.nullable() }),
  }),
};
