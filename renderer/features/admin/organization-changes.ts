import { z } from 'zod';
import { contract as contractSchemas } from '../../../shared/contract';
import type { AdminOrganization } from '../../../shared/contract/admin';
import type { RouteInput } from '../../../shared/contract/route';
import type { OrganizationType, Plan } from '../../../shared/domain/enums';
import { allowedDirectoriesOf, directoryChoiceOf, type DirectoryChoice } from './directory-choice';

export type OrganizationUpdate = RouteInput<typeof contractSchemas.admin.updateOrganization>['body'];

/** The edit form's fields; limits stay text so a half-typed number can be corrected, not coerced. */
export interface OrganizationFormValues {
  name: string;
  plan: Plan;
  type: OrganizationType;
  maxBusinesses: string;
  maxUsers: string;
  directories: DirectoryChoice;
  isActive: boolean;
}

export type OrganizationFormErrors = Partial<Record<keyof OrganizationFormValues, string>>;

const LIMIT_MAX = 1_000_000;
const updateBody = contractSchemas.admin.updateOrganization.body;

export function organizationFormValues(organization: AdminOrganization): OrganizationFormValues {
  return {
    name: organization.name,
    plan: organization.plan,
    type: organization.type,
    maxBusinesses: String(organization.maxBusinesses),
    maxUsers: String(organization.maxUsers),
    directories: directoryChoiceOf(organization.allowedDirectories),
    isActive: organization.isActive,
  };
}

/** A limit as typed: a whole number from 0 to a million, or the reason it is not one. */
function parseLimit(text: string): number | string {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 'Enter a whole number, 0 or more';
  const value = Number(trimmed);
  return value > LIMIT_MAX ? `Use at most ${LIMIT_MAX.toLocaleString('en-US')}` : value;
}

/** Order carries no meaning in a list of allowed directories. */
function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((item) => set.has(item));
}

const FIELD_OF_BODY_KEY: Record<string, keyof OrganizationFormValues> = {
  name: 'name',
  plan: 'plan',
  type: 'type',
  maxBusinesses: 'maxBusinesses',
  maxUsers: 'maxUsers',
  allowedDirectories: 'directories',
  isActive: 'isActive',
};

/** Which form field a server or contract message about a body key belongs to. */
export function formErrorsFromFieldErrors(fieldErrors: Record<string, string[] | undefined> | undefined): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const field = FIELD_OF_BODY_KEY[key];
    if (field && messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

/**
 * Only what the administrator changed, checked by the contract's rules; or, when something is
 * wrong, a message per field.
 */
export function organizationChanges(
  saved: AdminOrganization,
  values: OrganizationFormValues,
): { changes: OrganizationUpdate; errors: OrganizationFormErrors } {
  const errors: OrganizationFormErrors = {};
  const changes: OrganizationUpdate = {};
  if (values.name.trim() !== saved.name) changes.name = values.name;
  if (values.plan !== saved.plan) changes.plan = values.plan;
  if (values.type !== saved.type) changes.type = values.type;
  for (const field of ['maxBusinesses', 'maxUsers'] as const) {
    const limit = parseLimit(values[field]);
    if (typeof limit === 'string') errors[field] = limit;
    else if (limit !== saved[field]) changes[field] = limit;
  }
  // An empty list would mean the plan's directories, not none.
  if (!values.directories.followPlan && values.directories.ids.length === 0) {
    errors.directories = 'Choose at least one directory, or follow the plan';
  }
  const directories = allowedDirectoriesOf(values.directories);
  if (!sameSet(directories, saved.allowedDirectories)) changes.allowedDirectories = directories;
  if (values.isActive !== saved.isActive) changes.isActive = values.isActive;

  const parsed = updateBody.safeParse(changes);
  if (!parsed.success) Object.assign(errors, formErrorsFromFieldErrors(z.flattenError(parsed.error).fieldErrors));
  return { changes, errors };
}
