// The collapsible art-style picker: the 24 styles as one radio group (Digital Art by default) and
// a free text for artists or a style of one's own. Closed, its button says which style is chosen.
import { useState } from 'react';
import { ChevronsUpDown, Palette } from 'lucide-react';
import { ART_STYLE_NOTES, ART_STYLES, type ArtStyle } from '@shared/catalog/art-styles';
import { STUDIO_LIMITS } from '@shared/contracts/studio';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { artStyleLabel } from './studio-requests';

export interface ArtStyleChoice {
  artStyle: ArtStyle;
  customArtists: string;
}

export function ArtStylePicker({ idPrefix, value, onChange }: { idPrefix: string; value: ArtStyleChoice; onChange: (next: ArtStyleChoice) => void }) {
  const [open, setOpen] = useState(false);
  const regionId = `${idPrefix}-art-styles`;
  return (
    <div className="rounded-xl border border-slate-200 dark:border-slate-800">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold hover:bg-slate-50 dark:hover:bg-slate-800/60"
        data-testid={`${idPrefix}-art-style-toggle`}
      >
        <span className="inline-flex items-center gap-2">
          <Palette className="h-4 w-4" aria-hidden /> Art style: {artStyleLabel(value.artStyle)}
          {value.customArtists.trim() && <span className="font-normal text-slate-600 dark:text-slate-400">+ your artists or style</span>}
        </span>
        <ChevronsUpDown className="h-4 w-4" aria-hidden />
      </button>
      <div id={regionId} hidden={!open} className="grid gap-4 border-t border-slate-200 p-4 dark:border-slate-800">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Art style</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {ART_STYLES.map((style) => {
              const id = `${idPrefix}-style-${style}`;
              const checked = value.artStyle === style;
              return (
                <label
                  key={style}
                  htmlFor={id}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                    checked ? 'border-brand-600 bg-brand-50 font-semibold dark:bg-brand-900/30' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700',
                  )}
                >
                  <input id={id} type="radio" name={`${idPrefix}-art-style`} value={style} checked={checked} onChange={() => onChange({ ...value, artStyle: style })} className="h-4 w-4 accent-brand-600" />
                  {artStyleLabel(style)}
                </label>
              );
            })}
          </div>
          {ART_STYLE_NOTES[value.artStyle] && (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid={`${idPrefix}-art-style-note`}>
              {artStyleLabel(value.artStyle)}: {ART_STYLE_NOTES[value.artStyle]}
            </p>
          )}
        </fieldset>
        <Field
          id={`${idPrefix}-custom-artists`}
          label={
            <>
              Custom artists or style <Optional />
            </>
          }
          hint="Name artists or describe a look of your own, e.g. 'Storm Thorgerson, surreal photography'."
        >
          <Input value={value.customArtists} onChange={(e) => onChange({ ...value, customArtists: e.target.value })} maxLength={STUDIO_LIMITS.customArtistsMax} autoComplete="off" />
        </Field>
      </div>
    </div>
  );
}
