import { z } from 'zod';
import { defineRoute } from './route.ts';

export const systemContract = {
  health: defineRoute({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    tag: 'system',
    access: 'public',
    status: 200,
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.enum(['sqlite', 'postgres']),
      version: z.string(),
    }),
  }),
};
