import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** Builds a cache holding data under each key, for checking what an invalidation reaches. */
export function seededQueryClient(keys: readonly QueryKey[]): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

/** The keys whose cached data is now marked stale by an invalidation, in the order given. */
export function invalidatedKeys(queryClient: QueryClient, keys: readonly QueryKey[]): QueryKey[] {
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated === true);
}

/** Which of the keys one invalidation reaches, seen through a real query cache. */
export async function reachedBy(invalidate: (queryClient: QueryClient) => Promise<unknown> | void, keys: readonly QueryKey[]): Promise<QueryKey[]> {
  const queryClient = seededQueryClient(keys);
  await invalidate(queryClient);
  return invalidatedKeys(queryClient, keys);
}
