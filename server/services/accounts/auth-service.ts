import { randomBytes, randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { SocialProvider } from '../../../shared/contract/auth';
import type { UserRole } from '../../../shared/domain/enums';
import { RESET_LINK_TTL_MS, VERIFICATION_LINK_TTL_MS } from '../../../shared/domain/constants';
import type { MembershipWithOrganization, SocialIdColumn, UserRecord } from '../../db/records';
import { UniqueViolationError, type Repositories } from '../../db/repositories';
import { createAccount, EMAIL_TAKEN } from './accounts';
import { ApiError } from '../../http/api-error';
import type { Authenticated } from './authenticated';
import type { Logger } from '../../logger';
import type { MailService } from '../../mail/mail-service';
import { accountExistsEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from '../../mail/templates';
import { countOutsideMail } from '../infrastructure/outside-mail';
import type { PasswordHasher } from './password-hasher';
import { RATE_LIMITS, type RateLimiter } from '../infrastructure/rate-limiter';
import { bearerTokenOf, generateSessionToken, hashSessionToken } from './session-tokens';
import { usernameCandidates } from './usernames';

const HOUR_MS = 60 * 60 * 1000;
export const SESSION_DEFAULTS = { idleMs: 7 * 24 * HOUR_MS, maxMs: 30 * 24 * HOUR_MS };
export const LOGIN_CODE_TTL_MS = 60_000;
/** Writing lastUsedAt on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

const INVALID_CREDENTIALS = 'Invalid email or password';
const UNVERIFIED = 'Please verify your email address before signing in.';
const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired.';
const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
export const INVALID_SIGN_IN_LINK = 'This sign-in link is invalid or has expired.';
const ACCOUNT_DISABLED = 'This account has been disabled. Contact your administrator.';

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

export interface AuthServiceDeps {
  repositories: Repositories;
  hasher: PasswordHasher;
  clock: () => Date;
  mail: MailService;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Where links in emails point, e.g. https://app.example.com */
  publicUrl: string;
  sessions?: { idleMs: number; maxMs: number };
  random?: () => number;
}

export interface SignInResult {
  user: UserRecord;
  /** Absent when the email must be verified first. */
  token?: string;
  membership: MembershipWithOrganization | undefined;
  requiresVerification?: boolean;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

/** What a social provider tells about a person. */
export interface SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  avatarUrl: string | null;
}

const SOCIAL_ID_COLUMNS: Record<SocialProvider, SocialIdColumn> = {
  google: 'googleId',
  facebook: 'facebookId',
  linkedin: 'linkedinId',
};

/** A single-use secret for a link or code, and the hash that is stored in its place. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSessionToken(secret) };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repositories, hasher, clock, mail, rateLimiter, logger } = deps;
  const { users, sessions, organizations, loginCodes } = repositories;
  const lifetimes = deps.sessions ?? SESSION_DEFAULTS;
  const random = deps.random ?? Math.random;
  const link = (path: string, params: Record<string, string>) =>
    `${deps.publicUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(params).toString()}`;

  // Verified against when an account is unknown, so a sign-in takes as long either way.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hasher.hash(randomBytes(16).toString('hex')));

  /** The organization a new session starts in: the user's first active one. */
  async function currentMembership(userId: string): Promise<MembershipWithOrganization | undefined> {
    return (await organizations.membershipsOf(userId)).find((m) => m.organization.isActive);
  }

  async function startSession(user: UserRecord, meta: RequestMeta): Promise<SignInResult> {
    const token = generateSessionToken();
    const now = clock();
    const membership = await currentMembership(user.id);
    await sessions.create({
      organizationId: membership?.organizationId ?? null,
      userId: user.id,
      token: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + lifetimes.maxMs),
      lastUsedAt: now,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ipAddress: meta.ip || null,
    });
    return { user, token, membership };
  }

  async function sendVerification(user: UserRecord): Promise<void> {
    const { secret, hash } = newSecret();
    await users.update(user.id, {
      emailVerificationToken: hash,
      emailVerificationExpires: new Date(clock().getTime() + VERIFICATION_LINK_TTL_MS),
    });
    await mail.send(verificationEmail(user.email, user.name, link('/verify-email', { token: secret })));
  }

  async function sendReset(user: UserRecord): Promise<void> {
    const { secret, hash } = newSecret();
    await users.update(user.id, {
      resetPasswordToken: hash,
      resetPasswordExpires: new Date(clock().getTime() + RESET_LINK_TTL_MS),
    });
    await mail.send(passwordResetEmail(user.email, user.name, link('/reset-password', { token: secret })));
  }

  /**
   * Refuses a change unless the current password is given, for an account that has one. Counted per
   * account before the hash is checked: each check costs the server an argon2 run, and a stolen
   * session must not guess the password at will.
   */
  async function checkCurrentPassword(user: UserRecord, currentPassword: string | undefined): Promise<void> {
    if (!user.password) return;
    await rateLimiter.consume(RATE_LIMITS.passwordChecksPerUser, user.id);
    if (!(currentPassword && (await hasher.verify(user.password, currentPassword)))) {
      throw new ApiError(400, 'Current password is incorrect', ERROR_CODES.validation, {
        currentPassword: ['Current password is incorrect'],
      });
    }
  }

  /** Work whose timing must not show in the answer; a failure is logged, as nobody waits for it. */
  function afterAnswer(work: () => Promise<void>, failure: string): void {
    void work().catch((error: unknown) => logger.error(failure, error));
  }

  /** Whose failed sign-ins an attempt counts under: the account's, by email or username alike, else the name tried. */
  const failureCountOf = (user: UserRecord | undefined, identifier: string) => (user ? `user:${user.id}` : identifier);

  /** Sends a mail within the per-address and per-recipient limits. */
  async function limitMail(email: string, meta: RequestMeta): Promise<void> {
    await rateLimiter.consume(RATE_LIMITS.mailPerAddress, meta.ip);
    await rateLimiter.consume(RATE_LIMITS.mailPerRecipient, email);
  }

  /** An account awaiting its first verification cannot sign in; accounts made while mail was off can. */
  const awaitsVerification = (user: UserRecord) => !user.emailVerified && user.emailVerificationToken !== null;

  const findByIdentifier = (identifier: string) => {
    const value = identifier.trim().toLowerCase();
    return value.includes('@') ? users.findByEmail(value) : users.findByUsername(value);
  };

  return {
    currentMembership,

    async register(input: RegisterInput, meta: RequestMeta): Promise<SignInResult> {
      await rateLimiter.consume(RATE_LIMITS.registerPerAddress, meta.ip);
      const verify = await mail.isConfigured();
      // Both kinds of answer below send a mail, so both count against the mail limits: a limit
      // reached by one kind only would tell which addresses have accounts.
      if (verify) await limitMail(input.email, meta);
      const existing = await users.findByEmail(input.email);
      if (existing) {
        if (!verify) throw new ApiError(409, EMAIL_TAKEN, ERROR_CODES.conflict, { email: [EMAIL_TAKEN] });
        // With verification on, the answer must not tell whether the email is taken: the owner is
        // told by mail instead, and the caller sees the usual "check your inbox". The hash keeps
        // the timing of both paths alike.
        await hasher.hash(input.password);
        await mail.send(accountExistsEmail(existing.email, existing.name, link('/forgot-password', {})));
        const now = clock();
        const standIn: UserRecord = {
          ...existing,
          id: randomUUID(),
          name: input.name,
          role: input.role,
          username: usernameCandidates(input.email, random)[0]!,
          emailVerified: false,
          avatarUrl: null,
          provider: 'local',
          lastLogin: null,
          createdAt: now,
          updatedAt: now,
        };
        return { user: standIn, membership: undefined, requiresVerification: true };
      }

      const user = await createAccount(
        repositories,
        {
          email: input.email,
          usernameSource: input.email,
          name: input.name,
          password: await hasher.hash(input.password),
          role: input.role,
        },
        random,
      );
      if (!verify) return startSession(user, meta);
      await sendVerification(user);
      // No organization until the address is proved: an account that already existed has none to show.
      return { user, membership: undefined, requiresVerification: true };
    },

    async login(identifier: string, password: string, meta: RequestMeta): Promise<SignInResult> {
      const account = identifier.trim().toLowerCase();
      await rateLimiter.consume(RATE_LIMITS.loginPerAddress, meta.ip);
      const user = await findByIdentifier(account);
      // Counted before the password is checked, in one statement: guesses sent at once, to one instance
      // or several, cannot all pass a check made before any of them failed.
      const counted = failureCountOf(user, account);
      await rateLimiter.consume(RATE_LIMITS.loginFailuresPerAccount, counted);

      const valid = user?.password
        ? await hasher.verify(user.password, password)
        : await hasher.verify(await decoyHash(), password).then(() => false);
      if (!user || !valid) throw new ApiError(401, INVALID_CREDENTIALS, ERROR_CODES.invalidCredentials);
      // The right password was no guess: the count starts over.
      await rateLimiter.clear(RATE_LIMITS.loginFailuresPerAccount, counted);
      if (awaitsVerification(user)) throw new ApiError(403, UNVERIFIED, ERROR_CODES.emailNotVerified);
      if (user.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED, ERROR_CODES.accountDisabled);

      const signedIn = await users.update(user.id, { lastLogin: clock() });
      return startSession(signedIn ?? user, meta);
    },

    async verifyEmail(token: string, meta: RequestMeta): Promise<string> {
      await rateLimiter.consume(RATE_LIMITS.tokenPerAddress, meta.ip);
      const user = await users.findByVerificationToken(hashSessionToken(token));
      if (!user || !user.emailVerificationExpires || user.emailVerificationExpires.getTime() <= clock().getTime()) {
        throw new ApiError(400, INVALID_VERIFICATION_LINK, ERROR_CODES.invalidLink);
      }
      const email = user.pendingEmail ?? user.email;
      try {
        await users.update(user.id, {
          email,
          pendingEmail: null,
          emailVerified: true,
          emailVerificationToken: null,
          emailVerificationExpires: null,
        });
      } catch (error) {
        // Someone else took the address between the request and the click.
        if (error instanceof UniqueViolationError) throw new ApiError(409, EMAIL_TAKEN, ERROR_CODES.conflict);
        throw error;
      }
      return email;
    },

    /** With mail, the new address takes effect when its link is opened; without, at once. */
    async changeEmail(auth: Authenticated, email: string, currentPassword: string | undefined): Promise<UserRecord> {
      const { user } = auth;
      await checkCurrentPassword(user, currentPassword);
      if (email === user.email) return user;
      const mailOn = await mail.isConfigured();
      if (mailOn) {
        // The link goes to any address typed here: counted per account, per recipient and as the session's
        // organization's outside mail, so a loop cannot mail strangers.
        await rateLimiter.consume(RATE_LIMITS.emailChangeMailsPerUser, user.id);
        await rateLimiter.consume(RATE_LIMITS.mailPerRecipient, email);
        await countOutsideMail(rateLimiter, { organizationId: auth.session.organizationId, userId: user.id });
      }
      if (await users.findByEmail(email)) {
        throw new ApiError(409, EMAIL_TAKEN, ERROR_CODES.conflict, { email: [EMAIL_TAKEN] });
      }
      if (!mailOn) {
        try {
          // Nobody has proved the new address, whatever was proved of the old one.
          return (await users.update(user.id, { email, pendingEmail: null, emailVerified: false })) ?? user;
        } catch (error) {
          if (error instanceof UniqueViolationError) throw new ApiError(409, EMAIL_TAKEN, ERROR_CODES.conflict);
          throw error;
        }
      }
      const pending = (await users.update(user.id, { pendingEmail: email })) ?? user;
      await sendVerification({ ...pending, email });
      return pending;
    },

    async resendVerification(email: string, meta: RequestMeta): Promise<void> {
      await limitMail(email, meta);
      const user = await users.findByEmail(email);
      if (user && awaitsVerification(user)) afterAnswer(() => sendVerification(user), `The verification mail to ${email} could not be sent`);
    },

    async forgotPassword(email: string, meta: RequestMeta): Promise<void> {
      await limitMail(email, meta);
      const user = await users.findByEmail(email);
      if (!user) return;
      if (!(await mail.isConfigured())) {
        logger.warn(`Password reset requested for ${email}, but mail is not configured, so no link can be sent.`);
        return;
      }
      // After the answer, so an address with an account answers as fast as one without.
      afterAnswer(() => sendReset(user), `The password reset mail to ${email} could not be sent`);
    },

    async resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
      await rateLimiter.consume(RATE_LIMITS.tokenPerAddress, meta.ip);
      const user = await users.findByResetToken(hashSessionToken(token));
      if (!user || !user.resetPasswordExpires || user.resetPasswordExpires.getTime() <= clock().getTime()) {
        throw new ApiError(400, INVALID_RESET_LINK, ERROR_CODES.invalidLink);
      }
      await users.update(user.id, {
        password: await hasher.hash(password),
        resetPasswordToken: null,
        resetPasswordExpires: null,
        // The link reached this inbox, which proves the address.
        emailVerified: true,
        emailVerificationToken: null,
        emailVerificationExpires: null,
      });
      await sessions.deleteAllForUser(user.id);
      // The owner proved the inbox: failed sign-ins a stranger made against the account no longer hold them out.
      await rateLimiter.clear(RATE_LIMITS.loginFailuresPerAccount, failureCountOf(user, user.email));
      await mail.send(passwordChangedEmail(user.email, user.name));
    },

    async changePassword(auth: Authenticated, currentPassword: string | undefined, newPassword: string): Promise<void> {
      const { user } = auth;
      await checkCurrentPassword(user, currentPassword);
      await users.update(user.id, { password: await hasher.hash(newPassword) });
      await sessions.deleteAllForUser(user.id, auth.session.id);
      await mail.send(passwordChangedEmail(user.email, user.name));
    },

    async updateProfile(user: UserRecord, changes: { name?: string; username?: string }): Promise<UserRecord> {
      if (changes.username && changes.username !== user.username && (await users.findByUsername(changes.username))) {
        throw new ApiError(409, 'That username is taken', ERROR_CODES.conflict, { username: ['That username is taken'] });
      }
      try {
        return (await users.update(user.id, changes)) ?? user;
      } catch (error) {
        if (error instanceof UniqueViolationError) {
          throw new ApiError(409, 'That username is taken', ERROR_CODES.conflict, { username: ['That username is taken'] });
        }
        throw error;
      }
    },

    listSessions: (userId: string) => sessions.listByUser(userId, clock()),

    async revokeSession(userId: string, sessionId: string): Promise<void> {
      if (!(await sessions.deleteForUser(userId, sessionId))) throw new ApiError(404, 'Session not found', ERROR_CODES.notFound);
    },

    /** Links or creates the account of a social sign-in and returns a one-time code for the browser. */
    async socialSignIn(profile: SocialProfile): Promise<string> {
      const column = SOCIAL_ID_COLUMNS[profile.provider];
      let user = await users.findBySocialId(column, profile.providerUserId);
      const email = profile.email?.trim().toLowerCase() || null;

      if (!user && email && profile.emailVerified) {
        // Accounts link by verified email only: an unverified claim could take over someone's account.
        const existing = await users.findByEmail(email);
        if (existing) {
          // Whoever registered an address nobody proved may not be its owner: the provider has now
          // proved it, so their password, reset link and sessions do not come along.
          const unproven = !existing.emailVerified;
          user = await users.update(existing.id, {
            [column]: profile.providerUserId,
            avatarUrl: existing.avatarUrl ?? profile.avatarUrl,
            emailVerified: true,
            emailVerificationToken: null,
            emailVerificationExpires: null,
            ...(unproven ? { password: null, resetPasswordToken: null, resetPasswordExpires: null } : {}),
          });
          if (unproven) await sessions.deleteAllForUser(existing.id);
        }
      }
      if (!user) {
        if (!email || !profile.emailVerified) {
          throw new ApiError(400, 'Your account has no verified email address', 'EMAIL_REQUIRED');
        }
        user = await createAccount(
          repositories,
          {
            email,
            usernameSource: email,
            name: profile.name.trim().length >= 2 ? profile.name.trim() : email,
            password: null,
            role: 'business',
            emailVerified: true,
            provider: profile.provider,
            avatarUrl: profile.avatarUrl,
            [column]: profile.providerUserId,
          },
          random,
        );
      }
      if (!user) throw new Error('Social sign-in produced no user');

      const { secret, hash } = newSecret();
      await loginCodes.create({ code: hash, userId: user.id, expiresAt: new Date(clock().getTime() + LOGIN_CODE_TTL_MS) });
      return secret;
    },

    async exchangeCode(code: string, meta: RequestMeta): Promise<SignInResult> {
      await rateLimiter.consume(RATE_LIMITS.tokenPerAddress, meta.ip);
      const userId = await loginCodes.consume(hashSessionToken(code), clock());
      const user = userId ? await users.findById(userId) : undefined;
      if (user?.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED, ERROR_CODES.accountDisabled);
      if (!user) throw new ApiError(400, INVALID_SIGN_IN_LINK, ERROR_CODES.invalidLink);
      const signedIn = await users.update(user.id, { lastLogin: clock() });
      return startSession(signedIn ?? user, meta);
    },

    /** The user and session of an Authorization header; null when there is none. */
    async authenticate(authorization: string | undefined): Promise<Authenticated | null> {
      const token = bearerTokenOf(authorization);
      if (token === null) return null;
      if (token === undefined) throw new ApiError(401, 'Invalid session token', ERROR_CODES.invalidToken);
      const tokenHash = hashSessionToken(token);
      const signedIn = await sessions.findSignedIn(tokenHash);
      if (!signedIn) throw new ApiError(401, 'Session not found, please sign in again', ERROR_CODES.sessionNotFound);
      const { session, user, membership } = signedIn;
      const now = clock().getTime();
      if (session.expiresAt.getTime() <= now || session.lastUsedAt.getTime() + lifetimes.idleMs <= now) {
        await sessions.deleteByToken(tokenHash);
        throw new ApiError(401, 'Session expired, please sign in again', ERROR_CODES.sessionExpired);
      }
      if (user.disabledAt) {
        throw new ApiError(401, 'Session not found, please sign in again', ERROR_CODES.sessionNotFound);
      }
      if (now - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) await sessions.touch(session.id, new Date(now));
      return { user, session, tokenHash, membership };
    },

    async logout(tokenHash: string): Promise<void> {
      await sessions.deleteByToken(tokenHash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
