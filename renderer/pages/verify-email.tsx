import { useEffect } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { VERIFICATION_LINK_TTL_MS } from '../../shared/domain/constants';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { buttonClasses } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { INVALID_VERIFICATION_LINK_MESSAGE } from '../features/auth/auth-messages';
import { ResendVerification } from '../features/auth/resend-verification';
import { SupportContact } from '../features/auth/support-contact';
import { useEmailVerification } from '../features/auth/use-email-verification';
import { failureMessage } from '../lib/api-client';
import { useArrivalQuery } from '../lib/hydration';

const LINK_LIFE_HOURS = VERIFICATION_LINK_TTL_MS / (60 * 60 * 1000);

function verifiedLoginPath(email: string): string {
  return `/login?${new URLSearchParams({ verified: 'true', email }).toString()}`;
}

/** How every verify-email screen ends: a new link on request, the way back, and whom to ask. */
function NewLinkOffer({ email, prompt }: { email: string; prompt: string }) {
  return (
    <>
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{prompt}</p>
        <ResendVerification email={email} />
      </div>
      <Link href="/login" className={buttonClasses('ghost', 'lg', 'w-full')}>
        <ArrowLeft aria-hidden="true" />
        Back to login
      </Link>
      <SupportContact />
    </>
  );
}

/** While the link's token is checked. */
function VerifyingEmail() {
  return (
    <AuthLayout title="Verifying your email" description="This takes a moment.">
      <div className="flex justify-center py-6" data-testid="verify-email-pending">
        <Spinner label="Verifying your email" />
      </div>
    </AuthLayout>
  );
}

/** /verify-email?token=...: the link from the verification email. */
function VerificationLink({ token, email }: { token: string; email: string }) {
  const [, navigate] = useLocation();
  const { data, error, isError, wellFormed } = useEmailVerification(token);

  useEffect(() => {
    if (data) navigate(verifiedLoginPath(data.email), { replace: true });
  }, [data, navigate]);

  if (wellFormed && !isError) return <VerifyingEmail />;

  const message = wellFormed
    ? failureMessage(error, 'We could not verify your email right now. Please try again.')
    : INVALID_VERIFICATION_LINK_MESSAGE;
  return (
    <AuthLayout title="Verify your email" description="The link in your email did not work.">
      <div className="space-y-6">
        <Alert variant="destructive" data-testid="verify-email-error">
          {message}
        </Alert>
        <NewLinkOffer
          email={email}
          prompt={email ? 'We can send a new link to the same address.' : 'Enter your email and we will send you a new link.'}
        />
      </div>
    </AuthLayout>
  );
}

/** /verify-email[?email=...]: after registering, or after a sign-in refused for an unverified email. */
function CheckYourEmail({ email }: { email: string }) {
  return (
    <AuthLayout title="Check your email" description="One more step before you can sign in.">
      <div className="space-y-6">
        <div className="flex items-start gap-4 rounded-xl bg-primary-soft p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-primary shadow-sm">
            <MailCheck aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm leading-relaxed text-slate-700" data-testid="verify-email-message">
            We sent a verification link to{' '}
            {email ? <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong> : 'your email address'}.
            Open it to activate your account; the link is valid for {LINK_LIFE_HOURS} hours.
          </p>
        </div>
        <NewLinkOffer email={email} prompt="Can't find it? Check your spam folder, or send a new link." />
      </div>
    </AuthLayout>
  );
}

export default function VerifyEmailPage() {
  const arrival = useArrivalQuery();
  const token = arrival?.get('token') ?? '';
  const email = arrival?.get('email') ?? '';

  // The single-use token leaves the address bar and the history; a known email stays.
  useEffect(() => {
    if (!token) return;
    const rest = email ? `?${new URLSearchParams({ email }).toString()}` : '';
    window.history.replaceState(null, '', `${window.location.pathname}${rest}`);
  }, [token, email]);

  // Prerendered, the page cannot know its query: it shows what the emailed link, the usual way in, shows.
  if (!arrival) return <VerifyingEmail />;
  return token ? <VerificationLink token={token} email={email} /> : <CheckYourEmail email={email} />;
}
