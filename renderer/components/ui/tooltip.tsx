import type { ReactElement, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../shared/domain/constants';

/** One tooltip timing for the whole app; single tooltips may shorten the delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

interface TooltipProps {
  content: ReactNode;
  /** The trigger; it must accept a ref and forward event handlers. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  /** When false the trigger renders alone, e.g. when its label is already visible. */
  enabled?: boolean;
}

export function Tooltip({ content, children, side = 'top', delayDuration, enabled = true }: TooltipProps) {
  if (!enabled) return children;
  return (
    <TooltipPrimitive.Root delayDuration={delayDuration}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={8}
          className="z-50 animate-fade-in rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
