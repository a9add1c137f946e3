// The kit's changes: PUT /api/premium/press-kit (the draft, saved whole), POST .../publish,
// .../unpublish, .../slug and .../short-bio. Each change refetches the kit, so the panel shows
// the state, address and views the server now holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { shortBioRequestSchema, shortBioResponseSchema, type PressKitContent } from '@shared/contracts/press-kit';
import { apiJson, apiRequest } from '@client/lib/api';
import { pressKitKey } from './press-kit';

export async function savePressKit(content: PressKitContent): Promise<void> {
  await apiRequest('PUT', '/api/premium/press-kit', { content });
}

export async function publishPressKit(request: { slug?: string; indexable: boolean }): Promise<void> {
  await apiRequest('POST', '/api/premium/press-kit/publish', request);
}

export async function unpublishPressKit(): Promise<void> {
  await apiRequest('POST', '/api/premium/press-kit/unpublish', {});
}

export async function changePressKitSlug(slug: string): Promise<void> {
  await apiRequest('POST', '/api/premium/press-kit/slug', { slug });
}

/** The Short bio made from the long one (one unit of the texts fair use), keeping the facts on screen. */
export function makeShortBio(request: z.input<typeof shortBioRequestSchema>): Promise<string> {
  return apiJson(shortBioResponseSchema, 'POST', '/api/premium/press-kit/short-bio', request).then((r) => r.bio);
}

/** A mutation after which the kit is fetched again (the mutation settles once it has arrived). */
function useKitMutation<T>(fn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: pressKitKey }) });
}

export const usePublishPressKit = () => useKitMutation(publishPressKit);
export const useUnpublishPressKit = () => useKitMutation(unpublishPressKit);
export const useChangePressKitSlug = () => useKitMutation(changePressKitSlug);
export const useMakeShortBio = () => useMutation({ mutationFn: makeShortBio });
