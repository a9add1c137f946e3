// The band: name (suggested from the account's saved names and bios), tagline, genre and location.
import { GENRES, genreLabel } from '@shared/catalog/genres';
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import { GenreSelect } from '@client/components/genre-select';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Section, type SectionProps } from './section';

/** The kit keeps the genre as the page shows it ('Indie Rock'); the select speaks in slugs. */
const slugOfLabel = (label: string) => GENRES.find((g) => genreLabel(g) === label) ?? '';

export function IdentityFields({ draft, edit, errors, nameSuggestions }: SectionProps & { nameSuggestions: string[] }) {
  const set = (field: 'bandName' | 'tagline' | 'genre' | 'location', value: string) => edit((d) => ({ ...d, [field]: value }));
  return (
    <Section title="Your band">
      <Field id="pk-bandName" label="Band name" error={errors['pk-bandName']} hint={nameSuggestions.length > 0 ? 'Pick one of your saved names or type another.' : undefined}>
        <Input value={draft.bandName} onChange={(e) => set('bandName', e.target.value)} maxLength={L.bandNameMax} aria-required list={nameSuggestions.length > 0 ? 'pk-band-names' : undefined} autoComplete="off" />
      </Field>
      {nameSuggestions.length > 0 && (
        <datalist id="pk-band-names">
          {nameSuggestions.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      )}
      <Field id="pk-tagline" label={<>Tagline <Optional /></>} error={errors['pk-tagline']}>
        <Input value={draft.tagline} onChange={(e) => set('tagline', e.target.value)} maxLength={L.taglineMax} placeholder="One line that sums up your sound" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="pk-genre" label={<>Genre <Optional /></>} error={errors['pk-genre']}>
          <GenreSelect value={slugOfLabel(draft.genre)} onChange={(slug) => set('genre', slug ? genreLabel(slug) : '')} placeholderSelectable />
        </Field>
        <Field id="pk-location" label={<>Location <Optional /></>} error={errors['pk-location']}>
          <Input value={draft.location} onChange={(e) => set('location', e.target.value)} maxLength={L.locationMax} placeholder="e.g. Leeds, UK" />
        </Field>
      </div>
    </Section>
  );
}
