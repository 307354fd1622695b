import { useId, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

interface ReportChartFrameProps {
  /** What the chart shows, in a sentence: the label screen readers hear instead of the drawing. */
  summary: string;
  /** The recharts chart, inside a ResponsiveContainer. */
  chart: ReactNode;
  /** The same figures as a table. */
  table: ReactNode;
  testId: string;
  /** A chart with a row per item (directories) needs room for each row's label. */
  tall?: boolean;
}

/**
 * A chart with its figures as a table behind a 'Show table' button. The drawing is one image to
 * assistive technology, labelled with its summary; the table holds every figure. A wide table
 * scrolls inside the card rather than widening the page.
 */
export function ReportChartFrame({ summary, chart, table, testId, tall = false }: ReportChartFrameProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <div className="space-y-3" data-testid={testId}>
      <div role="img" aria-label={summary} className={tall ? 'h-96 w-full min-w-0' : 'h-64 w-full min-w-0'} data-testid={`${testId}-chart`}>
        {chart}
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
        data-testid={`${testId}-table-toggle`}
      >
        <Table2 aria-hidden="true" />
        {tableShown ? 'Hide table' : 'Show table'}
      </Button>
      <div id={tableId} hidden={!tableShown} className="max-h-96 overflow-auto rounded-lg border border-slate-200" data-testid={`${testId}-table`}>
        {table}
      </div>
    </div>
  );
}
