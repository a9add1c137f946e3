// A premium panel with an icon-led heading (tips, the danger zone): a section named by its h2, so
// screen readers list it among the page's regions.
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export function IconSection({
  headingId,
  icon,
  title,
  className,
  headingClassName,
  testId,
  children,
}: {
  headingId: string;
  /** A decorative icon (aria-hidden), sized h-5 w-5. */
  icon: ReactNode;
  title: ReactNode;
  className?: string;
  /** Added to the heading's classes (a colour, say). */
  headingClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className} data-testid={testId}>
      <h2 id={headingId} className={cn('flex items-center gap-2 text-lg font-semibold', headingClassName)}>
        {icon} {title}
      </h2>
      {children}
    </section>
  );
}
