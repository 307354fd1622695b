import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Page } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { buttonClasses } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { readGoogleCallback } from '../features/google-business/google-callback';
import { useConnectGoogle } from '../features/google-business/queries';
import { forgetPendingConsent, readPendingConsent } from '../features/google-business/pending-consent';
import { failureMessage } from '../lib/api-client';
import { toast } from '../lib/toast';

/** Where Google sends the browser back after its consent: the answer finishes the connection, then the screen. */
export default function GoogleBusinessCallbackPage() {
  const [, navigate] = useLocation();
  const connect = useConnectGoogle();
  const { mutate: finishConnecting } = connect;
  // Read, not yet removed: React may run this twice in development and must find the same answer.
  const [start] = useState(() => readGoogleCallback(window.location.search, readPendingConsent()));
  const started = useRef(false);

  useEffect(() => {
    // The code works once: React replaying effects in development must not spend it twice.
    if (started.current) return;
    started.current = true;
    forgetPendingConsent();
    // The code leaves the address bar and the history before any request is made.
    window.history.replaceState(null, '', window.location.pathname);
    if (start.kind === 'refused') return;
    finishConnecting(start.answer, {
      onSuccess: () => {
        toast({ title: 'Google Business Profile connected', variant: 'success' });
        navigate('/google-business', { replace: true });
      },
    });
  }, [start, finishConnecting, navigate]);

  const failure =
    start.kind === 'refused'
      ? start.message
      : connect.isError
        ? failureMessage(connect.error, 'Google Business Profile could not be connected.')
        : null;
  return (
    <Page title="Connecting Google Business Profile">
      <Card data-testid="google-callback">
        <CardContent className="space-y-4">
          {failure ? (
            <>
              <Alert variant="destructive" data-testid="google-callback-error">
                {failure}
              </Alert>
              <Link href="/google-business" className={buttonClasses('outline')} data-testid="google-callback-back">
                <ArrowLeft aria-hidden="true" />
                Back to Google Business Profile
              </Link>
            </>
          ) : (
            <div className="flex justify-center py-6">
              <Spinner label="Finishing the connection with Google" />
            </div>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
