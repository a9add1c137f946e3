// The studio's toasts: a missing input, or a failed call (also logged, as section 8 asks).
import { toast } from '@client/components/ui/use-toast';
import { failureToast, type FailureKind, type ToastText } from './studio-messages';

export function toastMissing(text: ToastText): void {
  toast({ ...text, variant: 'destructive' });
}

export function toastFailure(kind: FailureKind, err: unknown): void {
  console.warn(`image studio: ${kind} failed`, err);
  toast({ ...failureToast(kind, err), variant: 'destructive' });
}
