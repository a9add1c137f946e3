// Basic Info: band name (required), primary genre, its sub-genres, formation year, location, status.
import { BIO_GENRES, BIO_SUB_GENRES, CURRENT_STATUSES } from '@shared/catalog/bio-options';
import { BIO_LIMITS } from '@shared/contracts/writing';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { OptionSelect, plainOptions } from '@client/components/ui/option-select';
import { toggleValue, withGenre } from '../bio-form-state';
import { ChipToggleGroup } from './chip-toggle-group';
import { textChange, type SectionProps } from './form-props';

export const BAND_NAME_INPUT_ID = 'bio-band-name';

const GENRE_OPTIONS = plainOptions(BIO_GENRES);

export function BasicInfoFields({ form, edit, currentYear, bandNameError }: SectionProps & { currentYear: number; bandNameError?: string }) {
  const subGenres = BIO_SUB_GENRES[form.genre] ?? [];
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Field id={BAND_NAME_INPUT_ID} label="Band name" error={bandNameError}>
          <Input value={form.bandName} onChange={textChange(edit, 'bandName')} maxLength={BIO_LIMITS.bandNameMax} required aria-required autoComplete="off" placeholder="e.g. The Midnight Foxes" />
        </Field>
        <OptionSelect id="bio-genre" label="Primary genre" value={form.genre} options={GENRE_OPTIONS} onChange={(genre) => edit((f) => withGenre(f, genre))} />
      </div>
      {subGenres.length > 0 && (
        <ChipToggleGroup
          legend={
            <>
              {form.genre} sub-genres <Optional />
            </>
          }
          options={subGenres}
          selected={form.subGenres}
          onToggle={(sub) => edit((f) => ({ ...f, subGenres: toggleValue(f.subGenres, sub, subGenres) }))}
          testId="bio-sub-genres"
        />
      )}
      <div className="grid gap-6 md:grid-cols-3">
        <Field id="bio-formation-year" label="Formation year" hint={`${BIO_LIMITS.formationYearMin} to ${currentYear}`}>
          <Input type="number" inputMode="numeric" min={BIO_LIMITS.formationYearMin} max={currentYear} step={1} value={form.formationYear} onChange={textChange(edit, 'formationYear')} />
        </Field>
        <Field
          id="bio-location"
          label={
            <>
              Location <Optional />
            </>
          }
        >
          <Input value={form.location} onChange={textChange(edit, 'location')} maxLength={BIO_LIMITS.locationMax} placeholder="e.g. Leeds, UK" autoComplete="off" />
        </Field>
        <OptionSelect id="bio-status" label="Current status" value={form.currentStatus} options={CURRENT_STATUSES} onChange={(currentStatus) => edit((f) => ({ ...f, currentStatus }))} />
      </div>
    </div>
  );
}
