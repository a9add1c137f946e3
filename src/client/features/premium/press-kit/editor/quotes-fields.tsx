// Press quotes: the words as pasted and who said them, up to the contract's limit. They reach the
// page as text, whatever they contain.
import { Plus, Trash2 } from 'lucide-react';
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { quoteRow, type QuoteRow } from '../press-kit-draft';
import { focusSoon, LimitNote, Section, type SectionProps } from './section';

export function QuotesFields({ draft, edit, errors }: SectionProps) {
  const change = (key: number, patch: Partial<QuoteRow>) => edit((d) => ({ ...d, quotes: d.quotes.map((q) => (q.key === key ? { ...q, ...patch } : q)) }));
  const full = draft.quotes.length >= L.quotesMax;
  const add = () => {
    const row = quoteRow();
    edit((d) => (d.quotes.length >= L.quotesMax ? d : { ...d, quotes: [...d.quotes, row] }));
    focusSoon(`pk-quotes-${row.key}-text`);
  };
  return (
    <Section title="Press quotes">
      {draft.quotes.length > 0 && (
        <ol className="grid gap-3">
          {draft.quotes.map((q, i) => {
            const id = (field: string) => `pk-quotes-${q.key}-${field}`;
            return (
              <li key={q.key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="pk-quote">
                <fieldset className="grid gap-3">
                  <legend className="sr-only">Quote {i + 1}</legend>
                  <Field id={id('text')} label="Quote" error={errors[id('text')]}>
                    <Textarea rows={3} value={q.text} onChange={(e) => change(q.key, { text: e.target.value })} maxLength={L.quoteMax} aria-required />
                  </Field>
                  <Field id={id('source')} label="Source" error={errors[id('source')]}>
                    <Input value={q.source} onChange={(e) => change(q.key, { source: e.target.value })} maxLength={L.quoteSourceMax} autoComplete="off" placeholder="e.g. The Skinny" aria-required />
                  </Field>
                </fieldset>
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-2"
                  aria-label={`Remove quote ${i + 1}${q.source.trim() ? ` (${q.source.trim()})` : ''}`}
                  onClick={() => {
                    edit((d) => ({ ...d, quotes: d.quotes.filter((x) => x.key !== q.key) }));
                    focusSoon('pk-add-quote');
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden /> Remove
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button id="pk-add-quote" variant="outline" className="justify-self-start" onClick={add} disabled={full}>
        <Plus className="h-4 w-4" aria-hidden /> Add quote
      </Button>
      <LimitNote shown={full} text={`Up to ${L.quotesMax} press quotes.`} />
    </Section>
  );
}
