import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { RouteInput } from '../../../shared/contract/route';
import { callRoute } from '../../lib/api-client';
import { reportQuery, type ReportView } from './report-address';

const REPORTS_KEY = ['reports'] as const;
const SCHEDULE_KEY = [...REPORTS_KEY, 'schedule'] as const;

type ScheduleBody = RouteInput<typeof contractTypes.reports.updateSchedule>['body'];
type SendNowBody = RouteInput<typeof contractTypes.reports.sendNow>['body'];

/** The organization's report, or one business's, over the period. */
export function useReport(view: ReportView) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'report', view.businessId ?? 'organization', view.period],
    queryFn: async () => (await callRoute(contract.reports.get, { query: reportQuery(view) })).report,
  });
}

export function useReportSchedule() {
  return useQuery({
    queryKey: SCHEDULE_KEY,
    queryFn: async () => (await callRoute(contract.reports.schedule)).schedule,
  });
}

/** The caller shows its own toasts and field errors. */
export function useUpdateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScheduleBody) => (await callRoute(contract.reports.updateSchedule, { body })).schedule,
    onSuccess: (schedule) => queryClient.setQueryData(SCHEDULE_KEY, schedule),
  });
}

/** Emails the report now, answering who got it and who was asked to confirm first; the schedule is fetched again for its last-sent time. */
export function useSendReportNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendNowBody) => callRoute(contract.reports.sendNow, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY }),
  });
}
