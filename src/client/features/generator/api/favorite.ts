// POST /api/favorites, without the query library (the home page's first load).
import { apiRequest } from '@client/lib/api';
import { useRequest } from '@client/lib/use-request';

export async function setFavorite(id: number, isFavorite: boolean): Promise<void> {
  await apiRequest('POST', '/api/favorites', { id, isFavorite });
}

export function useSetFavorite() {
  return useRequest(({ id, isFavorite }: { id: number; isFavorite: boolean }) => setFavorite(id, isFavorite));
}
