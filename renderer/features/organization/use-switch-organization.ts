import { useMutation } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';

function switchTo(organizationId: string) {
  return callRoute(contract.organizations.switchCurrent, { body: { organizationId } });
}

/** Moves the session to another of the user's organizations; every screen then reloads in it. */
export function useSwitchOrganization() {
  const { switchOrganization } = useAuth();
  return useMutation({
    mutationFn: switchTo,
    onSuccess: ({ organization }) => {
      switchOrganization(organization);
      toast({ title: `Switched to ${organization.name}`, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Could not switch organization',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
