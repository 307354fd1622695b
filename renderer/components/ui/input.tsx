import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useValueTypedBeforeHydration } from '../../lib/hydration';
import { TOUCH_TARGET } from './button';

export function inputClasses(invalid: boolean, className?: string): string {
  return cn(
    'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors',
    TOUCH_TARGET,
    'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/25'
      : 'border-slate-300 focus:border-primary focus:ring-primary/25',
    className,
  );
}

export function Input({ className, ...props }: Omit<ComponentProps<'input'>, 'ref'>) {
  const ref = useValueTypedBeforeHydration<HTMLInputElement>(props.value);
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <input ref={ref} className={inputClasses(invalid, className)} {...props} />;
}
