import { useCallback, useEffect, useState } from 'react';
import { INSTALL_PROMPT_DELAY_MS } from '../../../shared/domain/constants';
import { getInstallPromptDismissedAt, storeInstallPromptDismissedAt } from '../../lib/session-storage';
import { toast } from '../../lib/toast';
import { forgetInstallOffer, onInstallOffer, type BeforeInstallPromptEvent } from './install-offer';
import { addsToHomeScreenFromShareMenu, isRunningStandalone, shouldOfferInstall } from './install-prompt-rules';

export const INSTALLED_MESSAGE = 'App installed successfully!';

/** Not running installed, and no dismissal within the last 7 days. */
const mayOfferInstall = (now: number) =>
  shouldOfferInstall({ standalone: isRunningStandalone(window), dismissedAt: getInstallPromptDismissedAt(), now });

/** Whether the browser offers installing the app, or the person should be told how to add it, and what to do. */
export interface InstallPrompt {
  offered: boolean;
  showsHowToAdd: boolean;
  install(): Promise<void>;
  dismiss(): void;
}

/**
 * The install prompt: offered 30 seconds after the browser says the app can be installed,
 * unless it runs installed already or was dismissed in the last 7 days. On an iPhone or iPad, whose
 * Safari says no such thing, `showsHowToAdd` turns on 30 seconds after the app opened, by the same rules.
 */
export function useInstallPrompt(): InstallPrompt {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent>();
  const [showsHowToAdd, setShowsHowToAdd] = useState(false);

  useEffect(() => {
    if (!mayOfferInstall(Date.now()) || !addsToHomeScreenFromShareMenu(window.navigator)) return;
    const timer = setTimeout(() => setShowsHowToAdd(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = onInstallOffer(({ event, at }) => {
      clearTimeout(timer);
      const now = Date.now();
      if (!mayOfferInstall(now)) return;
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
    setShowsHowToAdd(false);
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

  return { offered: offer !== undefined, showsHowToAdd, install, dismiss };
}
