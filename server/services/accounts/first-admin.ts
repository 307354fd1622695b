import type { Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import { createAccount } from './accounts';
import type { PasswordHasher } from './password-hasher';

export type EnsureAdminResult = 'created' | 'promoted' | 'password-set' | 'unchanged';

/**
 * Makes sure the account with this email exists and is an admin. An account whose address its owner
 * proved keeps its password, since the environment bootstraps the first admin and does not reset
 * passwords on every start; one nobody proved may have been registered by anyone, so it takes this
 * password and its sessions end. `setPassword` (the create-admin command, where the operator typed
 * it) sets the password in any case, ending the account's sessions.
 */
export async function ensureAdmin(
  repositories: Repositories,
  hasher: PasswordHasher,
  input: { email: string; password: string; name?: string },
  { setPassword = false }: { setPassword?: boolean } = {},
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
      return ensureAdmin(repositories, hasher, input, { setPassword });
    }
  }
  const replacePassword = setPassword || !existing.emailVerified || !existing.password;
  if (existing.role === 'admin' && !replacePassword) return 'unchanged';
  await repositories.users.update(existing.id, {
    role: 'admin',
    emailVerified: true,
    emailVerificationToken: null,
    emailVerificationExpires: null,
    ...(replacePassword ? { password: await hasher.hash(input.password), resetPasswordToken: null, resetPasswordExpires: null } : {}),
  });
  if (replacePassword && existing.password) await repositories.sessions.deleteAllForUser(existing.id);
  return existing.role === 'admin' ? 'password-set' : 'promoted';
}
