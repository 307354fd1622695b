import { z } from 'zod';
import { ORGANIZATION_TYPES, PLANS } from '../domain/enums.ts';
import { isoDateTime, slugField, uuidField } from './fields.ts';
import { organizationSummarySchema } from './entities.ts';
import { organizationNameField } from './organizations.ts';
import { defineRoute } from './route.ts';

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: slugField,
  plan: z.enum(PLANS),
  type: z.enum(ORGANIZATION_TYPES),
  isActive: z.boolean(),
  /**
   * users: seats taken (members and open invitations; the partner's own staff take none);
   * napScore: the organization's NAP score from its businesses' latest scans, null before any.
   */
  usage: z.object({
    businesses: z.number(),
    users: z.number(),
    liveListings: z.number(),
    openIssues: z.number(),
    napScore: z.number().nullable(),
  }),
  limits: z.object({ maxBusinesses: z.number(), maxUsers: z.number() }),
  createdAt: isoDateTime,
});
export type Client = z.infer<typeof clientSchema>;

/** Plans a partner may give a client; partner plans are an administrator's to give. */
const CLIENT_PLANS = ['business', 'business_pro'] as const satisfies readonly (typeof PLANS)[number][];
const idParams = z.object({ id: uuidField });

export const partnerContract = {
  clients: defineRoute({
    method: 'get',
    path: '/api/partner/clients',
    summary: "The partner organization's client organizations",
    tag: 'partner',
    access: 'org:admin',
    status: 200,
    response: z.object({ clients: z.array(clientSchema) }),
  }),
  createClient: defineRoute({
    method: 'post',
    path: '/api/partner/clients',
    summary: 'Create a client organization managed by this partner',
    tag: 'partner',
    access: 'org:admin',
    body: z.object({ name: organizationNameField, plan: z.enum(CLIENT_PLANS).default('business') }),
    status: 201,
    response: z.object({ client: clientSchema }),
  }),
  updateClient: defineRoute({
    method: 'patch',
    path: '/api/partner/clients/:id',
    summary: 'Rename, re-plan, pause or resume a client organization',
    tag: 'partner',
    access: 'org:admin',
    params: idParams,
    body: z.object({
      name: organizationNameField.optional(),
      plan: z.enum(CLIENT_PLANS).optional(),
      isActive: z.boolean().optional(),
    }),
    status: 200,
    response: z.object({ client: clientSchema }),
  }),
  actAsClient: defineRoute({
    method: 'post',
    path: '/api/partner/clients/:id/act',
    summary: "Work in a client's organization from now on in this session",
    tag: 'partner',
    access: 'org:admin',
    params: idParams,
    status: 200,
    response: z.object({ organization: organizationSummarySchema }),
  }),
};
