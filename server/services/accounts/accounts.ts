import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/contract/errors';
import { PLAN_LIMITS } from '../../../shared/domain/plans';
import { planForRole } from '../../../shared/domain/roles';
import type { NewUser, UserRecord } from '../../db/records';
import { UniqueViolationError, type Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import { usernameCandidates } from './usernames';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** A URL-safe organization slug from a name, with a random suffix so two "Acme"s can coexist. */
export function organizationSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'organization'}-${randomBytes(3).toString('hex')}`;
}

/**
 * Creates a user under the first free username derived from `usernameSource`, and the organization
 * they own (plan from their role). Every account starts with an organization of its own.
 */
export async function createAccount(
  repositories: Repositories,
  input: Omit<NewUser, 'username'> & { usernameSource: string },
  random: () => number = Math.random,
): Promise<UserRecord> {
  const { users, organizations } = repositories;
  const { usernameSource, ...fields } = input;
  let user: UserRecord | undefined;
  for (const username of usernameCandidates(usernameSource, random)) {
    if (await users.findByUsername(username)) continue;
    try {
      user = await users.create({ ...fields, username });
      break;
    } catch (error) {
      if (!(error instanceof UniqueViolationError)) throw error;
      if (await users.findByEmail(fields.email)) {
        throw new ApiError(409, EMAIL_TAKEN, ERROR_CODES.conflict, { email: [EMAIL_TAKEN] });
      }
      // Another registration took this username at the same moment: try the next one.
    }
  }
  if (!user) throw new Error('No free username found');
  const plan = planForRole(user.role);
  await organizations.createWithOwner({
    name: `${user.name}'s organization`,
    slug: organizationSlug(user.name),
    ownerId: user.id,
    plan,
    maxBusinesses: PLAN_LIMITS[plan].maxBusinesses,
    maxUsers: PLAN_LIMITS[plan].maxUsers,
  });
  return user;
}
