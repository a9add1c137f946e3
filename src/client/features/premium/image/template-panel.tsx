// Genre Templates (Beta): band name, one of the seven template genres, optional influences and
// vibe, and one of that genre's three templates; the cover is drawn from the template's prompt.
import { useState, type FormEvent } from 'react';
import { Disc3 } from 'lucide-react';
import { genreLabel } from '@shared/catalog/genres';
import { TEMPLATE_GENRES } from '@shared/catalog/image-genres';
import { findTemplate, templatesForGenre } from '@shared/catalog/image-templates';
import type { StudioImage } from '@shared/contracts/studio';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Select } from '@client/components/ui/select';
import { cn } from '@client/lib/cn';
import { useGenerateTemplateImage } from './api/use-studio';
import { BandNameField, InfluencesAndVibe, optional } from './studio-fields';
import { MISSING } from './studio-messages';
import { templatePrompt } from './studio-requests';
import { toastFailure, toastMissing } from './studio-toasts';

const BAND_ID = 'image-template-band';
const GENRE_ID = 'image-template-genre';
const TEMPLATES_ID = 'image-template-list';

export function TemplatePanel({ onImage }: { onImage: (image: StudioImage) => void }) {
  const [bandName, setBandName] = useState('');
  const [genre, setGenre] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [influences, setInfluences] = useState('');
  const [vibe, setVibe] = useState('');
  const [tried, setTried] = useState(false);
  const draw = useGenerateTemplateImage();
  const templates = templatesForGenre(genre);
  const template = findTemplate(templateId);

  const chooseGenre = (next: string) => {
    setGenre(next);
    // A template belongs to one genre.
    setTemplateId('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draw.isPending) return;
    if (!bandName.trim() || !genre || !template) {
      setTried(true);
      toastMissing(MISSING.templateFields);
      const first = !bandName.trim() ? BAND_ID : !genre ? GENRE_ID : null;
      if (first) document.getElementById(first)?.focus();
      else document.querySelector<HTMLInputElement>(`#${TEMPLATES_ID} input[type=radio]`)?.focus();
      return;
    }
    draw.mutate(
      {
        prompt: templatePrompt(template.prompt, influences, vibe),
        bandName: bandName.trim(),
        genre,
        template: template.id,
        influences: optional(influences),
        vibe: optional(vibe),
      },
      { onSuccess: ({ image }) => onImage(image), onError: (err) => toastFailure('template', err) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Genre templates" className="grid gap-6">
      <p className="text-sm text-slate-700 dark:text-slate-300">Start from a ready-made cover design for your genre. Templates are in Beta: tell us what you would like to see.</p>
      <div className="grid gap-4 md:grid-cols-2">
        <BandNameField id={BAND_ID} value={bandName} onChange={setBandName} required error={tried && !bandName.trim() ? 'Band name required' : undefined} />
        {/* A plain Select, not OptionSelect: that would be one more chunk the home page's entry lists. */}
        <Field id={GENRE_ID} label="Genre" error={tried && !genre ? 'Genre required' : undefined}>
          <Select value={genre} onChange={(e) => chooseGenre(e.target.value)} required aria-required>
            <option value="" disabled>
              Select a genre
            </option>
            {TEMPLATE_GENRES.map((g) => (
              <option key={g} value={g}>
                {genreLabel(g)}
              </option>
            ))}
          </Select>
        </Field>
        <InfluencesAndVibe idPrefix="image-template" influences={influences} vibe={vibe} onInfluences={setInfluences} onVibe={setVibe} />
      </div>
      {genre ? (
        <fieldset id={TEMPLATES_ID}>
          <legend className="mb-2 text-sm font-semibold">Choose a {genreLabel(genre)} template</legend>
          <ul className="grid gap-2 md:grid-cols-3" data-testid="template-list">
            {templates.map((t) => {
              const selected = t.id === templateId;
              const id = `template-${t.id}`;
              return (
                <li key={t.id}>
                  <label
                    htmlFor={id}
                    className={cn('flex h-full cursor-pointer items-start gap-3 rounded-xl border p-3', selected ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/30' : 'border-slate-200 hover:border-brand-500 dark:border-slate-800')}
                  >
                    <input id={id} type="radio" name="image-template" value={t.id} checked={selected} onChange={() => setTemplateId(t.id)} className="mt-1 h-4 w-4 flex-none accent-brand-600" data-testid="template-radio" />
                    <span className="grid gap-1">
                      <span className="font-semibold">{t.name}</span>
                      <span className="text-sm text-slate-700 dark:text-slate-300">{t.description}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Choose a genre to see its templates.</p>
      )}
      <div>
        <Button type="submit" disabled={draw.isPending} data-testid="template-generate">
          <Disc3 className="h-4 w-4" aria-hidden /> {draw.isPending ? 'Generating Album Cover...' : 'Generate Album Cover'}
        </Button>
      </div>
    </form>
  );
}
