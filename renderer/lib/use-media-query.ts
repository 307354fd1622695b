import { useCallback, useSyncExternalStore } from 'react';

/** The sidebar's breakpoint (Tailwind's lg): below it the drawer and the bottom tabs navigate. */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

/** Whether the window matches a media query now; `fallback` where there is no matchMedia (a test's DOM). */
export function matchesMediaQuery(query: string, fallback: boolean): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback;
}

/**
 * Whether the window matches a media query, following it as the window changes. Where there is no
 * matchMedia (a test's DOM), it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMediaQuery(query, fallback),
    () => fallback,
  );
}
