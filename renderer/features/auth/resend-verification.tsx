import { useEffect, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { callRoute, failureMessage } from '../../lib/api-client';
import { EmailField } from './email-field';
import { useEmailInput } from './use-email-input';

/** The resend success text stays for 5 seconds. */
const RESEND_NOTICE_MS = 5000;

function resendVerification(email: string) {
  return callRoute(contract.auth.resendVerification, { body: { email } });
}

interface ResendVerificationProps {
  /** The address the link went to; when empty the person types it. */
  email: string;
}

/** Sends a new verification link (POST /api/auth/resend-verification). */
export function ResendVerification({ email: knownEmail }: ResendVerificationProps) {
  const email = useEmailInput(knownEmail);
  const { mutate, reset, isPending, isSuccess, error } = useMutation({ mutationFn: resendVerification });

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, RESEND_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.check();
    if (address) mutate(address);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Resend verification email">
      {!knownEmail && (
        <EmailField value={email.value} error={email.error} onValueChange={email.setValue} />
      )}
      <SubmitButton variant="outline" size="lg" className="w-full" pending={isPending} pendingLabel="Sending...">
        Resend verification email
      </SubmitButton>
      {isSuccess && (
        <Alert variant="success" data-testid="resend-success">
          Verification email has been resent. Please check your inbox.
        </Alert>
      )}
      {error && (
        <Alert variant="destructive" data-testid="resend-error">
          {failureMessage(error, 'Failed to resend verification email')}
        </Alert>
      )}
    </form>
  );
}
