import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function setFavorite(id: number, isFavorite: boolean): Promise<void> {
  await apiRequest('POST', '/api/favorites', { id, isFavorite });
}

export function useSetFavorite() {
  return useMutation({ mutationFn: ({ id, isFavorite }: { id: number; isFavorite: boolean }) => setFavorite(id, isFavorite) });
}
