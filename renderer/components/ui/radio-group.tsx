import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useChoiceMadeBeforeHydration } from '../../lib/hydration';
import { FOCUS_RING } from './button';
import type { SelectOption } from './select';

interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name: string;
  value: V;
  onValueChange(value: NoInfer<V>): void;
  options: readonly SelectOption<NoInfer<V>>[];
  /** Shown under the choices and announced with them. */
  error?: string | undefined;
  'data-testid'?: string;
}

/**
 * Native radio buttons in a fieldset: every choice visible at once, and usable in prerendered markup
 * before the page's script has run, a choice made then carried over once it hydrates.
 */
export function RadioGroup<V extends string>({ legend, name, value, onValueChange, options, error, ...props }: RadioGroupProps<V>) {
  const messageId = `${useId()}-message`;
  const ref = useChoiceMadeBeforeHydration<HTMLFieldSetElement>(value, (chosen) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option) onValueChange(option.value);
  });
  return (
    <fieldset ref={ref} className="space-y-1.5" aria-invalid={Boolean(error)} aria-describedby={error ? messageId : undefined} {...props}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2.5 rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-700 shadow-sm transition-colors max-sm:min-h-11',
              'has-[:checked]:border-primary has-[:checked]:text-slate-900 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70',
              error ? 'border-red-400' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
              className={cn('size-4 shrink-0 cursor-pointer accent-primary', FOCUS_RING)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={messageId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
