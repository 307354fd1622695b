import type { Request, RequestHandler } from 'express';
import { ERROR_CODES } from '../../../shared/contract/errors';
import { organizationRoleOf, type RouteDefinition } from '../../../shared/contract/route';
import { memberRoleAtLeast } from '../../../shared/domain/plans';
import type { Authenticated } from '../../services/accounts/authenticated';
import type { OrganizationContext } from '../../services/organizations/organization-context';
import { ApiError } from '../api-error';

// The first steps of a request: who sends it, and whether the route lets them in.

/** Resolves the bearer token of a request; throws an ApiError for a bad or expired one. */
export type Authenticate = (request: Request) => Promise<Authenticated | null>;

/** The session's current organization and the user's role in it; undefined when they have none. */
export type ResolveOrganization = (auth: Authenticated) => Promise<OrganizationContext | undefined>;

const authenticationRequired = () => new ApiError(401, 'Authentication required', ERROR_CODES.unauthenticated);

/** The caller of a route; public routes ignore a stale token instead of failing on it. */
export function authenticateFor(route: RouteDefinition, request: Request, authenticate: Authenticate): Promise<Authenticated | null> {
  return route.access === 'public' ? authenticate(request).catch(() => null) : authenticate(request);
}

/** Refuses a caller the route's access does not admit; answers the organization of an organization route. */
export async function requireAccess(
  route: RouteDefinition,
  auth: Authenticated | null,
  resolveOrganization: ResolveOrganization,
): Promise<OrganizationContext | undefined> {
  if (route.access === 'public') return undefined;
  if (!auth) throw authenticationRequired();
  if (route.access === 'admin' && auth.user.role !== 'admin') {
    throw new ApiError(403, 'Administrator access required', ERROR_CODES.forbidden);
  }
  const required = organizationRoleOf(route.access);
  if (!required) return undefined;
  const org = await resolveOrganization(auth);
  if (!org) throw new ApiError(403, 'You are not a member of any organization', ERROR_CODES.forbidden);
  if (!memberRoleAtLeast(org.role, required)) {
    throw new ApiError(403, `This needs the ${required} role in ${org.organization.name}`, ERROR_CODES.forbidden);
  }
  return org;
}

/** Lets a request on only with a valid session: placed before a body parser, so a stranger's body is never read. */
export function signedInOnly(authenticate: Authenticate): RequestHandler {
  return (req, _res, next) => {
    authenticate(req).then((auth) => next(auth ? undefined : authenticationRequired()), next);
  };
}
