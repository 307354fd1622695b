import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '../../../shared/contract/reports';
import { AXIS_TICK, CHART_MARGIN, GRID_STROKE, STATUS_COLORS } from './report-chart-style';
import { ReportCard } from './report-card';
import { ReportChartFrame } from './report-chart-frame';
import { ReportFigure } from './report-figure';
import { formatCount } from './report-format';
import { ReportTable } from './report-table';

/** The chart has room for this many directories; the others are in the listings CSV. */
const TOP_DIRECTORIES = 10;

const STATUSES = [
  { key: 'published', label: 'Published' },
  { key: 'pending', label: 'Pending' },
  { key: 'error', label: 'Error' },
] as const;

/** Listings live, waiting and refused, in all and for the directories with the most listings. */
export function ReportCoverageCard({ coverage }: { coverage: Report['coverage'] }) {
  const top = coverage.byDirectory.slice(0, TOP_DIRECTORIES);
  const listed = coverage.byDirectory.length;
  return (
    <ReportCard
      title="Listing coverage"
      description={
        listed > top.length
          ? `The ${top.length} directories with the most listings, of ${formatCount(listed)}.`
          : 'Listings by directory and status.'
      }
      testId="report-coverage"
    >
      <dl className="grid grid-cols-3 gap-4">
        {STATUSES.map(({ key, label }) => (
          <ReportFigure key={key} label={label} value={formatCount(coverage.totals[key])} testId={`report-coverage-${key}`} />
        ))}
      </dl>
      {top.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="report-coverage-none">
          No listings yet. Publish a business to directories to see its coverage here.
        </p>
      ) : (
        <ReportChartFrame
          testId="report-coverage-figures"
          tall
          summary={`Stacked bars of published, pending and error listings for ${top.length} directories, most listings first.`}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={top} layout="vertical" margin={CHART_MARGIN} accessibilityLayer={false}>
                <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
                <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
                <YAxis type="category" dataKey="directoryName" width={120} tick={AXIS_TICK} interval={0} tickFormatter={shortName} />
                <Tooltip />
                <Legend />
                {STATUSES.map(({ key, label }) => (
                  <Bar key={key} dataKey={key} name={label} stackId="listings" fill={STATUS_COLORS[key]} isAnimationActive={false} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <ReportTable
              caption="Listings by directory"
              columns={['Directory', ...STATUSES.map(({ label }) => label)]}
              rows={top.map((row) => ({
                key: row.directory,
                heading: row.directoryName,
                cells: STATUSES.map(({ key }) => formatCount(row[key])),
              }))}
            />
          }
        />
      )}
    </ReportCard>
  );
}

/** Long directory names would wrap onto their neighbours; the table below has them whole. */
function shortName(name: string): string {
  return name.length > 16 ? `${name.slice(0, 15)}…` : name;
}
