import type { ComponentProps } from 'react';
import { CircleCheck, Info, TriangleAlert, TriangleExclamationPoint } from 'lucide-react';
import { cn } from '../../lib/cn';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

const VARIANTS = {
  info: { classes: 'border-blue-200 bg-blue-50 text-blue-800', Icon: Info },
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  warning: { classes: 'border-amber-200 bg-amber-50 text-amber-900', Icon: TriangleAlert },
  destructive: { classes: 'border-red-200 bg-red-50 text-red-800', Icon: TriangleExclamationPoint },
} as const;

interface AlertProps extends ComponentProps<'div'> {
  variant?: AlertVariant;
}

/** An inline message; destructive ones are announced at once. */
export function Alert({ variant = 'info', className, children, ...props }: AlertProps) {
  const { classes, Icon } = VARIANTS[variant];
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', classes, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
