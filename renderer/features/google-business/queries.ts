import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { GoogleBusinessStatus, GoogleUpdatePreview } from '../../../shared/contract/google-business';
import type { RouteInput } from '../../../shared/contract/route';
import type { GooglePushedField } from '../../../shared/domain/google-business';
import { callRoute } from '../../lib/api-client';

// Google Business Profile: the organization's connection, the links of its businesses to Google
// locations, and the comparison and update of one business's location.

export const googleBusinessKeys = {
  all: ['google-business'] as const,
  status: () => [...googleBusinessKeys.all, 'status'] as const,
  locations: () => [...googleBusinessKeys.all, 'locations'] as const,
  link: (businessId: string) => [...googleBusinessKeys.all, 'link', businessId] as const,
  preview: (businessId: string) => [...googleBusinessKeys.all, 'preview', businessId] as const,
};

export type GoogleConsentAnswer = RouteInput<typeof contractTypes.googleBusiness.connect>['body'];
export type GoogleLinkTarget = RouteInput<typeof contractTypes.googleBusiness.link>['body'];

/** A new connection (or none) changes what every link, location and preview says. */
function keepStatus(queryClient: QueryClient, status: GoogleBusinessStatus): void {
  const statusKey = googleBusinessKeys.status();
  queryClient.setQueryData(statusKey, status);
  void queryClient.invalidateQueries({ queryKey: googleBusinessKeys.all, predicate: (query) => query.queryKey[1] !== statusKey[1] });
}

export function useGoogleBusinessStatus(enabled = true) {
  return useQuery({
    queryKey: googleBusinessKeys.status(),
    queryFn: async () => (await callRoute(contract.googleBusiness.status)).status,
    enabled,
  });
}

/** Where to send the browser for Google's consent, and the sealed `pending` that comes back with the answer. */
export function useStartGoogleConsent() {
  return useMutation({ mutationFn: () => callRoute(contract.googleBusiness.authorize) });
}

export function useConnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: GoogleConsentAnswer) => (await callRoute(contract.googleBusiness.connect, { body: answer })).status,
    onSuccess: (status) => keepStatus(queryClient, status),
  });
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callRoute(contract.googleBusiness.disconnect)).status,
    onSuccess: (status) => keepStatus(queryClient, status),
  });
}

/** The connected accounts' locations and each business's link or suggestion; each visit asks Google again. */
export function useGoogleLocations(enabled: boolean) {
  return useQuery({
    queryKey: googleBusinessKeys.locations(),
    queryFn: () => callRoute(contract.googleBusiness.locations),
    enabled,
    refetchOnMount: 'always',
  });
}

/** After a link changes: the table, the count in the status, and that business's link and preview. */
async function refreshLinks(queryClient: QueryClient, businessId: string): Promise<void> {
  await Promise.all(
    [
      googleBusinessKeys.locations(),
      googleBusinessKeys.status(),
      googleBusinessKeys.link(businessId),
      googleBusinessKeys.preview(businessId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useLinkGoogleLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ businessId, target }: { businessId: string; target: GoogleLinkTarget }) =>
      (await callRoute(contract.googleBusiness.link, { params: { id: businessId }, body: target })).link,
    onSuccess: (link) => refreshLinks(queryClient, link.businessId),
  });
}

export function useUnlinkGoogleLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string) => callRoute(contract.googleBusiness.unlink, { params: { id: businessId } }),
    onSuccess: (_nothing, businessId) => refreshLinks(queryClient, businessId),
  });
}

/** The business's Google location, if linked. */
export function useBusinessGoogleLink(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: googleBusinessKeys.link(businessId),
    queryFn: async () => (await callRoute(contract.googleBusiness.businessLink, { params: { id: businessId } })).link,
    enabled,
  });
}

/** How the profile differs from its Google location and Google's verdict; dropped once unseen, so each showing asks afresh. */
export function useGoogleUpdatePreview(businessId: string) {
  return useQuery({
    queryKey: googleBusinessKeys.preview(businessId),
    queryFn: async () => (await callRoute(contract.googleBusiness.updatePreview, { params: { id: businessId } })).preview,
    gcTime: 0,
  });
}

/** Applies the chosen fields; the answer's preview (what still differs) replaces the one shown. */
export function useUpdateOnGoogle(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: GooglePushedField[]) => callRoute(contract.googleBusiness.update, { params: { id: businessId }, body: { fields } }),
    onSuccess: ({ preview }) => queryClient.setQueryData<GoogleUpdatePreview>(googleBusinessKeys.preview(businessId), preview),
  });
}
