import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Below the breakpoint a table's rows become cards: each cell a line with its label, since no header row shows.
const STACKED = {
  md: {
    cell: 'max-md:flex max-md:gap-3 max-md:p-0 max-md:first:pl-0 max-md:last:pr-0',
    label: 'md:hidden',
  },
  xl: {
    cell: 'max-xl:flex max-xl:gap-3 max-xl:p-0 max-xl:first:pl-0 max-xl:last:pr-0',
    label: 'xl:hidden',
  },
} as const;

interface LabelledCellProps {
  /** Shown beside the value where the table is stacked, where there is no header row. */
  label: string;
  /** Below which width the row is a card. */
  stackBelow: keyof typeof STACKED;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A table cell that carries its own label when the table is stacked into cards. */
export function LabelledCell({ label, stackBelow, className, children, ...props }: LabelledCellProps) {
  const stacked = STACKED[stackBelow];
  return (
    <td className={cn('px-4 py-3 first:pl-6 last:pr-6', stacked.cell, className)} {...props}>
      <span aria-hidden="true" className={cn('w-20 shrink-0 text-xs font-medium text-slate-500', stacked.label)}>
        {label}
      </span>
      <div className="min-w-0 break-words">{children}</div>
    </td>
  );
}
