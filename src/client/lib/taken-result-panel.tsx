// The whole answer of "Is it taken?" for one name, in one panel: known bands (the shipped list and,
// when online checks ran, MusicBrainz, iTunes and Deezer, each with its link), sound-alikes, web
// addresses, and handle ideas with their links, then which checks ran. Plain markup, no heavy
// imports: it loads with the field.
import type { AvailabilityResponse, DomainResult, HandleNetwork, SourceResult } from '@shared/contracts/taken';

const SOURCE_NAME: Record<SourceResult['source'], string> = { musicbrainz: 'MusicBrainz', itunes: 'iTunes', deezer: 'Deezer' };
const NETWORK_NAME: Record<HandleNetwork, string> = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', x: 'X' };
const DOMAIN_WORD: Record<DomainResult['status'], string> = { free: 'Free', taken: 'Taken', 'could-not-tell': 'Could not tell', 'no-rdap': 'No RDAP service: not checked' };
const TONE = {
  bad: 'text-red-700 dark:text-red-400',
  warn: 'text-amber-800 dark:text-amber-300',
  good: 'text-emerald-700 dark:text-emerald-400',
  plain: 'text-slate-600 dark:text-slate-400',
} as const;
const LINK = 'font-medium underline text-brand-700 dark:text-brand-300';

const offlineMatches = (r: AvailabilityResponse) => r.matches.filter((m) => m.source === 'wikidata' || m.source === 'well-known');

/** Which checks ran, in words, for the panel's last line. */
export function checksRanSentence(r: AvailabilityResponse): string {
  const base = 'Checked: our list of real bands and sound-alikes';
  if (r.online.state === 'off') return `${base}. MusicBrainz, iTunes, Deezer and web addresses were not checked: online checks are off on this site.`;
  if (r.online.state === 'limit') return `${base}. Today's online checks are used up, so MusicBrainz, iTunes, Deezer and web addresses were not checked; they start again at 00:00 UTC.`;
  const left = r.online.remaining === null ? '' : ` ${r.online.remaining} online check${r.online.remaining === 1 ? '' : 's'} left today.`;
  return `${base}, MusicBrainz, iTunes, Deezer and ${r.domains.length} web addresses.${left}`;
}

function SourceLine({ result }: { result: SourceResult }) {
  const name = SOURCE_NAME[result.source];
  const tone = result.status === 'taken' ? TONE.bad : result.status === 'close' ? TONE.warn : result.status === 'free' ? TONE.good : TONE.plain;
  const word = result.status === 'taken' ? 'Taken there' : result.status === 'close' ? 'Close' : result.status === 'free' ? 'Not found' : 'Could not check';
  return (
    <li data-testid={`taken-source-${result.source}`} data-status={result.status}>
      <span className="font-semibold">{name}:</span> <span className={tone}>{word}</span>
      {result.matches.map((m, i) => (
        <span key={`${m.name}-${i}`}>
          {i === 0 ? ' ' : ', '}
          {m.link ? (
            <a href={m.link} target="_blank" rel="noopener noreferrer" className={LINK}>
              {m.name}
            </a>
          ) : (
            m.name
          )}
        </span>
      ))}
    </li>
  );
}

export function TakenResultPanel({ result }: { result: AvailabilityResponse }) {
  const listed = offlineMatches(result);
  const exact = listed.find((m) => m.kind === 'exact' || m.kind === 'normalised');
  const alikes = listed.filter((m) => m.kind === 'sound-alike' || m.kind === 'close-spelling');
  return (
    <div className="grid gap-3 text-sm" data-testid="taken-panel">
      <section>
        <h3 className="font-semibold">Known bands</h3>
        <ul className="mt-1 grid gap-0.5">
          <li data-testid="taken-source-list" data-status={exact ? 'taken' : 'free'}>
            <span className="font-semibold">Our list:</span>{' '}
            {exact ? <span className={TONE.bad}>Taken: a band called {exact.name} exists</span> : <span className={TONE.good}>Not found</span>}
          </li>
          {result.sources.map((s) => (
            <SourceLine key={s.source} result={s} />
          ))}
        </ul>
      </section>
      {alikes.length > 0 && (
        <section data-testid="taken-sound-alikes">
          <h3 className="font-semibold">Sound-alikes</h3>
          <p className={TONE.warn}>Sounds like or is spelled close to {alikes.map((m) => m.name).join(', ')}.</p>
        </section>
      )}
      {result.domains.length > 0 && (
        <section>
          <h3 className="font-semibold">Web addresses</h3>
          <ul className="mt-1 grid gap-0.5 sm:grid-cols-2" data-testid="taken-domains">
            {result.domains.map((d) => (
              <li key={d.domain} data-testid="taken-domain" data-status={d.status}>
                <span className="font-mono">{d.domain}</span>: <span className={d.status === 'free' ? TONE.good : d.status === 'taken' ? TONE.bad : TONE.plain}>{DOMAIN_WORD[d.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section data-testid="taken-handles">
        <h3 className="font-semibold">Handle ideas</h3>
        <p className={TONE.plain}>These handles are not checked: no network lets a site ask. Open each link to see whether it is free.</p>
        <ul className="mt-1 grid gap-0.5">
          {result.handles
            .filter((h) => h.handles.length > 0)
            .map((h) => (
              <li key={h.network}>
                <span className="font-semibold">{NETWORK_NAME[h.network]}:</span>{' '}
                {h.handles.map((x, i) => (
                  <span key={x.handle}>
                    {i > 0 && ', '}
                    <a href={x.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                      @{x.handle}
                    </a>
                  </span>
                ))}
              </li>
            ))}
        </ul>
      </section>
      <p className={TONE.plain} data-testid="taken-checks-ran">
        {checksRanSentence(result)}
      </p>
    </div>
  );
}
