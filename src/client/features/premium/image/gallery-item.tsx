// One gallery image: when and how it was made, the picture, Download (the PNG), Delete, and
// 'Suggest Changes', which opens a box for a variation of this image.
import { useState, type FormEvent } from 'react';
import { Download, Info, MessageSquarePlus, Sparkles, Trash2 } from 'lucide-react';
import { STUDIO_LIMITS, artworkFileName, type ImageSource, type StudioImage } from '@shared/contracts/studio';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { EngineBadge } from '@client/features/premium/bio/result/engine-badge';
import { saveBlob } from '@client/lib/download';
import { downloadImage } from './api/studio-api';
import { useGenerateImage } from './api/use-studio';
import { MISSING } from './studio-messages';
import { artStyleLabel, imageAlt, variationRequest } from './studio-requests';
import { toastFailure, toastMissing } from './studio-toasts';

const SOURCE_LABEL: Record<ImageSource, string> = {
  lyrics: 'From lyrics',
  description: 'From a description',
  concept: 'From a concept',
  template: 'From a template',
  variation: 'Variation',
};

/** The id of an image's entry, which the tab scrolls to and focuses when the image is new. */
export const galleryItemId = (id: number) => `studio-image-${id}`;

export function GalleryItem({ image, onImage, onDelete, deleting }: { image: StudioImage; onImage: (image: StudioImage) => void; onDelete: (image: StudioImage) => void; deleting: boolean }) {
  const [suggesting, setSuggesting] = useState(false);
  const [changes, setChanges] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [broken, setBroken] = useState(false);
  const vary = useGenerateImage();
  const id = galleryItemId(image.id);
  const date = new Date(image.createdAt);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadImage(image.imageUrl), artworkFileName(new Date()));
    } catch (err) {
      toastFailure('download', err);
    } finally {
      setDownloading(false);
    }
  };

  const createVariation = (e: FormEvent) => {
    e.preventDefault();
    if (vary.isPending) return;
    if (!changes.trim()) {
      toastMissing(MISSING.changes);
      document.getElementById(`${id}-changes`)?.focus();
      return;
    }
    vary.mutate(variationRequest(image, changes), {
      onSuccess: ({ image: made }) => {
        setChanges('');
        setSuggesting(false);
        onImage(made);
      },
      onError: (err) => toastFailure('variation', err),
    });
  };

  return (
    <li id={id} className="grid scroll-mt-24 content-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="gallery-item" data-image-id={image.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} tabIndex={-1} className="text-sm font-semibold">
          {SOURCE_LABEL[image.source]}
          {image.bandName && <span className="font-normal"> for {image.bandName}</span>}
        </h3>
        <time dateTime={image.createdAt} className="text-xs text-slate-600 dark:text-slate-400" data-testid="gallery-item-time">
          {Number.isNaN(date.getTime()) ? image.createdAt : date.toLocaleString()}
        </time>
      </div>
      {broken ? (
        <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-200 text-lg font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200" role="img" aria-label={imageAlt(image)}>
          {artStyleLabel(image.artStyle)}
        </div>
      ) : (
        <img src={image.imageUrl} alt={imageAlt(image)} width={1024} height={1024} loading="lazy" decoding="async" className="aspect-square w-full rounded-xl object-cover shadow" onError={() => setBroken(true)} data-testid="gallery-image" />
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
        <span>{artStyleLabel(image.artStyle)}</span>
        <EngineBadge isAIGenerated={image.isAIGenerated} />
      </div>
      {image.note && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-500 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-50" data-testid="gallery-item-note">
          <Info className="mt-0.5 h-4 w-4 flex-none" aria-hidden /> {image.note}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void download()} disabled={downloading} data-testid="gallery-download">
          <Download className="h-4 w-4" aria-hidden /> {downloading ? 'Downloading...' : 'Download'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setSuggesting((s) => !s)} aria-expanded={suggesting} aria-controls={`${id}-variation`} data-testid="gallery-suggest">
          <MessageSquarePlus className="h-4 w-4" aria-hidden /> Suggest Changes
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(image)} disabled={deleting} className="text-red-700 dark:text-red-400" data-testid="gallery-delete">
          <Trash2 className="h-4 w-4" aria-hidden /> {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
      <form id={`${id}-variation`} hidden={!suggesting} onSubmit={createVariation} noValidate aria-label="Suggest changes" className="grid gap-2">
        <Field id={`${id}-changes`} label="What should change?" hint="e.g. make it red, at night, add a moon, darker, bigger title.">
          <Textarea value={changes} onChange={(e) => setChanges(e.target.value)} rows={3} maxLength={STUDIO_LIMITS.changesMax} data-testid="gallery-changes" />
        </Field>
        <div>
          <Button type="submit" size="sm" disabled={vary.isPending} data-testid="gallery-variation">
            <Sparkles className="h-4 w-4" aria-hidden /> {vary.isPending ? 'Creating Variation...' : 'Create Variation'}
          </Button>
        </div>
      </form>
    </li>
  );
}
