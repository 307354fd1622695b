import { useRef, type ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../../lib/cn';

// Styled parts of @radix-ui/react-dialog, shared by ConfirmDialog, FormDialog and the mobile drawer.
// While open the page behind is hidden from assistive technology and does not scroll, focus stays
// inside, Escape and a click outside ask to close, and focus returns to where it was on close.

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 animate-fade-in bg-slate-900/50', className)} {...props} />;
}

/**
 * A centred panel over the overlay, in a portal at the end of the document. Opened without a Radix
 * trigger, so it gives focus back itself to whatever had it on opening.
 */
export function DialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 animate-fade-in',
          'rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl focus:outline-none',
          className,
        )}
        onOpenAutoFocus={(event) => {
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (openerRef.current?.isConnected) openerRef.current.focus();
        }}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export { DialogPrimitive };
