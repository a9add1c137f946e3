import { clsx, type ClassValue } from 'clsx';

/** Joins class names. (No class-merging library: it would cost the first load ~8 KB.) */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
