import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../lib/api-routes';
import type { contract as contractTypes } from '../../../shared/contract';
import type { RouteInput } from '../../../shared/contract/route';
import { callRoute } from '../../lib/api-client';
import { reportQuery, type ReportView } from './report-address';

export const reportKeys = {
  all: ['reports'] as const,
  report: (view: ReportView) => [...reportKeys.all, 'report', view.businessId ?? 'organization', view.period] as const,
  schedule: () => [...reportKeys.all, 'schedule'] as const,
  /** Whom a recipient's confirmation link is for, read without signing in. */
  recipientLink: (token: string) => ['report-recipient-link', token] as const,
};

type ScheduleBody = RouteInput<typeof contractTypes.reports.updateSchedule>['body'];
type SendNowBody = RouteInput<typeof contractTypes.reports.sendNow>['body'];

/** The organization's report, or one business's, over the period. */
export function useReport(view: ReportView) {
  return useQuery({
    queryKey: reportKeys.report(view),
    queryFn: async () => (await callRoute(contract.reports.get, { query: reportQuery(view) })).report,
  });
}

export function useReportSchedule() {
  return useQuery({
    queryKey: reportKeys.schedule(),
    queryFn: async () => (await callRoute(contract.reports.schedule)).schedule,
  });
}

/** The caller shows its own toasts and field errors. */
export function useUpdateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScheduleBody) => (await callRoute(contract.reports.updateSchedule, { body })).schedule,
    onSuccess: (schedule) => queryClient.setQueryData(reportKeys.schedule(), schedule),
  });
}

/** Emails the report now, answering who got it and who was asked to confirm first; the schedule is fetched again for its last-sent time. */
export function useSendReportNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendNowBody) => callRoute(contract.reports.sendNow, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.schedule() }),
  });
}
