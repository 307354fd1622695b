import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { contract } from '../lib/api-routes';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { Button, SubmitButton } from '../components/ui/button';
import { EmailField } from '../features/auth/email-field';
import { useEmailInput } from '../features/auth/use-email-input';
import { callRoute, failureMessage } from '../lib/api-client';

function requestPasswordReset(email: string) {
  return callRoute(contract.auth.forgotPassword, { body: { email } });
}

/** /forgot-password: asks for a reset link; the answer never tells whether the account exists. */
export default function ForgotPasswordPage() {
  const email = useEmailInput();
  const { mutate, reset, isPending, isSuccess, error } = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.check();
    if (address) mutate(address);
  };

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      {isSuccess ? (
        <div className="space-y-5">
          <Alert variant="success" data-testid="forgot-password-sent">
            If an account exists for that email, we have sent a link to reset the password.
          </Alert>
          <p className="text-sm text-slate-600">
            The link is valid for one hour. Can&apos;t find it? Check your spam folder.
          </p>
          <Button variant="outline" size="lg" className="w-full" onClick={reset}>
            Send another link
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Request a password reset link">
          {error && (
            <Alert variant="destructive" data-testid="forgot-password-error">
              {failureMessage(error, 'Could not send the reset link. Please try again.')}
            </Alert>
          )}
          <EmailField value={email.value} error={email.error} onValueChange={email.setValue} />
          <SubmitButton size="lg" className="w-full" pending={isPending} pendingLabel="Sending...">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
