import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from './button';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'ref'> {
  /** Some but not all of a group chosen, e.g. a 'select all' box. */
  indeterminate?: boolean;
  /**
   * A box with no label around it (named by aria-label): on a phone it gets a 44 px touch target
   * of its own, without moving anything around it.
   */
  standalone?: boolean;
  onCheckedChange(checked: boolean): void;
}

/** A styled native checkbox; indeterminate is a DOM property only, so it is set after render. */
export function Checkbox({ indeterminate = false, standalone = false, onCheckedChange, className, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const box = (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary disabled:cursor-not-allowed disabled:opacity-60',
        FOCUS_RING,
        className,
      )}
      onChange={(event) => onCheckedChange(event.target.checked)}
      {...props}
    />
  );
  // The label (a box on desktop that takes no space) carries clicks on its padding to the box.
  return standalone ? <label className="inline-flex max-sm:-m-3.5 max-sm:p-3.5 sm:contents">{box}</label> : box;
}
