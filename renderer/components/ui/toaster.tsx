import { lazy, Suspense, useState } from 'react';
import { useToast } from '../../lib/toast';

// Most visits show no toast for a while: the toast primitives load with the first one, not with the page.
const ToastList = lazy(() => import('./toast-list'));

/** Renders the toasts raised with toast(); mounted once at the root. */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once shown, the list stays mounted, so closing toasts animate out and later ones appear at once.
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
