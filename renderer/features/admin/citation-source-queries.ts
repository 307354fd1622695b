import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { CitationSourceSettings, ConfigurableCitationSource } from '../../../shared/contract/admin-settings';
import type { RouteInput } from '../../../shared/contract/route';
import { callRoute } from '../../lib/api-client';
import { INTEGRATION_STATUS_KEY } from '../businesses/business-queries';
import { ADMIN_KEY, invalidateActivity } from './admin-queries';
import { ADMIN_SETTINGS_KEY } from './settings-queries';

export const CITATION_SOURCES_KEY = [...ADMIN_KEY, 'citation-sources'] as const;

export type CitationSourceChange = RouteInput<typeof contractTypes.adminCitationSources.updateCitationSource>['body'];

/** Every citation source as it stands; each visit reloads it, as back-office screens do. */
export function useCitationSources() {
  return useQuery({
    queryKey: CITATION_SOURCES_KEY,
    queryFn: async () => (await callRoute(contract.adminCitationSources.citationSources)).sources,
    refetchOnMount: 'always',
  });
}

/** Saves or removes a key, or switches a source; the list, the settings and whether scans are offered follow. */
export function useUpdateCitationSource(id: ConfigurableCitationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CitationSourceChange) =>
      (await callRoute(contract.adminCitationSources.updateCitationSource, { params: { id }, body })).source,
    onSuccess: (source) => {
      queryClient.setQueryData<CitationSourceSettings[]>(CITATION_SOURCES_KEY, (sources) =>
        sources?.map((each) => (each.id === source.id ? source : each)),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_SETTINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: INTEGRATION_STATUS_KEY });
      invalidateActivity(queryClient);
    },
  });
}

/** One real call to the source; its quota and breaker may change with it, so the list is reloaded after. */
export function useTestCitationSource(id: ConfigurableCitationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(contract.adminCitationSources.testCitationSource, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CITATION_SOURCES_KEY }),
  });
}
