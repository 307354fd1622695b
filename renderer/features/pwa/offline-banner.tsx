import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api-client';
import { isOffline, useOffline } from '../../lib/connectivity';

/**
 * Says so when the app cannot reach its server: the screens still open (the service worker keeps
 * them) but nothing loads or saves. Try again asks the server, then reloads what is on screen; the
 * browser saying the connection is back does the same, so the banner goes without a click.
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
