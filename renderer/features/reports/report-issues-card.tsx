import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '../../../shared/contract/reports';
import { SimulatedNotice } from '../../components/ui/simulated-notice';
import { AXIS_TICK, CHART_MARGIN, GRID_STROKE, STATUS_COLORS } from './report-chart-style';
import { ReportCard } from './report-card';
import { ReportChartFrame } from './report-chart-frame';
import { ReportFigure } from './report-figure';
import { formatCount, pointLabel, REPORT_POINT_HEADINGS, REPORT_POINT_UNITS, type ReportPeriod } from './report-format';
import { ReportTable } from './report-table';

interface ReportIssuesCardProps {
  issues: Report['issues'];
  period: ReportPeriod;
  /** The sandbox's simulator made the scans that found them up. */
  simulated: boolean;
}

/** Citation issues open now, and discovered and resolved in the period, point by point. */
export function ReportIssuesCard({ issues, period, simulated }: ReportIssuesCardProps) {
  const data = issues.series.map(({ date, opened, resolved }) => ({ label: pointLabel(period, date), opened, resolved }));
  return (
    <ReportCard title="Citation issues" description="Issues discovered by scans, and issues resolved." testId="report-issues">
      {simulated && <SimulatedNotice data-testid="report-issues-simulated" />}
      <dl className="grid grid-cols-3 gap-4">
        <ReportFigure label="Open now" value={formatCount(issues.open)} testId="report-issues-open" />
        <ReportFigure label="Discovered" value={formatCount(issues.opened)} note="In the period" testId="report-issues-opened" />
        <ReportFigure label="Resolved" value={formatCount(issues.resolved)} note="In the period" testId="report-issues-resolved" />
      </dl>
      <ReportChartFrame
        testId="report-issues-figures"
        summary={`Bars of citation issues discovered (${formatCount(issues.opened)}) and resolved (${formatCount(issues.resolved)}) per ${REPORT_POINT_UNITS[period]} of the period.`}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={CHART_MARGIN} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={GRID_STROKE} />
              <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
              <YAxis allowDecimals={false} width={32} tick={AXIS_TICK} />
              <Tooltip />
              <Legend />
              <Bar dataKey="opened" name="Discovered" fill={STATUS_COLORS.error} isAnimationActive={false} />
              <Bar dataKey="resolved" name="Resolved" fill={STATUS_COLORS.published} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <ReportTable
            caption="Citation issues discovered and resolved over the period"
            columns={[REPORT_POINT_HEADINGS[period], 'Discovered', 'Resolved']}
            rows={issues.series.map(({ date, opened, resolved }) => ({
              key: date,
              heading: pointLabel(period, date),
              cells: [formatCount(opened), formatCount(resolved)],
            }))}
          />
        }
      />
    </ReportCard>
  );
}
