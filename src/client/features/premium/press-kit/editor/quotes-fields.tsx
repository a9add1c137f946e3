// Press quotes: the words as pasted and who said them, up to the contract's limit. They reach the
// page as text, whatever they contain.
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { RemoveRowButton } from '@client/features/premium/shared/list-rows';
import { quoteRow } from '../press-kit-draft';
import { AddRowButton, draftRows } from './row-list';
import { Section, type SectionProps } from './section';

export function QuotesFields({ draft, edit, errors }: SectionProps) {
  const quotes = draftRows(draft, edit, 'quotes', L.quotesMax);
  return (
    <Section title="Press quotes">
      {quotes.rows.length > 0 && (
        <ol className="grid gap-3">
          {quotes.rows.map((q, i) => {
            const id = (field: string) => `pk-quotes-${q.key}-${field}`;
            return (
              <li key={q.key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="pk-quote">
                <fieldset className="grid gap-3">
                  <legend className="sr-only">Quote {i + 1}</legend>
                  <Field id={id('text')} label="Quote" error={errors[id('text')]}>
                    <Textarea rows={3} value={q.text} onChange={(e) => quotes.change(q.key, { text: e.target.value })} maxLength={L.quoteMax} aria-required />
                  </Field>
                  <Field id={id('source')} label="Source" error={errors[id('source')]}>
                    <Input value={q.source} onChange={(e) => quotes.change(q.key, { source: e.target.value })} maxLength={L.quoteSourceMax} autoComplete="off" placeholder="e.g. The Skinny" aria-required />
                  </Field>
                </fieldset>
                <RemoveRowButton noun="quote" index={i} name={q.source} onRemove={() => quotes.remove(q.key)} addButtonId="pk-add-quote" className="mt-2" />
              </li>
            );
          })}
        </ol>
      )}
      <AddRowButton id="pk-add-quote" label="Add quote" full={quotes.full} onAdd={() => quotes.add(quoteRow(), 'text')} limitText={`Up to ${L.quotesMax} press quotes.`} />
    </Section>
  );
}
