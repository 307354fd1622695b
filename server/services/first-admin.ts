import type { Repositories } from '../db/repositories';
import { ApiError } from '../http/api-error';
import { createAccount } from './accounts';
import type { PasswordHasher } from './password-hasher';

export type EnsureAdminResult = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure the account with this email exists and is an admin. An existing account keeps its
 * password: the environment bootstraps the first admin, it does not reset passwords on every start.
 */
export async function ensureAdmin(
  repositories: Repositories,
  hasher: PasswordHasher,
  input: { email: string; password: string; name?: string },
): Promise<EnsureAdminResult> {
  const email = input.email.trim().toLowerCase();
  const existing = await repositories.users.findByEmail(email);
  if (!existing) {
    try {
      await createAccount(repositories, {
        email,
        usernameSource: email,
        name: input.name?.trim() || 'Administrator',
        password: await hasher.hash(input.password),
        role: 'admin',
        emailVerified: true,
      });
      return 'created';
    } catch (error) {
      // Instances started together with the same ADMIN_EMAIL: another one created it first.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      return ensureAdmin(repositories, hasher, input);
    }
  }
  if (existing.role === 'admin' && existing.password) return 'unchanged';
  await repositories.users.update(existing.id, {
    role: 'admin',
    emailVerified: true,
    emailVerificationToken: null,
    emailVerificationExpires: null,
    ...(existing.password ? {} : { password: await hasher.hash(input.password) }),
  });
  return 'promoted';
}
