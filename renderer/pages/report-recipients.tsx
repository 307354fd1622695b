import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contract } from '../lib/api-routes';
import { AuthLayout } from '../components/layout/auth-layout';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { reportKeys } from '../features/reports/queries';
import { callRoute, failureMessage } from '../lib/api-client';

const INVALID_LINK_MESSAGE = 'This link is invalid, was already used or has expired. The link in the latest email you received works.';

/** The token from the emailed link, read once: the address bar is cleared of it right after. */
function readToken(): string {
  return new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
}

/**
 * /report-recipients?token=...: the link mailed to an address outside an organization, to confirm or
 * decline its reports, or later to stop them. Nothing happens until a button is pressed, so a mail
 * scanner opening the link neither confirms nor declines.
 */
export default function ReportRecipientsPage() {
  const [token] = useState(readToken);

  useEffect(() => {
    if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const preview = useQuery({
    queryKey: reportKeys.recipientLink(token),
    queryFn: () => callRoute(contract.reports.previewRecipient, { body: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (status: 'confirmed' | 'declined') =>
      status === 'confirmed'
        ? callRoute(contract.reports.confirmRecipient, { body: { token } })
        : callRoute(contract.reports.declineRecipient, { body: { token } }),
  });

  const link = preview.data;
  const done = answer.data;
  const problem = !token
    ? 'This link is incomplete. Open the link from the email again.'
    : preview.isError
      ? failureMessage(preview.error, INVALID_LINK_MESSAGE)
      : null;

  return (
    <AuthLayout title={link ? `Reports from ${link.organizationName}` : 'Report emails'}>
      <div className="space-y-5" data-testid="report-recipient">
        {problem && !done && (
          <Alert variant="destructive" data-testid="report-recipient-error">
            {problem}
          </Alert>
        )}
        {!problem && !link && (
          <div className="flex justify-center py-4">
            <Spinner label="Loading" />
          </div>
        )}

        {done ? (
          <Alert variant="success" data-testid="report-recipient-done">
            {done.status === 'confirmed'
              ? `Confirmed: ${done.organizationName}'s reports will be emailed to ${done.email}. Each report has a link to stop them.`
              : `Done: ${done.organizationName} will not email reports to ${done.email}, and will not ask again.`}
          </Alert>
        ) : (
          link && (
            <div className="space-y-3">
              <p className="text-sm text-slate-600" data-testid="report-recipient-question">
                {link.status === 'confirmed'
                  ? `${link.email} receives ${link.organizationName}'s listings reports by email.`
                  : `${link.organizationName} would like to email its listings reports to ${link.email}. Nothing is sent unless you confirm.`}
              </p>
              {answer.isError && (
                <Alert variant="destructive" data-testid="report-recipient-answer-error">
                  {failureMessage(answer.error, INVALID_LINK_MESSAGE)}
                </Alert>
              )}
              {link.status === 'pending' && (
                <Button
                  size="lg"
                  className="w-full"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate('confirmed')}
                  data-testid="report-recipient-confirm"
                >
                  Yes, send me these reports
                </Button>
              )}
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                disabled={answer.isPending}
                onClick={() => answer.mutate('declined')}
                data-testid="report-recipient-decline"
              >
                {link.status === 'pending' ? 'No, do not send me reports' : 'Stop these reports'}
              </Button>
            </div>
          )
        )}
      </div>
    </AuthLayout>
  );
}
