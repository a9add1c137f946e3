// Upcoming shows: date, venue, city and an optional ticket link, up to the contract's limit. A
// show whose day has passed stays in the kit but is flagged: the page leaves it out by itself.
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { RemoveRowButton } from '@client/features/premium/shared/list-rows';
import { isPastShow, showRow } from '../press-kit-draft';
import { AddRowButton, draftRows } from './row-list';
import { Section, type SectionProps } from './section';

export function ShowsFields({ draft, edit, errors, today }: SectionProps & { today: string }) {
  const shows = draftRows(draft, edit, 'shows', L.showsMax);
  return (
    <Section title="Upcoming shows" hint="Past shows drop off the page by themselves.">
      {shows.rows.length > 0 && (
        <ol className="grid gap-3">
          {shows.rows.map((s, i) => {
            const past = isPastShow(s.date, today);
            const id = (field: string) => `pk-shows-${s.key}-${field}`;
            return (
              <li key={s.key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="pk-show">
                <fieldset className="grid gap-3 sm:grid-cols-2">
                  <legend className="sr-only">Show {i + 1}</legend>
                  <Field id={id('date')} label="Date" error={errors[id('date')]} hint={past ? 'Past — not shown on the page' : undefined}>
                    <Input type="date" value={s.date} onChange={(e) => shows.change(s.key, { date: e.target.value })} aria-required />
                  </Field>
                  <Field id={id('venue')} label="Venue" error={errors[id('venue')]}>
                    <Input value={s.venue} onChange={(e) => shows.change(s.key, { venue: e.target.value })} maxLength={L.venueMax} autoComplete="off" aria-required />
                  </Field>
                  <Field id={id('city')} label="City" error={errors[id('city')]}>
                    <Input value={s.city} onChange={(e) => shows.change(s.key, { city: e.target.value })} maxLength={L.cityMax} autoComplete="off" aria-required />
                  </Field>
                  <Field id={id('ticketUrl')} label={<>Ticket link <Optional /></>} error={errors[id('ticketUrl')]}>
                    <Input type="url" inputMode="url" value={s.ticketUrl} onChange={(e) => shows.change(s.key, { ticketUrl: e.target.value })} maxLength={L.urlMax} placeholder="https://" />
                  </Field>
                </fieldset>
                <div className="mt-2 flex items-center justify-between gap-3">
                  {past ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50" data-testid="pk-show-past">
                      past — not shown on the page
                    </span>
                  ) : (
                    <span />
                  )}
                  <RemoveRowButton noun="show" index={i} name={s.venue} onRemove={() => shows.remove(s.key)} addButtonId="pk-add-show" />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <AddRowButton id="pk-add-show" label="Add show" full={shows.full} onAdd={() => shows.add(showRow(), 'date')} limitText={`Up to ${L.showsMax} shows.`} />
    </Section>
  );
}
