import { useEffect, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { contract } from '../lib/api-routes';
import { opaqueTokenField } from '../../shared/contract/fields';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { SubmitButton, TEXT_TOUCH_TARGET } from '../components/ui/button';
import { cn } from '../lib/cn';
import { INVALID_RESET_LINK_MESSAGE } from '../features/auth/auth-messages';
import { NewPasswordFields } from '../features/auth/new-password-fields';
import { validateNewPassword, type NewPasswordValues } from '../features/auth/password-rules';
import { SupportContact } from '../features/auth/support-contact';
import { ApiRequestError, callRoute, failureMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { useFormFields } from '../lib/use-form-fields';
import { useArrivalQuery } from '../lib/hydration';

function resetPassword(input: { token: string; password: string }) {
  return callRoute(contract.auth.resetPassword, { body: input });
}

/** The server's objection to the new password itself, if that is what it refused. */
function refusedPassword(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.fieldErrors?.password?.[0] : undefined;
}

function RequestNewLink() {
  return (
    <Link href="/forgot-password" className="font-medium underline underline-offset-2" data-testid="request-new-reset-link">
      Request a new reset link
    </Link>
  );
}

/** /reset-password?token=...: the link from the reset email; a new password ends every session. */
export default function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const arrival = useArrivalQuery();
  const token = arrival?.get('token') ?? '';
  const { values, fieldErrors, setFieldErrors, setField } = useFormFields<NewPasswordValues>({ password: '', confirmPassword: '' });
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({ title: 'Your password has been reset. Please sign in.', variant: 'success' });
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      const message = refusedPassword(error);
      if (message) setFieldErrors({ password: message });
    },
  });

  // The single-use token leaves the address bar and the history.
  useEffect(() => {
    if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateNewPassword(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) reset.mutate({ token, password: values.password });
  };

  // Prerendered, the page cannot know its query: it shows the form, as the emailed link, the usual way in, does.
  const linkUsable = !arrival || opaqueTokenField.safeParse(token).success;
  // A password the server refused shows under its field; anything else is about the link.
  const formError =
    reset.error && !refusedPassword(reset.error) ? failureMessage(reset.error, INVALID_RESET_LINK_MESSAGE) : null;

  return (
    <AuthLayout
      title="Choose a new password"
      description="Every device will be signed out; then sign in with the new password."
      footer={
        <Link href="/login" className={cn('font-medium text-primary hover:underline', TEXT_TOUCH_TARGET)}>
          Back to sign in
        </Link>
      }
    >
      {!linkUsable ? (
        <div className="space-y-6">
          <Alert variant="destructive" data-testid="reset-password-error">
            {INVALID_RESET_LINK_MESSAGE} <RequestNewLink />
          </Alert>
          <SupportContact />
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
          {formError && (
            <Alert variant="destructive" data-testid="reset-password-error">
              {formError} <RequestNewLink />
            </Alert>
          )}
          <NewPasswordFields values={values} errors={fieldErrors} setField={setField} />
          <SubmitButton size="lg" className="w-full" pending={reset.isPending} pendingLabel="Saving...">
            Reset password
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
