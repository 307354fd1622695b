import type { systemContract } from '../../shared/contract/system';
import type { Database } from '../db/repositories';
import type { Handlers } from '../http/routing/handlers';

export function systemHandlers(database: Database, version: string): Handlers<typeof systemContract> {
  return {
    health: async (_request, context) => {
      const reachable = await database.ping().then(
        () => true,
        () => false,
      );
      // A load balancer takes an instance out of rotation on 503.
      if (!reachable) context.setStatus(503);
      return { status: reachable ? 'ok' : 'degraded', database: database.dialect, version };
    },
  };
}
