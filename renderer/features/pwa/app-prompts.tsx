import { lazy, Suspense } from 'react';
import { useUpdateReady } from './service-worker-client';
import { useInstallPrompt } from './use-install-prompt';

// The offers are rare and late (an install offer, a new version): their cards load only when one is due.
const PromptCards = lazy(() => import('./prompt-cards'));

/** The app's own offers, over every screen: install it, and reload into a new version. */
export function AppPrompts() {
  const installPrompt = useInstallPrompt();
  const updateReady = useUpdateReady();
  if (!installPrompt.offered && !installPrompt.showsHowToAdd && !updateReady) return null;
  return (
    <Suspense fallback={null}>
      <PromptCards installPrompt={installPrompt} updateReady={updateReady} />
    </Suspense>
  );
}
