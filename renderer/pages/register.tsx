import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SELF_SERVICE_ROLES } from '../../shared/domain/enums';
import { ROLE_LABELS } from '../../shared/domain/roles';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { SubmitButton } from '../components/ui/button';
import { RadioGroup } from '../components/ui/radio-group';
import { TextField } from '../components/ui/text-field';
import { useAuth } from '../features/auth/auth-context';
import { verifyEmailPath } from '../features/auth/auth-messages';
import { EmailField } from '../features/auth/email-field';
import { safeNextPath, withNextPath } from '../features/auth/next-path';
import { NewPasswordFields } from '../features/auth/new-password-fields';
import {
  validateRegisterForm,
  type RegisterFormErrors,
  type RegisterFormValues,
} from '../features/auth/register-validation';
import { ApiRequestError, failureMessage } from '../lib/api-client';
import { useFormFields } from '../lib/use-form-fields';
import { useArrivalQuery } from '../lib/hydration';

type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

function isSelfServiceRole(value: string): value is SelfServiceRole {
  return (SELF_SERVICE_ROLES as readonly string[]).includes(value);
}

// Radios rather than a select: three choices seen at once, working before the page hydrates.
const ROLE_OPTIONS = SELF_SERVICE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const EMPTY_FORM: RegisterFormValues = { name: '', email: '', password: '', confirmPassword: '', role: 'business' };

/** ?email= prefills the form (an invitation knows the address); ?next= is where to go once signed in. */
function readRegisterQuery(query = new URLSearchParams()) {
  return { email: query.get('email') ?? '', next: safeNextPath(query.get('next')) };
}

/** The server's field errors, keyed like the form, first message each. */
function serverFieldErrors(fieldErrors: Record<string, string[]> | undefined): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  for (const field of ['name', 'email', 'password', 'role'] as const) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

export default function RegisterPage() {
  const { register } = useAuth();
  const [, navigate] = useLocation();
  const arrival = useArrivalQuery();
  const query = useMemo(() => readRegisterQuery(arrival), [arrival]);
  const { values, fieldErrors, setFieldErrors, setField } = useFormFields({ ...EMPTY_FORM, email: query.email });
  // A prerendered form learns the query once hydrated: its email then fills the field, unless typed over.
  const [prefilledFrom, setPrefilledFrom] = useState(arrival);
  if (prefilledFrom !== arrival) {
    setPrefilledFrom(arrival);
    if (query.email && !values.email) setField('email')(query.email);
  }
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Read once; a next path may carry an invitation's token, which should not linger in the address bar.
  useEffect(() => {
    if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateRegisterForm(values);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0 || !isSelfServiceRole(values.role)) return;

    setPending(true);
    try {
      const input = { name: values.name.trim(), email: values.email.trim(), password: values.password, role: values.role };
      const result = await register(input, query.next);
      if (result.requiresVerification) navigate(verifyEmailPath(values.email));
    } catch (failure) {
      setPending(false);
      if (failure instanceof ApiRequestError) setFieldErrors(serverFieldErrors(failure.fieldErrors));
      setError(failureMessage(failure, 'Registration failed'));
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      description="Start managing your business listings in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link href={withNextPath('/login', query.next)} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create account">
        {error && (
          <Alert variant="destructive" data-testid="register-error">
            {error}
          </Alert>
        )}
        <TextField
          label="Full name"
          error={fieldErrors.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onValueChange={setField('name')}
        />
        <EmailField value={values.email} error={fieldErrors.email} onValueChange={setField('email')} />
        <NewPasswordFields
          values={values}
          errors={fieldErrors}
          setField={setField}
          labels={{ password: 'Password', confirmPassword: 'Confirm password' }}
        />
        <RadioGroup
          legend="Account type"
          name="role"
          value={values.role}
          onValueChange={setField('role')}
          options={ROLE_OPTIONS}
          error={fieldErrors.role}
        />
        <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
