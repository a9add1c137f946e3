// The Image Generator tab of the premium hub (premium-and-admin.md sections 2-5, 7-9): Lyrics
// Analysis (the default), Custom Concept and Genre Templates (Beta) above the gallery. The three
// tools stay mounted while another is shown, so a switch loses no lyrics, concepts or choices.
// Each new image joins the gallery at its head and, 100 ms later, is scrolled to and focused; an
// image opened from the Library (workId) is scrolled to once the gallery has loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioImage } from '@shared/contracts/studio';
import { Tabs } from '@client/components/ui/tabs';
import { useGallery } from './api/use-studio';
import { ConceptPanel } from './concept-panel';
import { Gallery } from './gallery';
import { galleryItemId } from './gallery-item';
import { LyricsPanel } from './lyrics-panel';
import { GALLERY_SCROLL_DELAY_MS } from './studio-requests';
import { TemplatePanel } from './template-panel';

const SUB_TABS = [
  { id: 'lyrics', label: 'Lyrics Analysis' },
  { id: 'concept', label: 'Custom Concept' },
  { id: 'templates', label: 'Genre Templates (Beta)' },
] as const;
type SubTab = (typeof SUB_TABS)[number]['id'];

export function ImageTab({ workId }: { workId?: number }) {
  const [tab, setTab] = useState<SubTab>('lyrics');
  const gallery = useGallery();
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reveal = useCallback((imageId: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const id = galleryItemId(imageId);
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
    }, GALLERY_SCROLL_DELAY_MS);
  }, []);

  const showNewImage = useCallback(
    (image: StudioImage) => {
      setAnnouncement(`New image added to the gallery at ${new Date(image.createdAt).toLocaleTimeString()}.`);
      reveal(image.id);
    },
    [reveal],
  );

  const revealed = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (workId == null || revealed.current === workId || !gallery.data?.some((image) => image.id === workId)) return;
    revealed.current = workId;
    reveal(workId);
  }, [workId, gallery.data, reveal]);

  return (
    <div className="grid gap-8" data-testid="image-tab">
      <section aria-labelledby="image-studio-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="image-studio-heading" className="text-xl font-bold">
          Image Generator
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Artwork from your lyrics, a concept of your own or a genre template, kept in your gallery.</p>
        <Tabs label="Image tools" items={SUB_TABS} value={tab} onChange={setTab} idPrefix="image-sub" className="mt-4">
          <div hidden={tab !== 'lyrics'}>
            <LyricsPanel onImage={showNewImage} />
          </div>
          <div hidden={tab !== 'concept'}>
            <ConceptPanel onImage={showNewImage} />
          </div>
          <div hidden={tab !== 'templates'}>
            <TemplatePanel onImage={showNewImage} />
          </div>
        </Tabs>
      </section>
      <p role="status" aria-live="polite" className="sr-only" data-testid="image-status">
        {announcement}
      </p>
      <Gallery gallery={gallery} onImage={showNewImage} />
    </div>
  );
}

export default ImageTab;
