import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog loaded on demand mounts when first opened and then
 * stays mounted, so it closes (and opens again) as a dialog always does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
