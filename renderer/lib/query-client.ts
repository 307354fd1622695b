import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client';

/**
 * No retries, results never stale, no refetch on window focus, no polling. Requests go
 * out even when the browser says it is offline, so a screen shows its error at once (and the
 * offline banner) instead of waiting without a word.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: 'always',
      },
      mutations: {
        retry: false,
        networkMode: 'always',
      },
    },
  });
}
