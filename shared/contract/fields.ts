import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SLUG_MIN_LENGTH } from '../domain/constants.ts';

// Rules for the fields that forms and the API share (email, password, name, slug), with the exact
// messages people read.

export const emailField = z.string().trim().toLowerCase().pipe(z.email('Invalid email address'));

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameField = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`)
  .max(120, 'Name must be at most 120 characters');

const SLUG_MESSAGE = 'Slug must be lowercase letters, numbers, and hyphens only';

/** An organization's name in addresses. The server makes it from the name (organizationSlug), so this
 * is the rule what it makes keeps, and what any client may rely on. */
export const slugField = z.string().min(SLUG_MIN_LENGTH, SLUG_MESSAGE).regex(/^[a-z0-9-]+$/, SLUG_MESSAGE);

export const isoDateTime = z.iso.datetime({ offset: true });
export const uuidField = z.uuid('Invalid id');

/** Letters, digits, dots, dashes and underscores; signs in in place of the email. */
export const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Username may use letters, numbers, dots, dashes and underscores only');

/** Opaque single-use tokens sent by email or handed over after social sign-in. */
export const opaqueTokenField = z.string().trim().min(16, 'This link is invalid').max(200, 'This link is invalid');

/** A list page's size, its cursor (opaque, from the page before) and its search text. */
export const pageLimit = z.coerce.number().int().min(1).max(100).default(25);
export const cursorField = z.string().max(1200).optional();
export const searchField = z.string().trim().max(200).optional();
