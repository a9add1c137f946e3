// The image studio's gallery, kept in the account (GET /api/premium/images, newest first, and
// DELETE /api/premium/images/:id, which also removes the picture). Here rather than in the image
// tool because the Library shows the same images: the hub page loads this small module without
// the studio. Typed by the contract only (no zod), as the hub's first load wants.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioImage } from '@shared/contracts/studio';
import { apiRequest } from '@client/lib/api';
import { libraryRootKey } from './library';

export const galleryKey = ['/api/premium/images'] as const;

export async function fetchGallery(): Promise<StudioImage[]> {
  return ((await (await apiRequest('GET', '/api/premium/images')).json()) as { items: StudioImage[] }).items;
}

export function galleryQueryOptions() {
  return queryOptions({ queryKey: galleryKey, queryFn: fetchGallery });
}

export async function deleteStudioImage(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/premium/images/${id}`);
}

/** Deletes an image: it leaves the gallery at once, and the Library's lists are refetched. */
export function useDeleteStudioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: StudioImage) => deleteStudioImage(image.id),
    onSuccess: (_, image) => {
      queryClient.setQueryData<StudioImage[]>(galleryKey, (items) => items?.filter((i) => i.id !== image.id));
      // Not awaited: the button need not wait for the Library's lists.
      void queryClient.invalidateQueries({ queryKey: libraryRootKey });
    },
  });
}
