import type { Repositories } from '../server/db/repositories';
import { generateSessionToken, hashSessionToken } from '../server/services/accounts/session-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session for a seeded organization's owner, made in the database as signing in makes one. */
export async function signInOwner(
  repositories: Repositories,
  slug: string,
  email: string,
): Promise<{ token: string; organizationId: string }> {
  const organization = await repositories.organizations.findBySlug(slug);
  const owner = await repositories.users.findByEmail(email);
  if (!organization || !owner) throw new Error(`${slug} is not seeded: run npm run bench:seed first`);
  const token = generateSessionToken();
  const now = new Date();
  await repositories.sessions.create({
    userId: owner.id,
    token: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + DAY_MS),
    lastUsedAt: now,
    organizationId: organization.id,
  });
  return { token, organizationId: organization.id };
}

/** One session of the owner for each of `count` connections, as that many signed-in devices hold. */
export async function signInOwnerSessions(
  repositories: Repositories,
  slug: string,
  email: string,
  count: number,
): Promise<{ tokens: string[]; organizationId: string }> {
  const sessions = [];
  for (let n = 0; n < count; n++) sessions.push(await signInOwner(repositories, slug, email));
  return { tokens: sessions.map((session) => session.token), organizationId: sessions[0]!.organizationId };
}
