import { z } from 'zod';
import { formatDayHours, WEEKDAY_LABELS, WEEKDAYS, type BusinessHours } from '../../../shared/domain/business-hours';
import { BUSINESS_CATEGORY_LABELS } from '../../../shared/domain/enums';
import type { ProviderBusiness } from '../provider';
import { failureErrorsSchema } from './failure-message';

// Local Listings Premium (LLP), Data Axle's listing distribution to its partner directories.
//
// Documented: POST {listingsUrl}/submissions, header X-AUTH-TOKEN, body {"submissions": [row, ...]} with
// at most 100 rows; the row's keys are the LLP template's column headers; Submission Type is A (add)
// the first time, U (update) after, R (renew), D (delete).
//
// NOT public, so ASSUMED here and only here (the test server in server/testing/data-axle-protocol-server.ts
// speaks exactly this; confirm with Data Axle before relying on it in production):
// - the POST answer: {"submissions": [{"id", "status", "errors"?}]}, one per row in the order sent; a row
//   refused on its own has id null, status "failed" and errors {column: [message]}. A malformed request
//   as a whole is refused with 400 and the documented {"result": "failure", "errors": {...}} body.
// - the status: GET {listingsUrl}/submissions/{id} ->
//   {"id", "status": pending|processing|completed|failed, "message"?, "directories"?: [{"directory",
//   "status": pending|live|rejected, "listing_id"?, "url"?, "message"?}]}; 404 for an id it does not know.
// - the columns marked "assumed" below, named as the template names the others.

export const LISTINGS_BATCH_LIMIT = 100;

export const SUBMISSION_TYPES = ['A', 'U', 'R', 'D'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

const SUBMISSION_STATES = ['pending', 'processing', 'completed', 'failed'] as const;
const DIRECTORY_LISTING_STATES = ['pending', 'live', 'rejected'] as const;

export interface ListingRow {
  'Submission Type': SubmissionType;
  'Company Name': string;
  'Location Address': string;
  'Location City': string;
  'Location State/Province': string;
  'Location Zip/Postal Code': string;
  'Location Phone': string;
  Website?: string;
  Email?: string;
  /** Assumed: our business id, by which an update finds the listing its add created. */
  'Client Location ID': string;
  /** Assumed. */
  Category: string;
  /** Assumed. */
  'Business Description'?: string;
  /** Assumed: "Monday 07:00-15:00; Sunday Closed". */
  'Hours of Operation'?: string;
}

/** The fundamental data points partners need to publish; LLP refuses a row without them. */
export const REQUIRED_COLUMNS = [
  'Submission Type',
  'Company Name',
  'Location Address',
  'Location City',
  'Location State/Province',
  'Location Zip/Postal Code',
  'Location Phone',
] as const satisfies readonly (keyof ListingRow)[];

export function listingRow(business: ProviderBusiness, type: SubmissionType): ListingRow {
  const hours = hoursOfOperation(business.hours);
  return {
    'Submission Type': type,
    'Company Name': business.name,
    'Location Address': business.address,
    'Location City': business.city,
    'Location State/Province': business.state,
    'Location Zip/Postal Code': business.zipCode,
    'Location Phone': business.phone,
    ...(business.website ? { Website: business.website } : {}),
    ...(business.email ? { Email: business.email } : {}),
    'Client Location ID': business.id,
    Category: BUSINESS_CATEGORY_LABELS[business.category],
    ...(business.description ? { 'Business Description': business.description } : {}),
    ...(hours ? { 'Hours of Operation': hours } : {}),
  };
}

function hoursOfOperation(hours: BusinessHours): string {
  return WEEKDAYS.filter((day) => hours[day])
    .map((day) => `${WEEKDAY_LABELS[day]} ${formatDayHours(hours[day])}`)
    .join('; ');
}

export const submissionsAnswerSchema = z.object({
  submissions: z.array(
    z.object({
      id: z.string().min(1).nullable(),
      status: z.enum(SUBMISSION_STATES),
      errors: failureErrorsSchema.optional(),
    }),
  ),
});
export type SubmissionsAnswer = z.infer<typeof submissionsAnswerSchema>;

export const submissionStatusAnswerSchema = z.object({
  id: z.string().min(1),
  status: z.enum(SUBMISSION_STATES),
  message: z.string().nullish(),
  directories: z
    .array(
      z.object({
        directory: z.string().min(1),
        status: z.enum(DIRECTORY_LISTING_STATES),
        listing_id: z.string().nullish(),
        url: z.string().nullish(),
        message: z.string().nullish(),
      }),
    )
    .optional(),
});
export type SubmissionStatusAnswer = z.infer<typeof submissionStatusAnswerSchema>;
