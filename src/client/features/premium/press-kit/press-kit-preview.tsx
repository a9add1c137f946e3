// What the public page will show, in its order (cover; name, tagline, genre · location, links and
// booking; then bio, members, upcoming shows, quotes), redrawn as the user types. Everything is
// text: React escapes it, and only http(s) addresses become links.
import { PRESS_KIT_LINKS, PRESS_KIT_LINK_LABELS } from '@shared/contracts/press-kit';
import { upcomingShows, type PressKitDraft } from './press-kit-draft';

const isWebLink = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '2026-04-02' → 'Thu 2 Apr 2026', as the page writes it. */
function showDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

function Heading({ children }: { children: string }) {
  return <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{children}</h4>;
}

export function PressKitPreview({ draft, today }: { draft: PressKitDraft; today: string }) {
  const name = draft.bandName.trim() || 'Your band name';
  const facts = [draft.genre.trim(), draft.location.trim()].filter(Boolean).join(' · ');
  const bio = draft.bioLong.trim() || draft.bioShort.trim();
  const members = draft.members.filter((m) => m.name.trim());
  const shows = upcomingShows(draft.shows, today).filter((s) => s.venue.trim() && s.city.trim());
  const quotes = draft.quotes.filter((q) => q.text.trim());
  const links = PRESS_KIT_LINKS.filter((l) => isWebLink(draft.links[l]));
  const email = draft.links.bookingEmail.trim();
  return (
    <article className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100" data-testid="pk-preview">
      {draft.imageUrl && <img src={draft.imageUrl} alt={`${name}: cover image`} className="aspect-square w-full rounded-xl object-cover" />}
      <header>
        <h3 className="font-display text-3xl font-bold tracking-tight" data-testid="pk-preview-name">
          {name}
        </h3>
        {draft.tagline.trim() && <p className="mt-1 text-lg text-slate-700 dark:text-slate-300">{draft.tagline.trim()}</p>}
        {facts && <p className="mt-1 text-sm font-medium text-slate-600 dark:text-slate-400">{facts}</p>}
        {(links.length > 0 || email) && (
          <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Links">
              {links.map((l) => (
                <li key={l}>
                  <a href={draft.links[l].trim()} target="_blank" rel="noopener noreferrer" className="inline-flex rounded-full border border-slate-300 px-3 py-1 underline-offset-2 hover:underline dark:border-slate-700">
                    {PRESS_KIT_LINK_LABELS[l]}
                  </a>
                </li>
              ))}
              {email && (
                <li>
                  <a href={`mailto:${email}`} className="inline-flex rounded-full border border-slate-300 px-3 py-1 underline-offset-2 hover:underline dark:border-slate-700">
                    Booking: {email}
                  </a>
                </li>
              )}
          </ul>
        )}
      </header>
      {bio && (
        <section className="grid gap-3 text-sm leading-relaxed" data-testid="pk-preview-bio">
          <Heading>About</Heading>
          {bio.split(/\n\s*\n/).map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p.replace(/^\*\*([^*\n]+)\*\*$/, '$1')}
            </p>
          ))}
        </section>
      )}
      {members.length > 0 && (
        <section>
          <Heading>Members</Heading>
          <ul className="mt-2 grid gap-1 text-sm">
            {members.map((m) => (
              <li key={m.key}>
                <span className="font-medium">{m.name.trim()}</span>
                {m.role.trim() && <span className="text-slate-600 dark:text-slate-400"> · {m.role.trim()}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {shows.length > 0 && (
        <section>
          <Heading>Upcoming shows</Heading>
          <ul className="mt-2 grid gap-1 text-sm" data-testid="pk-preview-shows">
            {shows.map((s) => (
              <li key={s.key}>
                <span className="font-medium">{showDate(s.date)}</span> · {s.venue.trim()}, {s.city.trim()}
                {isWebLink(s.ticketUrl) && (
                  <>
                    {' · '}
                    <a href={s.ticketUrl.trim()} target="_blank" rel="noopener noreferrer" className="underline">
                      Tickets
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {quotes.length > 0 && (
        <section>
          <Heading>Press</Heading>
          <div className="mt-2 grid gap-3">
            {quotes.map((q) => (
              <figure key={q.key} className="border-l-4 border-brand-600 pl-3 text-sm">
                <blockquote className="whitespace-pre-line">“{q.text.trim()}”</blockquote>
                {q.source.trim() && <figcaption className="mt-1 text-slate-600 dark:text-slate-400">{q.source.trim()}</figcaption>}
              </figure>
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
