// The cover: one of the user's studio images (thumbnails, one choice, like radio buttons because
// they are radio buttons) or no image. A chosen image that left the gallery stays choosable.
import type { StudioImage } from '@shared/contracts/studio';
import { cn } from '@client/lib/cn';
import { Section, type SectionProps } from './section';

interface Choice {
  url: string | null;
  label: string;
}

const shortPrompt = (prompt: string) => (prompt.length > 80 ? `${prompt.slice(0, 79)}…` : prompt);

export function ImagePicker({ draft, edit, errors, images, loading }: SectionProps & { images: StudioImage[]; loading: boolean }) {
  const choices: Choice[] = [
    { url: null, label: 'No image' },
    ...images.map((image, i) => ({ url: image.imageUrl, label: `Studio image ${i + 1}: ${shortPrompt(image.prompt)}` })),
  ];
  if (draft.imageUrl && !images.some((i) => i.imageUrl === draft.imageUrl)) choices.push({ url: draft.imageUrl, label: 'The image chosen before' });
  return (
    <Section
      title="Cover image"
      hint={images.length === 0 && !loading ? 'Make a picture in the Image Generator tab and it appears here.' : 'The picture at the top of the page and the one-sheet.'}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="pk-images">
        {choices.map((c, i) => {
          const id = `pk-image-${i}`;
          const checked = draft.imageUrl === c.url;
          return (
            <label
              key={c.url ?? 'none'}
              htmlFor={id}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-1 text-xs has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 dark:border-brand-300' : 'border-slate-200 dark:border-slate-800',
              )}
            >
              <input id={id} type="radio" name="pk-image" className="sr-only" checked={checked} onChange={() => edit((d) => ({ ...d, imageUrl: c.url }))} data-testid="pk-image-choice" />
              {c.url ? (
                <img src={c.url} alt={c.label} className="aspect-square w-full rounded-lg object-cover" loading="lazy" />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">No image</span>
              )}
              {checked && <span className="px-1 font-semibold text-brand-800 dark:text-brand-200">Chosen</span>}
            </label>
          );
        })}
      </div>
      {errors['pk-imageUrl'] && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors['pk-imageUrl']}
        </p>
      )}
    </Section>
  );
}
