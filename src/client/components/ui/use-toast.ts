// The toast store (free-area.md section 9): one toast at a time, shown 5000 ms, a dismissed toast
// removed after 1,000,000 ms; any component can call toast() without a provider in between.
import { useEffect, useState, type ReactNode } from 'react';
import { TOAST } from '@shared/catalog/limits';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

let toasts: ToastData[] = [];
const listeners = new Set<(t: ToastData[]) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastData[]): void {
  toasts = next;
  for (const l of listeners) l(toasts);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST.removeDelayMs),
  );
}

export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

/** Closes the open error toasts: called when what they complained of is put right (the form now
 * passes, or the request succeeded), so a stale 'Vibe required' never stands beside a finished cover. */
export function dismissErrorToasts(): void {
  for (const t of toasts) if (t.open && t.variant === 'destructive') dismissToast(t.id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastData[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    // A toast raised between the first render and this effect would otherwise be missed.
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
