import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { SubmitButton, TEXT_TOUCH_TARGET } from '../components/ui/button';
import { cn } from '../lib/cn';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { TextField } from '../components/ui/text-field';
import { useAuth } from '../features/auth/auth-context';
import { asksForEmailVerification, socialSignInErrorMessage, verifyEmailPath } from '../features/auth/auth-messages';
import { safeNextPath, withNextPath } from '../features/auth/next-path';
import { SocialSignIn } from '../features/auth/social-sign-in';
import { failureMessage } from '../lib/api-client';
import { useArrivalQuery } from '../lib/hydration';

interface LoginQuery {
  verified: boolean;
  email: string;
  /** A social sign-in that came back without a session, already put into words. */
  socialError: string | null;
  /** Where to go after signing in, e.g. back to an invitation; only paths on this site. */
  next: string | undefined;
}

function readLoginQuery(query = new URLSearchParams()): LoginQuery {
  const error = query.get('error');
  return {
    verified: query.get('verified') === 'true',
    email: query.get('email') ?? '',
    socialError: error ? socialSignInErrorMessage(error, query.get('provider')) : null,
    next: safeNextPath(query.get('next')),
  };
}

export default function LoginPage() {
  const { login } = useAuth();
  const [, navigate] = useLocation();
  const arrival = useArrivalQuery();
  const query = useMemo(() => readLoginQuery(arrival), [arrival]);
  // The query's email until something is typed: on a prerendered page the query comes after hydrating.
  const [typedIdentifier, setIdentifier] = useState<string>();
  const identifier = typedIdentifier ?? query.email;
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // The banner and prefilled email were read once; a reload should not show them again.
  useEffect(() => {
    if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!identifier.trim() || !password) {
      setError('Please enter both username and password');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await login({ email: identifier.trim(), password }, query.next);
    } catch (failure) {
      setPending(false);
      if (asksForEmailVerification(failure)) navigate(verifyEmailPath(identifier));
      else setError(failureMessage(failure, 'Login failed'));
    }
  };

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to manage your listings and citations."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href={withNextPath('/register', query.next)} className="font-medium text-primary hover:underline">
            Create one
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {query.verified && (
          <Alert variant="success" data-testid="verified-banner">
            Your email has been verified successfully! You can now log in.
          </Alert>
        )}
        {query.socialError && !query.verified && (
          <Alert variant="destructive" data-testid="social-error">
            {query.socialError}
          </Alert>
        )}
        {error && (
          <Alert variant="destructive" data-testid="login-error">
            {error}
          </Alert>
        )}

        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
          <TextField
            label="Username or email"
            name="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@company.com"
            value={identifier}
            onValueChange={setIdentifier}
          />
          <FormField
            label="Password"
            labelAside={
              <Link
                href="/forgot-password"
                className={cn('text-sm font-medium text-primary hover:underline focus-visible:underline focus-visible:outline-none', TEXT_TOUCH_TARGET)}
              >
                Forgot password?
              </Link>
            }
          >
            {(field) => (
              <div className="relative">
                <Input
                  {...field}
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  className="pr-10 max-sm:pr-11"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <button
                  type="button"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                  className="absolute inset-y-0 right-0 flex w-10 max-sm:w-11 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-600 focus-visible:text-slate-700 focus-visible:outline-none"
                >
                  {showPassword ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                </button>
              </div>
            )}
          </FormField>
          <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel="Signing in...">
            Sign in
          </SubmitButton>
        </form>

        <SocialSignIn />
      </div>
    </AuthLayout>
  );
}
