import { z } from 'zod';
import { BATCH_MAX_ITEMS } from '../domain/batches.ts';
import { GOOGLE_PUSHED_FIELDS } from '../domain/google-business.ts';
import { isoDateTime, uuidField } from './fields.ts';
import { batchSchema } from './provider.ts';
import { defineRoute } from './route.ts';

// Google Business Profile: an organization connects its Google account (OAuth consent), links each
// business to one of its Google locations, compares and updates them, and reads their daily figures.

const locationNameField = z.string().regex(/^locations\/[0-9A-Za-z_-]{1,64}$/, 'Invalid Google location');
const accountNameField = z.string().regex(/^accounts\/[0-9A-Za-z_-]{1,64}$/, 'Invalid Google account');

export const googleConnectionSchema = z.object({
  connectedAt: isoDateTime,
  /** The person who connected, when still known. */
  connectedBy: z.string().nullable(),
  /** Google refused the connection since (access removed at Google): connect again. */
  needsReconnect: z.boolean(),
});

export const googleBusinessStatusSchema = z.object({
  /** Whether this instance can connect to Google at all; why not otherwise. */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
  /** The address to register as an authorized redirect URI in the Google Cloud project. */
  redirectUri: z.string(),
  /** Where the client id and secret come from. */
  configuredBy: z.enum(['environment', 'settings']).nullable(),
  connection: googleConnectionSchema.nullable(),
  linkedBusinesses: z.number().int(),
  /** What people should know in this environment (the sandbox's figures of unlinked businesses are simulated). */
  note: z.string().nullable(),
});
export type GoogleBusinessStatus = z.infer<typeof googleBusinessStatusSchema>;

export const googleLocationSchema = z.object({
  name: z.string(),
  accountName: z.string(),
  accountLabel: z.string(),
  title: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  mapsUrl: z.string().nullable(),
});
export type GoogleLocationView = z.infer<typeof googleLocationSchema>;

export const googleLinkSchema = z.object({
  businessId: z.string(),
  accountName: z.string(),
  locationName: z.string(),
  title: z.string(),
  address: z.string(),
  mapsUrl: z.string().nullable(),
  linkedAt: isoDateTime,
});
export type GoogleLink = z.infer<typeof googleLinkSchema>;

export const googleLinkRowSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  businessAddress: z.string(),
  link: googleLinkSchema.nullable(),
  /** The location the NAP engine finds most like the business, when one is alike enough and not linked elsewhere. */
  suggestion: z.object({ locationName: z.string(), title: z.string(), address: z.string() }).nullable(),
});
export type GoogleLinkRow = z.infer<typeof googleLinkRowSchema>;

export const googleFieldDifferenceSchema = z.object({
  field: z.enum(GOOGLE_PUSHED_FIELDS),
  label: z.string(),
  google: z.string(),
  profile: z.string(),
});
export type GoogleFieldDifference = z.infer<typeof googleFieldDifferenceSchema>;

export const googleUpdatePreviewSchema = z.object({
  link: googleLinkSchema,
  differences: z.array(googleFieldDifferenceSchema),
  /** Google's answer to the same update sent with validateOnly: null when there is nothing to update. */
  validation: z
    .object({
      accepted: z.boolean(),
      message: z.string().nullable(),
      fieldViolations: z.array(z.object({ field: z.string(), description: z.string() })),
    })
    .nullable(),
});
export type GoogleUpdatePreview = z.infer<typeof googleUpdatePreviewSchema>;

const businessParams = z.object({ id: uuidField });

export const googleBusinessContract = {
  status: defineRoute({
    method: 'get',
    path: '/api/google-business',
    summary: "The organization's Google Business Profile connection",
    tag: 'google-business',
    access: 'org:viewer',
    status: 200,
    response: z.object({ status: googleBusinessStatusSchema }),
  }),
  authorize: defineRoute({
    method: 'post',
    path: '/api/google-business/authorization',
    summary: "Where to send the browser for Google's consent; `pending` comes back with the answer",
    tag: 'google-business',
    access: 'org:admin',
    status: 200,
    response: z.object({ authorizationUrl: z.string(), pending: z.string() }),
  }),
  connect: defineRoute({
    method: 'post',
    path: '/api/google-business/connection',
    summary: "Finish connecting with Google's answer to the consent",
    tag: 'google-business',
    access: 'org:admin',
    body: z.object({
      code: z.string().min(1).max(2048).optional(),
      error: z.string().max(200).optional(),
      state: z.string().min(1).max(256),
      pending: z.string().min(1).max(4096),
    }),
    status: 200,
    response: z.object({ status: googleBusinessStatusSchema }),
  }),
  disconnect: defineRoute({
    method: 'delete',
    path: '/api/google-business/connection',
    summary: "Revoke Google's access and forget it",
    tag: 'google-business',
    access: 'org:admin',
    status: 200,
    response: z.object({ status: googleBusinessStatusSchema }),
  }),
  locations: defineRoute({
    method: 'get',
    path: '/api/google-business/locations',
    summary: "The connected accounts' locations, and each business's link or suggested location",
    tag: 'google-business',
    access: 'org:admin',
    status: 200,
    response: z.object({ locations: z.array(googleLocationSchema), rows: z.array(googleLinkRowSchema), truncated: z.boolean() }),
  }),
  link: defineRoute({
    method: 'put',
    path: '/api/businesses/:id/google-location',
    summary: 'Link the business to a Google location',
    tag: 'google-business',
    access: 'org:admin',
    params: businessParams,
    body: z.object({ accountName: accountNameField, locationName: locationNameField }),
    status: 200,
    response: z.object({ link: googleLinkSchema }),
  }),
  unlink: defineRoute({
    method: 'delete',
    path: '/api/businesses/:id/google-location',
    summary: 'Remove the link of the business to its Google location',
    tag: 'google-business',
    access: 'org:admin',
    params: businessParams,
    status: 204,
    response: z.undefined(),
  }),
  businessLink: defineRoute({
    method: 'get',
    path: '/api/businesses/:id/google-location',
    summary: "The business's Google location, if linked",
    tag: 'google-business',
    access: 'org:viewer',
    params: businessParams,
    status: 200,
    response: z.object({ link: googleLinkSchema.nullable() }),
  }),
  updatePreview: defineRoute({
    method: 'get',
    path: '/api/businesses/:id/google-update',
    summary: 'How the profile differs from its Google location, field by field, and whether Google would accept the update',
    tag: 'google-business',
    access: 'org:member',
    params: businessParams,
    status: 200,
    response: z.object({ preview: googleUpdatePreviewSchema }),
  }),
  update: defineRoute({
    method: 'post',
    path: '/api/businesses/:id/google-update',
    summary: 'Update the Google location with the chosen fields of the profile',
    tag: 'google-business',
    access: 'org:member',
    params: businessParams,
    body: z.object({ fields: z.array(z.enum(GOOGLE_PUSHED_FIELDS)).min(1, 'Choose at least one field').max(GOOGLE_PUSHED_FIELDS.length) }),
    status: 200,
    response: z.object({ updated: z.array(z.enum(GOOGLE_PUSHED_FIELDS)), preview: googleUpdatePreviewSchema }),
  }),
  batchUpdate: defineRoute({
    method: 'post',
    path: '/api/google-business/updates',
    summary: 'Update the Google locations of the chosen linked businesses, or of every linked one, in the background; follow the batch for progress',
    tag: 'google-business',
    access: 'org:member',
    body: z
      .object({
        businessIds: z
          .array(uuidField)
          .min(1, 'Choose at least one business')
          .max(BATCH_MAX_ITEMS, `At most ${BATCH_MAX_ITEMS} businesses at a time`)
          .optional(),
      })
      .default({}),
    status: 202,
    response: z.object({ batch: batchSchema }),
  }),
};
