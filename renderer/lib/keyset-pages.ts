import { keepPreviousData } from '@tanstack/react-query';

/**
 * Options for a keyset-paged infinite query: the next page starts after the last one's cursor; no
 * cursor means the end. While new filters load, the list keeps showing the last answer instead of
 * blinking to a spinner.
 */
export const KEYSET_PAGES = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
  placeholderData: keepPreviousData,
} as const;
