// Fields the three studio tools share: the grouped image genre select, the band name, and the
// optional influences and vibe. (The genre select is not GenreSelect with other groups: a prop
// there would grow the home page's first load, which is at its budget; the two share only their
// options, GenreOptgroups.)
import type { ReactNode } from 'react';
import { IMAGE_GENRE_GROUPS } from '@shared/catalog/image-genres';
import { STUDIO_LIMITS } from '@shared/contracts/studio';
import { GenreOptgroups } from '@client/components/genre-select';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';

export function ImageGenreField({ id, value, onChange, error }: { id: string; value: string; onChange: (genre: string) => void; error?: string }) {
  return (
    <Field id={id} label="Genre" error={error}>
      <Select value={value} onChange={(e) => onChange(e.target.value)} required aria-required>
        <GenreOptgroups groups={IMAGE_GENRE_GROUPS} />
      </Select>
    </Field>
  );
}

export function BandNameField({ id, value, onChange, required = false, error }: { id: string; value: string; onChange: (name: string) => void; required?: boolean; error?: string }) {
  return (
    <Field id={id} label={required ? 'Band name' : <OptionalLabel>Band name</OptionalLabel>} error={error}>
      <Input value={value} onChange={(e) => onChange(e.target.value)} maxLength={STUDIO_LIMITS.bandNameMax} required={required} aria-required={required || undefined} autoComplete="off" placeholder="e.g. The Midnight Foxes" />
    </Field>
  );
}

export function InfluencesAndVibe({
  idPrefix,
  influences,
  vibe,
  onInfluences,
  onVibe,
}: {
  idPrefix: string;
  influences: string;
  vibe: string;
  onInfluences: (text: string) => void;
  onVibe: (text: string) => void;
}) {
  return (
    <>
      <Field id={`${idPrefix}-influences`} label={<OptionalLabel>Musical influences</OptionalLabel>}>
        <Input value={influences} onChange={(e) => onInfluences(e.target.value)} maxLength={STUDIO_LIMITS.influencesMax} autoComplete="off" placeholder="e.g. Joy Division, Mogwai" />
      </Field>
      <Field id={`${idPrefix}-vibe`} label={<OptionalLabel>Vibe</OptionalLabel>}>
        <Input value={vibe} onChange={(e) => onVibe(e.target.value)} maxLength={STUDIO_LIMITS.vibeMax} autoComplete="off" placeholder="e.g. cold, lonely, hopeful" />
      </Field>
    </>
  );
}

function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <Optional />
    </>
  );
}

/** Text or undefined, as the requests' optional fields want it. */
export function optional(text: string): string | undefined {
  return text.trim() || undefined;
}
