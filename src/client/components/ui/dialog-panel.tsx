// The one modal panel of the site: overlay, centred card, close icon. Each modal keeps its own
// Dialog.Root (open state, escape rules) and puts its content inside.
import type { ComponentPropsWithoutRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@client/lib/cn';

type DialogPanelProps = ComponentPropsWithoutRef<typeof Dialog.Content> & {
  size?: 'md' | 'lg';
  /** Disables the close icon (while a submit is in flight). */
  closeDisabled?: boolean;
};

export function DialogPanel({ size = 'md', closeDisabled, className, children, ...props }: DialogPanelProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Dialog.Content
        className={cn(
          // Never taller than the visible screen (dvh: a phone's browser bars excluded): a long
          // modal scrolls inside itself, and the page behind it stays put.
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 shadow-xl sm:p-6 dark:bg-slate-900',
          size === 'lg' ? 'w-[94vw] max-w-lg' : 'w-[92vw] max-w-md',
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close aria-label="Close" disabled={closeDisabled} className="absolute right-3 top-3 rounded p-1 opacity-70 hover:opacity-100 disabled:opacity-30">
          <X className="h-4 w-4" aria-hidden />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
