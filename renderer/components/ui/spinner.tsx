import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-slate-500', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the available space while a screen or its code loads. */
export function LoadingState({ label = 'Loading', fullScreen = false }: SpinnerProps & { fullScreen?: boolean }) {
  return (
    <div
      data-testid="loading-state"
      className={cn('flex items-center justify-center', fullScreen ? 'min-h-dvh' : 'min-h-64 py-16')}
    >
      <Spinner label={label} />
    </div>
  );
}
