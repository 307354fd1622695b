import type { Client } from '../../../shared/contract/partner';
import type { Plan } from '../../../shared/domain/enums';
import { PLAN_LIMITS } from '../../../shared/domain/plans';

/** The list with a new or saved client in it, by name as the server lists them. */
export function withClient(clients: readonly Client[], saved: Client): Client[] {
  const others = clients.filter((client) => client.id !== saved.id);
  return [...others, saved].sort((a, b) => a.name.localeCompare(b.name));
}

/** What a plan gives a client, e.g. 'Up to 10 businesses and 5 users'. */
export function planAllowance(plan: Plan): string {
  const { maxBusinesses, maxUsers } = PLAN_LIMITS[plan];
  const businesses = maxBusinesses === 1 ? 'One business' : `Up to ${maxBusinesses} businesses`;
  const users = maxUsers === 1 ? 'one user' : `${maxUsers} users`;
  return `${businesses} and ${users}`;
}
