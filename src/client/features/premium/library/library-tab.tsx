// The Library tab: everything the account keeps (saved names, bios, taglines, e-mails, images),
// newest first, filtered by kind; a bio, e-mail or image opens in its tool, a name or tagline is
// copied. An image shows its thumbnail (the gallery's display copy) and is deleted through the
// studio, which also removes its picture.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Work, WorkKind } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/clipboard';
import { cn } from '@client/lib/cn';
import { useDeleteWork } from '../api/delete-work';
import { useLibraryPages } from '../api/library';
import { galleryQueryOptions, useDeleteStudioImage } from '../api/gallery';
import { failureDescription } from '../bio/error-messages';
import { imageAlt } from '../image/studio-requests';
import { LibraryItem } from './library-item';
import { KIND_LABEL, LIBRARY_FILTERS } from './work-kinds';

export function LibraryTab({ onOpenWork }: { onOpenWork: (tool: 'bio' | 'email' | 'image', workId: number) => void }) {
  const [kind, setKind] = useState<WorkKind | 'all'>('all');
  const library = useLibraryPages(kind === 'all' ? undefined : kind);
  const items = library.data?.pages.flatMap((p) => p.items) ?? [];
  const deleteWork = useDeleteWork();
  const deleteImage = useDeleteStudioImage();
  const hasImages = items.some((w) => w.kind === 'image');
  const gallery = useQuery({ ...galleryQueryOptions(), enabled: hasImages });
  const galleryImage = (id: number) => gallery.data?.find((image) => image.id === id);

  const open = async (work: Work) => {
    if (work.kind === 'bio' || work.kind === 'email' || work.kind === 'image') {
      onOpenWork(work.kind, work.id);
      return;
    }
    const text = work.kind === 'name' ? work.title : work.body;
    if (await copyText(text)) toast({ title: 'Copied!', description: `"${text}" is on your clipboard.`, variant: 'success' });
    else toast({ title: 'Copy Failed', description: 'Could not copy to clipboard.', variant: 'destructive' });
  };

  const callbacks = (work: Work) => ({
    onSuccess: () => toast({ title: 'Deleted', description: `The ${KIND_LABEL[work.kind].toLowerCase()} "${work.title}" was deleted.` }),
    onError: (err: unknown) => {
      console.warn('deleting a library item failed', err);
      toast({ title: 'Could not delete', description: failureDescription(err, 'Please try again.'), variant: 'destructive' });
    },
  });
  const remove = (work: Work) => {
    const image = work.kind === 'image' ? galleryImage(work.id) : undefined;
    if (image) deleteImage.mutate(image, callbacks(work));
    else deleteWork.mutate(work, callbacks(work));
  };

  return (
    <section aria-labelledby="library-heading" data-testid="library">
      <h2 id="library-heading" className="text-xl font-bold">
        Your library
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Everything you make is kept in your account, newest first, on any device you sign in on.</p>
      <div role="group" aria-label="Show" className="mt-4 flex flex-wrap gap-2" data-testid="library-filter">
        {LIBRARY_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={kind === f.value}
            onClick={() => setKind(f.value)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium',
              kind === f.value ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:border-brand-500 dark:border-slate-700',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="mt-5">
        {library.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Loading your library...
          </p>
        ) : library.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {failureDescription(library.error, 'Your library could not be loaded. Please try again.')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="library-empty">
            Nothing here yet: names you copy, and the bios, taglines, e-mails and images you generate, are kept here.
          </p>
        ) : (
          <ul className="grid gap-3" data-testid="library-list">
            {items.map((work) => {
              const image = work.kind === 'image' ? galleryImage(work.id) : undefined;
              return <LibraryItem key={work.id} work={work} thumbnail={image && { url: image.imageUrl, alt: imageAlt(image) }} onOpen={(w) => void open(w)} onDelete={remove} />;
            })}
          </ul>
        )}
        {library.hasNextPage && (
          <Button variant="outline" className="mt-4" onClick={() => void library.fetchNextPage()} disabled={library.isFetchingNextPage} data-testid="library-more">
            {library.isFetchingNextPage ? 'Loading...' : 'Show older work'}
          </Button>
        )}
      </div>
    </section>
  );
}
