import { useState } from 'react';
import { Unlink } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDisconnectGoogle } from './queries';

/** Disconnect, after a question: Google is asked to revoke the access; the links stay. */
export function DisconnectGoogle() {
  const [asking, setAsking] = useState(false);
  const disconnect = useDisconnectGoogle();
  const confirm = async () => {
    try {
      await disconnect.mutateAsync();
      toast({ title: 'Google disconnected', variant: 'success' });
    } catch (failure) {
      toast({ title: 'Could not disconnect Google', description: failureMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
    setAsking(false);
  };
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)} data-testid="google-disconnect">
        <Unlink aria-hidden="true" />
        Disconnect
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Disconnect Google?"
        description={
          'Citewise stops reading and updating your Google locations; links are kept for a later connection. Google removes ' +
          "Citewise's access to the Google account, also for any other organization connected with the same account."
        }
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        pending={disconnect.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
