import { Link2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useStartGoogleConsent } from './queries';
import { rememberPendingConsent } from './pending-consent';

/** Starts Google's consent: the sealed pending answer is kept in this tab, then the browser goes to Google. */
export function ConnectGoogleButton({ label = 'Connect Google' }: { label?: string }) {
  const start = useStartGoogleConsent();
  const connect = async () => {
    try {
      const { authorizationUrl, pending } = await start.mutateAsync();
      rememberPendingConsent(pending);
      window.location.assign(authorizationUrl);
    } catch (failure) {
      const description = failureMessage(failure, 'Please try again.');
      toast({ title: 'Could not start connecting Google', description, variant: 'destructive' });
    }
  };
  // Stays busy after success too: the page is on its way to Google.
  const busy = start.isPending || start.isSuccess;
  return (
    <Button disabled={busy} onClick={() => void connect()} data-testid="google-connect">
      <Link2 aria-hidden="true" />
      {busy ? 'Opening Google...' : label}
    </Button>
  );
}
