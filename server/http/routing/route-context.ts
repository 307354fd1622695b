import type { Request } from 'express';
import type { RouteDefinition } from '../../../shared/contract/route';
import type { Authenticated } from '../../services/accounts/authenticated';
import type { OrganizationContext } from '../../services/organizations/organization-context';
import type { RouteContext } from './handlers';

/** What a handler may set about its answer besides the value: the status, and until when it holds. */
export interface AnswerSettings {
  status: number;
  until: Date | null;
}

/** The handler's context, and the settings it writes to while it runs. */
export function routeContextOf(
  route: RouteDefinition,
  req: Request,
  auth: Authenticated | null,
  org: OrganizationContext | undefined,
): { context: RouteContext<RouteDefinition>; settings: AnswerSettings } {
  const settings: AnswerSettings = { status: route.status, until: null };
  const context = {
    auth,
    org,
    ip: req.ip ?? '',
    userAgent: req.get('user-agent'),
    host: req.hostname || undefined,
    setStatus: (value: number) => {
      settings.status = value;
    },
    holdsUntil: (at: Date | null) => {
      settings.until = at;
    },
  } as RouteContext<RouteDefinition>;
  return { context, settings };
}
