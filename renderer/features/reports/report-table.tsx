export interface ReportTableRow {
  key: string;
  /** The row's heading (a date or a directory). */
  heading: string;
  cells: readonly string[];
}

interface ReportTableProps {
  caption: string;
  /** The first names the rows' headings; the others the cells. */
  columns: readonly string[];
  rows: readonly ReportTableRow[];
}

/** The figures of a chart as a plain table: headed rows, numbers aligned right. */
export function ReportTable({ caption, columns, rows }: ReportTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-500">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index === 0 ? 'px-3 py-2' : 'px-3 py-2 text-right whitespace-nowrap'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-slate-700">
              {row.heading}
            </th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1] ?? index} className="px-3 py-2 text-right text-slate-900 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
