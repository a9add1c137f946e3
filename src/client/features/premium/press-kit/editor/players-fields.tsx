// Players: up to three share links from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music. The
// page shows each as the service's own player, loaded when a visitor clicks it; the contract says
// at once what is wrong with a link no service gives, and the server's save what is wrong with a
// Bandcamp page it could not read (or does not read, offline).
import { Plus } from 'lucide-react';
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Section, type SectionProps } from './section';

export function PlayersFields({ draft, edit, errors }: SectionProps) {
  const players = draft.players;
  const set = (i: number, value: string) => edit((d) => ({ ...d, players: d.players.map((p, j) => (j === i ? value : p)) }));
  const remove = (i: number) => edit((d) => ({ ...d, players: d.players.filter((_, j) => j !== i) }));
  const add = () => edit((d) => (d.players.length >= L.playersMax ? d : { ...d, players: [...d.players, ''] }));
  return (
    <Section
      title="Music players"
      hint="Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music. For Bandcamp, the album or track page’s link; if that is refused, its embed code (Share / Embed on your album). Visitors press play to load it."
    >
      {players.map((value, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field id={`pk-players-${i}`} label={`Player ${i + 1}`} error={errors[`pk-players-${i}`]}>
            <Input value={value} onChange={(e) => set(i, e.target.value)} maxLength={L.playerUrlMax} inputMode="url" autoComplete="off" placeholder="https://open.spotify.com/album/…" />
          </Field>
          <Button variant="outline" onClick={() => remove(i)} aria-label={`Remove player ${i + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <Button id="pk-add-player" variant="outline" className="justify-self-start" onClick={add} disabled={players.length >= L.playersMax} data-testid="pk-add-player">
        <Plus className="h-4 w-4" aria-hidden /> Add player
      </Button>
      {players.length >= L.playersMax && <p className="text-xs text-slate-600 dark:text-slate-400">Up to {L.playersMax} players.</p>}
    </Section>
  );
}
