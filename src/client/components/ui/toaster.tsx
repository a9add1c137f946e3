// Renders the toast store with Radix Toast: swipe right to dismiss (50 px), F8 focuses the region.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST } from '@shared/catalog/limits';
import { cn } from '@client/lib/cn';
import { TOAST_HOTKEY, TOAST_REGION_LABEL, TOAST_VIEWPORT_CLASS } from './toast-viewport';
import { dismissToast, useToasts, type ToastVariant } from './use-toast';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-700 bg-red-600 text-white',
  success: 'border-green-700 bg-green-600 text-white',
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx} label="Notification">
      {toasts.map(({ id, title, description, action, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(o) => {
            if (!o) dismissToast(id);
          }}
          data-variant={variant}
          className={cn('toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg', VARIANT_CLASSES[variant])}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="text-sm">{description}</ToastPrimitive.Description>}
            {action}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={TOAST_VIEWPORT_CLASS} hotkey={[TOAST_HOTKEY]} label={TOAST_REGION_LABEL} />
    </ToastPrimitive.Provider>
  );
}
