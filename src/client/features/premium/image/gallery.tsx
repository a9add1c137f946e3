// 'Generated Images (n)': every studio image kept in the account, newest first.
import type { UseQueryResult } from '@tanstack/react-query';
import type { StudioImage } from '@shared/contracts/studio';
import { toast } from '@client/components/ui/use-toast';
import { useDeleteStudioImage } from '@client/features/premium/api/gallery';
import { failureDescription } from '@client/features/premium/bio/error-messages';
import { GalleryItem } from './gallery-item';
import { toastFailure } from './studio-toasts';

export const GALLERY_HEADING_ID = 'image-gallery-heading';

export function Gallery({ gallery, onImage }: { gallery: UseQueryResult<StudioImage[]>; onImage: (image: StudioImage) => void }) {
  const remove = useDeleteStudioImage();
  const items = gallery.data ?? [];

  const onDelete = (image: StudioImage) =>
    remove.mutate(image, {
      onSuccess: () => {
        toast({ title: 'Image deleted', description: 'It is removed from your gallery and your Library.' });
        // The focused button went with its image.
        document.getElementById(GALLERY_HEADING_ID)?.focus();
      },
      onError: (err) => toastFailure('delete', err),
    });

  return (
    <section aria-labelledby={GALLERY_HEADING_ID} data-testid="image-gallery">
      <h2 id={GALLERY_HEADING_ID} tabIndex={-1} className="text-xl font-bold" data-testid="image-gallery-heading">
        Generated Images ({items.length})
      </h2>
      <div className="mt-4">
        {gallery.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Loading your images...
          </p>
        ) : gallery.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {failureDescription(gallery.error, 'Your images could not be loaded. Please try again.')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="image-gallery-empty">
            No images yet. The images you make are kept here and in your Library, on any device you sign in on.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="image-gallery-list">
            {items.map((image) => (
              <GalleryItem key={image.id} image={image} onImage={onImage} onDelete={onDelete} deleting={remove.isPending && remove.variables?.id === image.id} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
