import { useState } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { VERIFICATION_LINK_TTL_MS } from '../../shared/domain/constants';
import { AuthLayout } from '../components/layout/auth-layout';
import { buttonClasses } from '../components/ui/button';

const LINK_LIFE_HOURS = VERIFICATION_LINK_TTL_MS / (60 * 60 * 1000);

export default function VerifyEmailPage() {
  const [email] = useState(() => new URLSearchParams(window.location.search).get('email') ?? '');

  return (
    <AuthLayout title="Check your email" description="One more step before you can sign in.">
      <div className="space-y-6">
        <div className="flex items-start gap-4 rounded-xl bg-primary-soft p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-primary shadow-sm">
            <MailCheck aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm leading-relaxed text-slate-700" data-testid="verify-email-message">
            We sent a verification link to{' '}
            {email ? <strong className="font-semibold break-all text-slate-900">{email}</strong> : 'your email address'}.
            Open it to activate your account; the link is valid for {LINK_LIFE_HOURS} hours.
          </p>
        </div>
        <p className="text-sm text-slate-500">
          Can&apos;t find it? Check your spam folder. If it still hasn&apos;t arrived, contact our support team.
        </p>
        <Link href="/login" className={buttonClasses('outline', 'lg', 'w-full')}>
          <ArrowLeft aria-hidden="true" />
          Back to login
        </Link>
      </div>
    </AuthLayout>
  );
}
