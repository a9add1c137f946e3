// The band's own pictures on the kit: upload (the file as the body), credit, order and delete.
// Each answers with the kit as saved, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedPressKitResponseSchema, type PressKit, type PressKitPictureKind } from '@shared/contracts/press-kit';
import { apiJson, apiUpload } from '@client/lib/api';
import { pressKitKey } from './press-kit';

const BASE = '/api/premium/press-kit/pictures';

export function uploadPicture(input: { file: File; kind: PressKitPictureKind; credit?: string }): Promise<PressKit> {
  const query = new URLSearchParams({ kind: input.kind, ...(input.credit ? { credit: input.credit } : {}) });
  return apiUpload(savedPressKitResponseSchema, `${BASE}?${query}`, input.file).then((r) => r.kit);
}

export function creditPicture(input: { id: string; credit: string }): Promise<PressKit> {
  return apiJson(savedPressKitResponseSchema, 'PATCH', `${BASE}/${input.id}`, { credit: input.credit }).then((r) => r.kit);
}

export function orderPictures(ids: string[]): Promise<PressKit> {
  return apiJson(savedPressKitResponseSchema, 'PUT', `${BASE}/order`, { ids }).then((r) => r.kit);
}

export function deletePicture(id: string): Promise<PressKit> {
  return apiJson(savedPressKitResponseSchema, 'DELETE', `${BASE}/${id}`).then((r) => r.kit);
}

function usePictureMutation<T>(fn: (input: T) => Promise<PressKit>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (kit) => queryClient.setQueryData(pressKitKey, kit) });
}

export const useUploadPicture = () => usePictureMutation(uploadPicture);
export const useCreditPicture = () => usePictureMutation(creditPicture);
export const useOrderPictures = () => usePictureMutation(orderPictures);
export const useDeletePicture = () => usePictureMutation(deletePicture);
