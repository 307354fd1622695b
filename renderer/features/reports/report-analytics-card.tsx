import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '../../../shared/contract/reports';
import { GOOGLE_FIGURES_NOTE } from '../../../shared/domain/google-business';
import { SIMULATED_ANALYTICS_EXPLANATION } from '../../../shared/domain/simulated-data';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { SimulatedNotice } from '../../components/ui/simulated-notice';
import { useIntegrationStatus } from '../directories/queries';
import { AXIS_TICK, CHART_MARGIN, GRID_STROKE, PRIMARY } from './report-chart-style';
import { ReportCard } from './report-card';
import { ReportChartFrame } from './report-chart-frame';
import { ReportFigure } from './report-figure';
import { ReportImpressions } from './report-impressions';
import { formatCount, pointLabel, REPORT_POINT_HEADINGS, REPORT_POINT_UNITS, type ReportPeriod } from './report-format';
import { ReportTable } from './report-table';
import { analyticsFailedMessage, analyticsUnavailableMessage } from './report-text';

const FIGURES = [
  { key: 'views', label: 'Views', color: PRIMARY },
  { key: 'searches', label: 'Searches', color: '#0891b2' },
  { key: 'clicks', label: 'Clicks', color: '#7c3aed' },
  { key: 'calls', label: 'Calls', color: '#059669' },
  { key: 'directionRequests', label: 'Direction requests', color: '#d97706' },
] as const;

interface ReportAnalyticsCardProps {
  analytics: Report['analytics'];
  analyticsError: Report['analyticsError'];
  period: ReportPeriod;
  /** The sandbox's simulator made the figures up. */
  simulated: boolean;
  source: Report['analyticsSource'];
  /** Google's impressions by device, in Search and Maps, when the figures are Google's. */
  impressions: Report['analyticsImpressions'];
}

/** How often the listings were seen and used, from Google or the provider; or why there are no figures. */
export function ReportAnalyticsCard({ analytics, analyticsError, period, simulated, source, impressions }: ReportAnalyticsCardProps) {
  const fromGoogle = source === 'google';
  return (
    <ReportCard
      title="Listing analytics"
      description={`Views, searches, clicks, calls and direction requests, from ${fromGoogle ? 'Google Business Profile' : 'the data provider'}.`}
      testId="report-analytics"
    >
      {analytics ? (
        <>
          {(simulated || source === 'simulated') && (
            <SimulatedNotice explanation={SIMULATED_ANALYTICS_EXPLANATION} data-testid="report-analytics-simulated" />
          )}
          {fromGoogle && <GoogleFiguresNote />}
          <AnalyticsFigures analytics={analytics} period={period} />
          {fromGoogle && impressions && <ReportImpressions impressions={impressions} />}
        </>
      ) : analyticsError ? (
        <AnalyticsFailed error={analyticsError} />
      ) : (
        <AnalyticsUnavailable />
      )}
    </ReportCard>
  );
}

/** Google's own figures say so beside them, as simulated ones do. */
function GoogleFiguresNote() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="report-analytics-google">
      <Badge tone="blue">Google</Badge>
      <span>{GOOGLE_FIGURES_NOTE}</span>
    </p>
  );
}

function AnalyticsFailed({ error }: { error: string }) {
  return (
    <Alert variant="destructive" data-testid="report-analytics-failed">
      <p className="font-medium">Analytics could not be read from the data provider.</p>
      <p>{analyticsFailedMessage(error)}</p>
    </Alert>
  );
}

function AnalyticsUnavailable() {
  const integration = useIntegrationStatus();
  return (
    <Alert data-testid="report-analytics-unavailable">
      <p className="font-medium">Analytics are not available.</p>
      <p>{analyticsUnavailableMessage(integration.data)}</p>
    </Alert>
  );
}

function AnalyticsFigures({ analytics, period }: { analytics: NonNullable<Report['analytics']>; period: ReportPeriod }) {
  const data = analytics.series.map((point) => ({ ...point, label: pointLabel(period, point.date) }));
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {FIGURES.map(({ key, label }) => (
          <ReportFigure key={key} label={label} value={formatCount(analytics.totals[key])} testId={`report-analytics-${key}`} />
        ))}
      </dl>
      <ReportChartFrame
        testId="report-analytics-figures"
        summary={`Lines of views, searches, clicks, calls and direction requests per ${REPORT_POINT_UNITS[period]} of the period.`}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={CHART_MARGIN} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={GRID_STROKE} />
              <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
              <YAxis allowDecimals={false} width={40} tick={AXIS_TICK} />
              <Tooltip />
              <Legend />
              {FIGURES.map(({ key, label, color }) => (
                <Line key={key} dataKey={key} name={label} stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <ReportTable
            caption="Listing analytics over the period"
            columns={[REPORT_POINT_HEADINGS[period], ...FIGURES.map(({ label }) => label)]}
            rows={analytics.series.map((point) => ({
              key: point.date,
              heading: pointLabel(period, point.date),
              cells: FIGURES.map(({ key }) => formatCount(point[key])),
            }))}
          />
        }
      />
    </>
  );
}
