import { ArrowLeftRight } from 'lucide-react';
import { memberRoleAtLeast } from '../../../shared/domain/plans';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { useMemberships } from '../organization/queries';
import { useSwitchOrganization } from '../organization/use-switch-organization';

/**
 * Why client management is refused here (the server's words), and the way out: switching to a
 * partner organization the user administers, or whom to ask when there is none.
 */
export function PartnerAccessAlert({ error }: { error: unknown }) {
  const { organization } = useAuth();
  const memberships = useMemberships();
  const switcher = useSwitchOrganization();
  const partnerOrganizations =
    memberships.data?.organizations.filter(
      (candidate) => candidate.plan === 'partner' && memberRoleAtLeast(candidate.role, 'admin') && candidate.id !== organization?.id,
    ) ?? [];

  return (
    <Alert variant="info" data-testid="partner-access">
      <p className="font-medium">
        {failureMessage(error, 'Client management is for partner organizations. Switch to your partner organization first.')}
      </p>
      {organization && <p className="mt-1">You are working in {organization.name}.</p>}
      <div className="mt-3">
        {memberships.isPending ? (
          <Spinner label="Loading your organizations" />
        ) : partnerOrganizations.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {partnerOrganizations.map((candidate) => (
              <Button
                key={candidate.id}
                variant="outline"
                size="sm"
                disabled={switcher.isPending}
                onClick={() => switcher.mutate(candidate.id)}
              >
                <ArrowLeftRight aria-hidden="true" />
                Switch to {candidate.name}
              </Button>
            ))}
          </div>
        ) : (
          <p>
            None of your organizations is on the Partner plan with you as an admin. Ask an administrator to move your
            organization to the Partner plan.
          </p>
        )}
      </div>
    </Alert>
  );
}
