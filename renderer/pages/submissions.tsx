import { Page } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { RecentBatches } from '../features/batches/recent-batches';
import { useIntegrationStatus } from '../features/directories/queries';
import { useMemberships } from '../features/organization/queries';
import { useCanEditBusinesses } from '../features/businesses/use-business-permissions';
import { RecentSubmissions } from '../features/submissions/recent-submissions';
import { SubmissionForm } from '../features/submissions/submission-form';
import { submissionDisabledMessage } from '../features/submissions/submission-text';

export default function SubmissionsPage() {
  const canEdit = useCanEditBusinesses();
  // Until the role is known neither the form nor the read-only note shows, so neither flashes.
  const roleKnown = useMemberships().data !== undefined;
  const integration = useIntegrationStatus();
  // Until the status is known the form shows; the server refuses a submission it cannot make.
  const disabledMessage = integration.data && submissionDisabledMessage(integration.data);

  return (
    <Page
      title="Directory Submissions"
      description="Send your businesses to the directories of your plan and follow each submission to publication."
    >
      {disabledMessage ? (
        <Alert data-testid="submission-disabled">{disabledMessage}</Alert>
      ) : canEdit ? (
        <SubmissionForm />
      ) : (
        roleKnown && (
          <Alert data-testid="submission-read-only">
            You can follow submissions here. Members of the organization submit businesses to directories.
          </Alert>
        )
      )}
      <RecentSubmissions />
      <RecentBatches
        description="Submissions and matches of several businesses, run in the background."
        emptyDescription="Submitting several businesses at once runs as a batch; its progress shows up here."
      />
    </Page>
  );
}
