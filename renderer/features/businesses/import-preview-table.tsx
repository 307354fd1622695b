import type { ImportRow } from '../../../shared/contract/businesses';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { IMPORT_ACTION_LABELS, rowProblems } from './import-preview';

const ACTION_TONES: Record<ImportRow['action'], BadgeTone> = { create: 'green', update: 'blue', error: 'red' };

interface ImportCountProps {
  label: string;
  value: number;
  tone: 'green' | 'blue' | 'red';
  testId: string;
}

const COUNT_CLASSES: Record<ImportCountProps['tone'], string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  red: 'border-red-200 bg-red-50 text-red-800',
};

/** One figure of a preview or report, e.g. '3 Will create'; it goes in a <dl>. */
export function ImportCount({ label, value, tone, testId }: ImportCountProps) {
  return (
    // The figure reads first on screen; the term comes first in the list, as <dl> wants.
    <div className={cn('flex flex-col-reverse rounded-lg border px-3 py-2', COUNT_CLASSES[tone])}>
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The file's rows as the import sees them: line, business, what happens, and why not. */
export function ImportPreviewTable({ rows, caption }: { rows: readonly ImportRow[]; caption: string }) {
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Line
            </th>
            <th scope="col" className="px-3 py-2">
              Business
            </th>
            <th scope="col" className="px-3 py-2">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.line} data-testid="import-preview-row" data-line={row.line} data-action={row.action} className="align-top">
              <td className="px-3 py-2 text-slate-500 tabular-nums">{row.line}</td>
              <td className="px-3 py-2">
                <span className="font-medium break-words text-slate-900">{row.name || '(no name)'}</span>
                {row.action === 'error' && (
                  <ul className="mt-1 space-y-0.5 text-xs text-red-700" data-testid="import-row-errors">
                    {rowProblems(row).map((problem, index) => (
                      <li key={index}>
                        {problem.column && <code className="mr-1 font-mono font-semibold">{problem.column}:</code>}
                        {problem.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-3 py-2">
                <Badge tone={ACTION_TONES[row.action]}>{IMPORT_ACTION_LABELS[row.action]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
