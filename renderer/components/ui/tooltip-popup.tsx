import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../shared/domain/constants';

export interface TooltipPopupProps {
  content: ReactNode;
  children: ReactElement;
  side: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  /** The pointer was over the stand-in as it was replaced: show at once. */
  open: boolean;
  /** The stand-in had the keyboard focus: the trigger takes it back. */
  focus: boolean;
}

/**
 * The Radix tooltip, loaded when the first enabled tooltip mounts (see Tooltip). Each has its own
 * provider, as an app-wide one would load with every page. Only the sidebar's tooltips use this,
 * with no delay, so skipping the delay between neighbours has nothing to skip.
 */
export function TooltipPopup({ content, children, side, delayDuration, open, focus }: TooltipPopupProps) {
  // A link or a button; Radix types its trigger as a button.
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) triggerRef.current?.focus();
  }, [focus]);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root delayDuration={delayDuration} defaultOpen={open}>
        <TooltipPrimitive.Trigger ref={triggerRef} asChild>
          {children}
        </TooltipPrimitive.Trigger>
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
    </TooltipPrimitive.Provider>
  );
}
