import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for the delay, e.g. a search box's text. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
