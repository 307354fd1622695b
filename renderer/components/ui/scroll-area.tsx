import type { ComponentProps, ReactNode } from 'react';
import * as ScrollAreaPrimitive from '@radix-ui/react-scroll-area';
import { cn } from '../../lib/cn';
import { SCROLL_AREA_HIDE_DELAY_MS, SCROLL_AREA_MIN_THUMB_PX } from './primitive-constants';

interface ScrollAreaProps extends ComponentProps<typeof ScrollAreaPrimitive.Root> {
  children: ReactNode;
  viewportClassName?: string;
}

/**
 * A vertically scrolling region with a slim scrollbar of its own, shown while the pointer is over it
 * and hidden a moment after it leaves; wheel, touch and keyboard scroll it natively.
 */
export function ScrollArea({ className, viewportClassName, children, type = 'hover', scrollHideDelay = SCROLL_AREA_HIDE_DELAY_MS, ...props }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root type={type} scrollHideDelay={scrollHideDelay} className={cn('relative overflow-hidden', className)} {...props}>
      {/* Radix wraps the content in a display: table box, which defeats truncation; a block keeps the width. */}
      <ScrollAreaPrimitive.Viewport className={cn('size-full rounded-[inherit] [&>div]:!block', viewportClassName)}>
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar
        orientation="vertical"
        className="flex w-2.5 touch-none p-0.5 transition-colors select-none"
      >
        <ScrollAreaPrimitive.Thumb
          className="relative flex-1 rounded-full bg-slate-300 hover:bg-slate-400"
          style={{ minHeight: SCROLL_AREA_MIN_THUMB_PX }}
        />
      </ScrollAreaPrimitive.Scrollbar>
    </ScrollAreaPrimitive.Root>
  );
}
