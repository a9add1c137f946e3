// The grouped genre list as a native select: keyboard type-ahead, mobile pickers and screen
// readers for free, and no select library in the home page's first load. Inside a Field it takes
// the field's id; outside one, pass id.
import type { ComponentProps } from 'react';
import { GENRE_GROUPS, GENRE_PLACEHOLDER, genreLabel } from '@shared/catalog/genres';
import { Select } from './ui/select';

type GenreSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (genre: string) => void;
  placeholderSelectable?: boolean;
};

export function GenreSelect({ value, onChange, placeholderSelectable, ...props }: GenreSelectProps) {
  return (
    <Select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="" disabled={!placeholderSelectable}>
        {GENRE_PLACEHOLDER}
      </option>
      <GenreOptgroups groups={GENRE_GROUPS} />
    </Select>
  );
}

/** The options of a grouped genre list; the studio's image genre select shows other groups. */
export function GenreOptgroups({ groups }: { groups: readonly { label: string; genres: readonly string[] }[] }) {
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.genres.map((g) => (
        <option key={g} value={g}>
          {genreLabel(g)}
        </option>
      ))}
    </optgroup>
  ));
}
