// A native select in the shared look: keyboard type-ahead, mobile pickers and screen readers come
// with the platform, and no select library joins the bundle.
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { useFieldControl } from './field';
import { controlClass } from './input';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...useFieldControl()} {...props} className={cn(controlClass, 'h-11', className)} />;
}
