import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SELF_SERVICE_ROLES } from '../../shared/domain/enums';
import { PASSWORD_MIN_LENGTH } from '../../shared/domain/constants';
import { ROLE_LABELS } from '../../shared/domain/roles';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { SubmitButton } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select } from '../components/ui/select';
import { useAuth } from '../features/auth/auth-context';
import { verifyEmailPath } from '../features/auth/auth-messages';
import {
  validateRegisterForm,
  type RegisterFormErrors,
  type RegisterFormValues,
} from '../features/auth/register-validation';
import { ApiRequestError, failureMessage } from '../lib/api-client';

type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

function isSelfServiceRole(value: string): value is SelfServiceRole {
  return (SELF_SERVICE_ROLES as readonly string[]).includes(value);
}

const EMPTY_FORM: RegisterFormValues = { name: '', email: '', password: '', confirmPassword: '', role: 'business' };

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
  const [values, setValues] = useState(EMPTY_FORM);
  const [fieldErrors, setFieldErrors] = useState<RegisterFormErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const setField = (field: keyof RegisterFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateRegisterForm(values);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0 || !isSelfServiceRole(values.role)) return;

    setPending(true);
    try {
      const result = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        role: values.role,
      });
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
          <Link href="/login" className="font-medium text-primary hover:underline">
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
        <FormField label="Full name" error={fieldErrors.name}>
          {(field) => (
            <Input
              {...field}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => setField('name')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" error={fieldErrors.email}>
          {(field) => (
            <Input
              {...field}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={values.email}
              onChange={(event) => setField('email')(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Password"
          error={fieldErrors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          {(field) => (
            <Input
              {...field}
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => setField('password')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Confirm password" error={fieldErrors.confirmPassword}>
          {(field) => (
            <Input
              {...field}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => setField('confirmPassword')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Account type" error={fieldErrors.role}>
          {(field) => (
            <Select {...field} name="role" value={values.role} onChange={(event) => setField('role')(event.target.value)}>
              {SELF_SERVICE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
