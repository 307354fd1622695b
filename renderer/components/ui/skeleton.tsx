import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey block where content will be, while it loads; its container announces the loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200/70', className)} {...props} />;
}

/** A loading region: the skeletons inside, and the words a screen reader hears. */
export function SkeletonGroup({ label, className, children, ...props }: ComponentProps<'div'> & { label: string }) {
  return (
    <div role="status" aria-busy="true" className={className} {...props}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
