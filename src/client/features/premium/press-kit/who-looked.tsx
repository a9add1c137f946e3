// Who looked: the kit's views, PDF and photo downloads and plays over the last days, per source,
// and the tracked links the band makes for its contacts ('for The Brudenell') with when each was
// opened and what was downloaded through it. Counted by the site itself, once per visit, never for
// a browser that asks not to be tracked.
import { useState, type FormEvent } from 'react';
import { PRESS_KIT_LIMITS as L, type PressKit, type PressKitActivityCounts } from '@shared/contracts/press-kit';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useActivity, useCreateTrackedLink, useDeleteTrackedLink } from './api/press-kit-activity';
import { kitFailure } from './failure-text';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Not opened yet');

function countsText(c: PressKitActivityCounts): string {
  return `${c.view} ${c.view === 1 ? 'view' : 'views'} · ${c.pdf} PDF ${c.pdf === 1 ? 'download' : 'downloads'} · ${c.photos} photo ${c.photos === 1 ? 'download' : 'downloads'} · ${c.play} ${c.play === 1 ? 'play' : 'plays'}`;
}

export function WhoLooked({ kit }: { kit: PressKit | null }) {
  const activity = useActivity(kit !== null);
  const create = useCreateTrackedLink();
  const remove = useDeleteTrackedLink();
  const [label, setLabel] = useState('');
  if (!kit) return null;
  const data = activity.data;
  const totals = (data?.days ?? []).reduce((t, d) => ({ view: t.view + d.view, pdf: t.pdf + d.pdf, photos: t.photos + d.photos, play: t.play + d.play }), { view: 0, pdf: 0, photos: 0, play: 0 });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (label.trim()) create.mutate(label.trim(), { onSuccess: () => setLabel('') });
  };

  return (
    <section aria-labelledby="pk-looked-heading" className="grid gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800" data-testid="pk-who-looked">
      <h2 id="pk-looked-heading" className="text-lg font-semibold">
        Who looked
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="pk-looked-totals">
        Last {L.viewsDays} days: {countsText(totals)}
      </p>
      {data && data.days.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">PDFs</th>
              <th scope="col">Photos</th>
              <th scope="col">Plays</th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{d.view}</td>
                <td>{d.pdf}</td>
                <td>{d.photos}</td>
                <td>{d.play}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <label htmlFor="pk-tracked-label" className="grid gap-1 text-sm font-medium">
          Make a tracked link for one contact
          <Input id="pk-tracked-label" value={label} onChange={(e) => setLabel(e.target.value)} maxLength={L.trackedLabelMax} placeholder="e.g. for The Brudenell" />
        </label>
        <Button type="submit" disabled={!label.trim() || create.isPending || !kit.slug}>
          Make link
        </Button>
      </form>
      {!kit.slug && <p className="text-sm text-slate-600 dark:text-slate-400">Publish the kit first: tracked links lead to its page.</p>}
      {create.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {kitFailure(create.error)}
        </p>
      )}
      {data && data.links.length > 0 && (
        <ul className="grid gap-3" data-testid="pk-tracked-links">
          {data.links.map((link) => (
            <li key={link.id} className="grid gap-1 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800" data-testid="pk-tracked-link">
              <strong>{link.label}</strong>
              <Input readOnly value={link.url} aria-label={`Link ${link.label}`} onFocus={(e) => e.target.select()} data-testid="pk-tracked-url" />
              <span data-testid="pk-tracked-opened">Opened: {link.firstOpenedAt ? `first ${when(link.firstOpenedAt)}, last ${when(link.lastOpenedAt)}` : when(null)}</span>
              <span data-testid="pk-tracked-counts">{countsText(link.counts)}</span>
              <Button variant="outline" size="sm" className="justify-self-start" onClick={() => remove.mutate(link.id)} disabled={remove.isPending}>
                Delete the link {link.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">Counted by this site once per visit, with nothing about the visitor kept; browsers that ask not to be tracked are not counted.</p>
    </section>
  );
}
