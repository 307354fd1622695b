import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../../../shared/domain/report-periods';
import { DEFAULT_ANALYTICS_PERIOD } from '../../../shared/domain/constants';
import { oneOf } from '../../lib/one-of';
import type { ReportPeriod } from './report-format';

// The report's scope and period live in the address (?businessId=&period=), so a view survives a
// reload and can be shared. Unusable values fall back to the organization and the monthly period.

export interface ReportView {
  /** One business's report; undefined for the organization's. */
  businessId: string | undefined;
  period: ReportPeriod;
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function reportViewFromAddress(params: URLSearchParams): ReportView {
  const businessId = params.get('businessId') ?? '';
  return {
    businessId: isUuid(businessId) ? businessId : undefined,
    period: oneOf(ANALYTICS_PERIODS, params.get('period')) ?? DEFAULT_ANALYTICS_PERIOD,
  };
}

/** Only what differs from the organization's monthly report, in a fixed order. */
export function reportViewToAddress(view: ReportView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.businessId) params.set('businessId', view.businessId);
  if (view.period !== DEFAULT_ANALYTICS_PERIOD) params.set('period', view.period);
  return params;
}

/** The query of the report and of its exports: the period always, the business when there is one. */
export function reportQuery(view: ReportView): { period: ReportPeriod; businessId?: string } {
  return view.businessId ? { period: view.period, businessId: view.businessId } : { period: view.period };
}
