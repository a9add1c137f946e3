// The studio's queries and mutations. The gallery is one query (premium/api/gallery.ts); a new
// image is put at its head from the answer, so nothing is fetched again. Studio images are
// Library entries too, so each new one refreshes the Library's lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateImageResponse, StudioImage } from '@shared/contracts/studio';
import { galleryKey, galleryQueryOptions } from '@client/features/premium/api/gallery';
import { libraryRootKey } from '@client/features/premium/api/library';
import { prependImage } from '../studio-requests';
import { generateConcepts, generateImage, generateTemplateImage, interpretLyrics } from './studio-api';

export function useGallery() {
  return useQuery(galleryQueryOptions());
}

export const useInterpretLyrics = () => useMutation({ mutationFn: interpretLyrics });
export const useGenerateConcepts = () => useMutation({ mutationFn: generateConcepts });

/** A mutation that makes an image: on success it joins the gallery at the head. */
function useImageMaker<T>(make: (input: T) => Promise<GenerateImageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: make,
    onSuccess: ({ image }) => {
      queryClient.setQueryData<StudioImage[]>(galleryKey, (items) => prependImage(items, image));
      // Not awaited: the button need not wait for the Library's lists.
      void queryClient.invalidateQueries({ queryKey: libraryRootKey });
    },
  });
}

export const useGenerateImage = () => useImageMaker(generateImage);
export const useGenerateTemplateImage = () => useImageMaker(generateTemplateImage);
