// One FAQ section as an accordion (Radix: buttons with aria-expanded, arrow keys, Home/End).
// Answers stay in the HTML while closed (forceMount, hidden by CSS), so the prerendered page and
// search engines get every answer. On the prerendered FAQ page no React runs: the island in
// app/islands/accordion.ts gives this same markup Radix's behaviour.
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { FaqSection } from '../content/faq';

export function FaqAccordion({ section }: { section: FaqSection }) {
  return (
    <section aria-labelledby={section.id} className="mt-12 first:mt-0" data-testid={`faq-section-${section.id}`}>
      <h2 id={section.id} className="scroll-mt-24 font-display text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {section.title}
      </h2>
      <Accordion.Root type="multiple" data-island="accordion" className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {section.entries.map((entry, i) => (
          <Accordion.Item key={entry.question} value={`${section.id}-${i}`}>
            <Accordion.Header className="text-base sm:text-lg">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800/60">
                {entry.question}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180 dark:text-slate-400" aria-hidden />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content forceMount className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden dark:text-slate-300">
              <p className="max-w-prose leading-7">{entry.answer}</p>
              {entry.links && (
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {entry.links.map((l) => (
                    <Link key={l.to} to={l.to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200">
                      {l.label}
                    </Link>
                  ))}
                </p>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
