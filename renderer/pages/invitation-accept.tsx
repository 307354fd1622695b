import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LogIn, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { contract } from '../lib/api-routes';
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLE_LABELS } from '../../shared/domain/plans';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';
import { withNextPath } from '../features/auth/next-path';
import { organizationKeys } from '../features/organization/queries';
import { callRoute, failureMessage } from '../lib/api-client';
import { toast } from '../lib/toast';

const INVALID_LINK_MESSAGE = 'This invitation is invalid, was already used or has expired.';

/** The token from the emailed link, read once: the address bar is cleared of it right after. */
function readToken(): string {
  return new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** /invitations/accept?token=...: what the invitation is for, then sign in (or sign up) and accept. */
export default function InvitationAcceptPage() {
  const { user, switchOrganization, logout } = useAuth();
  const [, navigate] = useLocation();
  const [token] = useState(readToken);
  // Signing in elsewhere must bring the person back here with the token, which the page no longer shows.
  const here = `/invitations/accept?${new URLSearchParams({ token }).toString()}`;

  useEffect(() => {
    if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  // Once accepted, the link is spent: switching organizations reloads every query, but not this one.
  const spent = useRef(false);
  const preview = useQuery({
    queryKey: organizationKeys.invitationPreview(token),
    queryFn: () => callRoute(contract.organizations.previewInvitation, { body: { token } }),
    enabled: () => token.length > 0 && !spent.current,
  });

  const accept = useMutation({
    mutationFn: () => callRoute(contract.organizations.acceptInvitation, { body: { token } }),
    onSuccess: ({ organization }) => {
      spent.current = true;
      switchOrganization(organization);
      toast({ title: `You joined ${organization.name}`, variant: 'success' });
      navigate('/', { replace: true });
    },
  });

  const invitation = preview.data;
  const problem = !token
    ? 'This invitation link is incomplete. Open the link from the email again.'
    : preview.isError
      ? failureMessage(preview.error, INVALID_LINK_MESSAGE)
      : null;

  const title = invitation ? `Join ${invitation.organizationName}` : 'Invitation';
  const description = invitation ? (
    <>
      You were invited as <strong className="font-medium text-slate-700">{MEMBER_ROLE_LABELS[invitation.role]}</strong>{' '}
      for <strong className="font-medium text-slate-700">{invitation.email}</strong>.
    </>
  ) : undefined;

  return (
    <AuthLayout title={title} description={description}>
      <div className="space-y-5" data-testid="invitation">
        {problem && (
          <Alert variant="destructive" data-testid="invitation-error">
            {problem}
          </Alert>
        )}
        {!problem && !invitation && (
          <div className="flex justify-center py-4">
            <Spinner label="Loading the invitation" />
          </div>
        )}

        {invitation && (
          <>
            <p className="rounded-lg bg-slate-50 px-3.5 py-3 text-sm text-slate-600">
              <span className="font-medium text-slate-700">{MEMBER_ROLE_LABELS[invitation.role]}:</span>{' '}
              {MEMBER_ROLE_DESCRIPTIONS[invitation.role]}
            </p>
            {accept.isError && (
              <Alert variant="destructive" data-testid="accept-error">
                {failureMessage(accept.error, 'Could not accept the invitation')}
              </Alert>
            )}

            {user ? (
              <div className="space-y-3">
                {!sameEmail(user.email, invitation.email) && (
                  <Alert data-testid="other-account">
                    You are signed in as {user.email}. The invitation is for {invitation.email}.
                  </Alert>
                )}
                <Button size="lg" className="w-full" disabled={accept.isPending} onClick={() => accept.mutate()}>
                  {accept.isPending ? 'Joining...' : `Accept and join ${invitation.organizationName}`}
                </Button>
                <Button variant="ghost" size="lg" className="w-full" onClick={() => void logout({ next: here })}>
                  Use another account
                </Button>
              </div>
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-slate-600">Sign in with {invitation.email} to accept, or create an account with it.</p>
                <Link href={withNextPath('/login', here, { email: invitation.email })} className={buttonClasses('primary', 'lg', 'w-full')}>
                  <LogIn aria-hidden="true" />
                  Sign in to accept
                </Link>
                <Link
                  href={withNextPath('/register', here, { email: invitation.email })}
                  className={buttonClasses('outline', 'lg', 'w-full')}
                >
                  <UserPlus aria-hidden="true" />
                  Create an account
                </Link>
              </div>
            )}
          </>
        )}

        {problem && (
          <Link href={user ? '/' : '/login'} className={buttonClasses('outline', 'lg', 'w-full')}>
            {user ? 'Go to the dashboard' : 'Go to sign in'}
          </Link>
        )}
      </div>
    </AuthLayout>
  );
}
