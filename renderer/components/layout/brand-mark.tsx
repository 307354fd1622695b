import { MapPinned } from 'lucide-react';
import { PRODUCT_NAME } from '../../lib/brand';
import { cn } from '../../lib/cn';

export const BrandIcon = MapPinned;

interface BrandMarkProps {
  /** Icon only, e.g. in the collapsed sidebar; the name stays readable to screen readers. */
  compact?: boolean;
  className?: string;
}

export function BrandMark({ compact = false, className }: BrandMarkProps) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <BrandIcon aria-hidden="true" className="size-[18px]" />
      </span>
      <span
        data-testid="brand-name"
        className={cn('text-lg font-semibold tracking-tight text-slate-900', compact && 'sr-only')}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
