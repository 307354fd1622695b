import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleCheck } from 'lucide-react';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
} from '../../../shared/domain/constants';
import { useToast } from '../../lib/toast';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './toast';

/** Renders the toasts raised with toast(), with Radix's toast primitives (loaded with the first toast: see toaster.tsx). */
export default function ToastList() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          data-testid="toast"
        >
          {variant === 'success' && <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />}
          <div className="grid grid-cols-1 gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_VIEWPORT_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
