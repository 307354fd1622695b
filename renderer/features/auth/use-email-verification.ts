import { useQuery } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import { opaqueTokenField } from '../../../shared/contract/fields';
import { callRoute } from '../../lib/api-client';
import { authKeys } from './queries';

/**
 * Confirms the address of a verification link's token (POST /api/auth/verify-email). A query, not a
 * mutation, so the single-use token is sent once even when the page renders twice. A token that
 * cannot be one is not sent at all: wellFormed is false.
 */
export function useEmailVerification(token: string) {
  const wellFormed = opaqueTokenField.safeParse(token).success;
  const verification = useQuery({
    queryKey: authKeys.emailVerification(token),
    queryFn: () => callRoute(contract.auth.verifyEmail, { body: { token } }),
    enabled: wellFormed,
  });
  return { ...verification, wellFormed };
}
