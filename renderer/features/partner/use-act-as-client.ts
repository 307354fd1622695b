import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { contract } from '../../lib/api-routes';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';

function actAsClient(id: string) {
  return callRoute(contract.partner.actAsClient, { params: { id } });
}

/**
 * Works in a client's organization from now on: the server joins the user to it and makes it the
 * session's organization; here it becomes the current one and every screen reloads in it.
 */
export function useActAsClient() {
  const { switchOrganization } = useAuth();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: actAsClient,
    onSuccess: ({ organization }) => {
      switchOrganization(organization);
      toast({ title: `Now working in ${organization.name}`, variant: 'success' });
      navigate('/');
    },
    onError: (error) => {
      toast({
        title: 'Could not work in this client',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
