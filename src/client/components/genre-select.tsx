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
      {GENRE_GROUPS.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.genres.map((g) => (
            <option key={g} value={g}>
              {genreLabel(g)}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
