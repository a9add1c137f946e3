// The grouped genre list as a native select: keyboard type-ahead, mobile pickers and screen
// readers for free, and no select library in the home page's first load.
import { GENRE_GROUPS, GENRE_PLACEHOLDER, genreLabel } from '../../shared/catalog/genres';

export function GenreSelect({ id, value, onChange, required, placeholderSelectable }: { id: string; value: string; onChange: (genre: string) => void; required?: boolean; placeholderSelectable?: boolean }) {
  return (
    <select
      id={id}
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value)}
      className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
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
    </select>
  );
}
