import { useCallback, useEffect, useState } from 'react';
import { INSTALL_PROMPT_DELAY_MS } from '../../../shared/domain/constants';
import { getInstallPromptDismissedAt, storeInstallPromptDismissedAt } from '../../lib/session-storage';
import { toast } from '../../lib/toast';
import { forgetInstallOffer, onInstallOffer, type BeforeInstallPromptEvent } from './install-offer';
import { isRunningStandalone, shouldOfferInstall } from './install-prompt-rules';

export const INSTALLED_MESSAGE = 'App installed successfully!';

/**
 * Section 4's install prompt: offered 30 seconds after the browser says the app can be installed,
 * unless it runs installed already or was dismissed in the last 7 days.
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent>();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = onInstallOffer(({ event, at }) => {
      clearTimeout(timer);
      const now = Date.now();
      if (!shouldOfferInstall({ standalone: isRunningStandalone(window), dismissedAt: getInstallPromptDismissedAt(), now })) return;
      timer = setTimeout(() => setOffer(event), Math.max(0, at + INSTALL_PROMPT_DELAY_MS - now));
    });
    const onInstalled = () => {
      clearTimeout(timer);
      forgetInstallOffer();
      setOffer(undefined);
      toast({ title: INSTALLED_MESSAGE, variant: 'success' });
    };
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      stopListening();
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dismiss = useCallback(() => {
    storeInstallPromptDismissedAt(Date.now());
    setOffer(undefined);
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    // The browser's event can prompt once; 'appinstalled' then brings the success toast.
    forgetInstallOffer();
    setOffer(undefined);
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') storeInstallPromptDismissedAt(Date.now());
  }, [offer]);

  return { offered: offer !== undefined, install, dismiss };
}
