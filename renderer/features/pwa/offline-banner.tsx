import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api-client';
import { isOffline, useOffline } from '../../lib/connectivity';

/** How long the banner waits before each of its own checks of the server; the last repeats. */
export const RECHECK_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/**
 * Says so when the app cannot reach its server: the screens still open (the service worker keeps
 * them) but nothing loads or saves. Try again asks the server, then reloads what is on screen; the
 * browser saying the connection is back does the same, and so does the banner itself now and then
 * (a connection reported back can take a moment to carry requests, and a server that was down comes
 * back without telling), so the banner goes without a click.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const tryAgain = useCallback(async () => {
    setChecking(true);
    try {
      await apiRequest('GET', '/api/health');
      await queryClient.refetchQueries({ type: 'active' });
    } catch {
      // Still unreachable: the banner stays.
    } finally {
      setChecking(false);
    }
  }, [queryClient]);

  useEffect(() => {
    const reconnected = () => {
      if (isOffline()) void tryAgain();
    };
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [tryAgain]);

  useEffect(() => {
    if (!offline) return;
    let checks = 0;
    let timer: number | undefined;
    const scheduleCheck = () => {
      timer = window.setTimeout(check, RECHECK_DELAYS_MS[Math.min(checks++, RECHECK_DELAYS_MS.length - 1)]);
    };
    const check = async () => {
      // Where the browser knows it has no connection, asking would only fail.
      if (navigator.onLine) await tryAgain();
      if (isOffline()) scheduleCheck();
    };
    scheduleCheck();
    return () => window.clearTimeout(timer);
  }, [offline, tryAgain]);

  if (!offline) return null;

  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <strong className="font-semibold">You are offline.</strong> Nothing can load or be saved until the connection is back.
      </span>
      <Button variant="outline" size="sm" onClick={() => void tryAgain()} disabled={checking}>
        <RotateCw aria-hidden="true" className={checking ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}
