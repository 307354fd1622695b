import type { ReactNode } from 'react';

interface ReportFigureProps {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
}

/** One headline number of a report card, its label above and a note below. */
export function ReportFigure({ label, value, note, testId }: ReportFigureProps) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </dd>
      {note && <dd className="text-xs text-slate-500">{note}</dd>}
    </div>
  );
}
