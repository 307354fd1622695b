import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../components/ui/button';

interface DataAxleSwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** An on/off setting of the integration: its name and what it does, and a switch announced as one. */
export function DataAxleSwitch({ label, description, checked, onCheckedChange, disabled = false, ...props }: DataAxleSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {description && (
          <div id={descriptionId} className="text-sm text-slate-500">
            {description}
          </div>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        data-testid={props['data-testid']}
        // The track is 24 px tall; on a phone the button around it is a 44 px touch target.
        className={cn(
          'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full disabled:cursor-not-allowed disabled:opacity-60 max-sm:h-11',
          FOCUS_RING,
        )}
      >
        <span
          aria-hidden="true"
          className={cn('flex h-6 w-11 items-center rounded-full transition-colors', checked ? 'bg-primary' : 'bg-slate-300')}
        >
          <span
            className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')}
          />
        </span>
      </button>
    </div>
  );
}
