import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../shared/contract/errors';
import type { UserRole } from '../../shared/domain/enums';
import { planForRole } from '../../shared/domain/roles';
import type { MembershipWithOrganization, SessionRecord, UserRecord } from '../db/records';
import { UniqueViolationError, type Repositories } from '../db/repositories';
import { ApiError } from '../http/api-error';
import type { Authenticated } from '../http/contract-router';
import type { PasswordHasher } from './password-hasher';
import { bearerTokenOf, generateSessionToken, hashSessionToken } from './session-tokens';

export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';

export interface AuthServiceDeps {
  repositories: Repositories;
  hasher: PasswordHasher;
  clock: () => Date;
  sessionTtlMs?: number;
}

export interface SignInResult {
  user: UserRecord;
  token: string;
  membership: MembershipWithOrganization | undefined;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

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

export function createAuthService({ repositories, hasher, clock, sessionTtlMs = DEFAULT_SESSION_TTL_MS }: AuthServiceDeps) {
  const { users, sessions, organizations } = repositories;
  // Verified against when an account is unknown, so a sign-in takes as long either way.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hasher.hash(randomBytes(16).toString('hex')));

  async function startSession(user: UserRecord): Promise<SignInResult> {
    const token = generateSessionToken();
    const expiresAt = new Date(clock().getTime() + sessionTtlMs);
    await sessions.create({ userId: user.id, token: hashSessionToken(token), expiresAt });
    return { user, token, membership: await currentMembership(user.id) };
  }

  async function currentMembership(userId: string): Promise<MembershipWithOrganization | undefined> {
    const memberships = await organizations.membershipsOf(userId);
    return memberships[0];
  }

  return {
    currentMembership,

    async register(input: RegisterInput): Promise<SignInResult> {
      if (await users.findByEmail(input.email)) {
        throw new ApiError(409, 'An account with this email already exists', ERROR_CODES.conflict, {
          email: ['An account with this email already exists'],
        });
      }
      const password = await hasher.hash(input.password);
      let user: UserRecord;
      try {
        user = await users.create({ email: input.email, name: input.name, password, role: input.role });
      } catch (error) {
        // Two registrations racing for one email: the loser gets the same answer as above.
        if (error instanceof UniqueViolationError) {
          throw new ApiError(409, 'An account with this email already exists', ERROR_CODES.conflict);
        }
        throw error;
      }
      await organizations.createWithOwner({
        name: `${input.name}'s organization`,
        slug: organizationSlug(input.name),
        ownerId: user.id,
        plan: planForRole(input.role),
      });
      return startSession(user);
    },

    async login(identifier: string, password: string): Promise<SignInResult> {
      const user = await users.findByEmail(identifier.trim().toLowerCase());
      if (!user?.password) {
        await hasher.verify(await decoyHash(), password);
        throw new ApiError(401, INVALID_CREDENTIALS, ERROR_CODES.invalidCredentials);
      }
      if (!(await hasher.verify(user.password, password))) {
        throw new ApiError(401, INVALID_CREDENTIALS, ERROR_CODES.invalidCredentials);
      }
      const signedIn = await users.update(user.id, { lastLogin: clock() });
      return startSession(signedIn ?? user);
    },

    /** The user and session of an Authorization header; null when there is none. */
    async authenticate(authorization: string | undefined): Promise<Authenticated | null> {
      const token = bearerTokenOf(authorization);
      if (token === null) return null;
      if (token === undefined) throw new ApiError(401, 'Invalid session token', ERROR_CODES.invalidToken);
      const tokenHash = hashSessionToken(token);
      const session: SessionRecord | undefined = await sessions.findByToken(tokenHash);
      if (!session) throw new ApiError(401, 'Session not found, please sign in again', ERROR_CODES.sessionNotFound);
      if (session.expiresAt.getTime() <= clock().getTime()) {
        await sessions.deleteByToken(tokenHash);
        throw new ApiError(401, 'Session expired, please sign in again', ERROR_CODES.sessionExpired);
      }
      const user = await users.findById(session.userId);
      if (!user) throw new ApiError(401, 'Session not found, please sign in again', ERROR_CODES.sessionNotFound);
      return { user, session, tokenHash };
    },

    async logout(tokenHash: string): Promise<void> {
      await sessions.deleteByToken(tokenHash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
