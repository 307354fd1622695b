import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '../../../shared/contract/reports';
import { SimulatedNotice } from '../../components/ui/simulated-notice';
import { NapScore } from '../citations/nap-score';
import { AXIS_TICK, CHART_MARGIN, GRID_STROKE, PRIMARY } from './report-chart-style';
import { ReportCard } from './report-card';
import { ReportChartFrame } from './report-chart-frame';
import { pointLabel, REPORT_POINT_HEADINGS, type ReportPeriod } from './report-format';
import { ReportTable } from './report-table';

interface ReportNapCardProps {
  nap: Report['nap'];
  period: ReportPeriod;
  /** The sandbox's simulator made the scans up. */
  simulated: boolean;
}

/** 'From 70 to 82 over the period', or why there is no line to describe. */
function napSummary(series: Report['nap']['series']): string {
  const scores = series.flatMap(({ score }) => (score === null ? [] : [score]));
  if (scores.length === 0) return 'No NAP scores in this period yet: a scan counts from the end of the day it ran.';
  return `NAP score over the period, from ${scores[0]} to ${scores.at(-1)} out of 100; gaps before the first scan.`;
}

/** The score now, and at the end of each point of the period; a point before any scan is a gap. */
export function ReportNapCard({ nap, period, simulated }: ReportNapCardProps) {
  const data = nap.series.map(({ date, score }) => ({ label: pointLabel(period, date), score }));
  return (
    <ReportCard title="NAP consistency" description="How consistently directories show name, address and phone." testId="report-nap">
      {simulated && <SimulatedNotice data-testid="report-nap-simulated" />}
      <div data-testid="report-nap-score">
        <NapScore score={nap.score} size="lg" />
      </div>
      <ReportChartFrame
        testId="report-nap-figures"
        summary={napSummary(nap.series)}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={CHART_MARGIN} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={GRID_STROKE} />
              <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
              <YAxis domain={[0, 100]} width={32} tick={AXIS_TICK} />
              <Tooltip />
              <Line
                dataKey="score"
                name="NAP score"
                stroke={PRIMARY}
                strokeWidth={2}
                dot={{ r: 3, fill: PRIMARY }}
                connectNulls={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <ReportTable
            caption="NAP score over the period"
            columns={[REPORT_POINT_HEADINGS[period], 'NAP score']}
            rows={nap.series.map(({ date, score }) => ({
              key: date,
              heading: pointLabel(period, date),
              cells: [score === null ? 'Not scanned' : String(score)],
            }))}
          />
        }
      />
    </ReportCard>
  );
}
