import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useValueTypedBeforeHydration } from '../../lib/hydration';
import { inputClasses } from './input';

/** A styled native select: full keyboard and screen-reader support for free. */
export function Select({ className, children, ...props }: Omit<ComponentProps<'select'>, 'ref'>) {
  const ref = useValueTypedBeforeHydration<HTMLSelectElement>(props.value);
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div className="relative">
      <select ref={ref} className={inputClasses(invalid, cn('appearance-none pr-9', className))} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
