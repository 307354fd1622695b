import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/hydration';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  outline: 'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  link: 'text-primary underline-offset-4 hover:underline',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-11 gap-2 px-5 text-base',
  icon: 'size-10',
};

/** On a phone every control is at least 44 px each way, the size of a fingertip. */
export const TOUCH_TARGET = 'max-sm:min-h-11 max-sm:min-w-11';
/** TOUCH_TARGET for a link or text button that reads as text: it grows around its words, centred. */
export const TEXT_TOUCH_TARGET = `${TOUCH_TARGET} max-sm:inline-flex max-sm:items-center`;

export const FOCUS_RING =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-white';

/** Classes of a button, for links that should look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    TOUCH_TARGET,
    FOCUS_RING,
    VARIANT_CLASSES[variant],
    variant === 'link' ? 'h-auto p-0' : SIZE_CLASSES[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
  /** Shown while pending, e.g. 'Saving...'. */
  pendingLabel: string;
}

/**
 * A form's submit button: disabled with a spinner and its pending label while the request runs, and
 * on a prerendered page until it hydrates, as the browser would send the form itself, in the address.
 */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || disabled || !hydrated} {...props}>
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
