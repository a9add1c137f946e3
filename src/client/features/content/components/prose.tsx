// Long-form text: a readable measure and spacing for the headings, paragraphs, lists and links
// that article and policy content writes as plain elements.
import type { ReactNode } from 'react';

const PROSE = [
  'max-w-prose text-base leading-7 text-slate-700 sm:text-lg sm:leading-8 dark:text-slate-300',
  '[&_p]:mt-5 [&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-brand-600 dark:[&_li::marker]:text-brand-300',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900 dark:[&_a]:text-brand-300 dark:hover:[&_a]:text-brand-200',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-brand-700',
].join(' ');

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${PROSE} ${className}`}>{children}</div>;
}
