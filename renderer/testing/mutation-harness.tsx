import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render, type Rendered } from './dom';
import { seededQueryClient } from './query-keys';

/**
 * For a describe block testing what a mutation hook refreshes: fetch answered by `fetchMock`, and
 * `mutate` renders the hook against a cache seeded with `keys`, runs it once and hands back the cache.
 * What it rendered is unmounted after each test.
 */
export function mutationHarness() {
  let rendered: Rendered | undefined;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    vi.unstubAllGlobals();
  });

  async function mutate<Variables>(
    useMutationHook: () => { mutateAsync: (variables: Variables) => Promise<unknown> },
    variables: Variables,
    keys: readonly QueryKey[],
  ): Promise<QueryClient> {
    const queryClient = seededQueryClient(keys);
    let hook: ReturnType<typeof useMutationHook> | undefined;
    function Probe() {
      hook = useMutationHook();
      return null;
    }
    rendered = await render(<Probe />, queryClient);
    await act(async () => {
      await hook!.mutateAsync(variables);
    });
    return queryClient;
  }

  return { fetchMock, mutate };
}
