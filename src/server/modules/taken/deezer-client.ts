// Deezer's artist search (GET /search/artist?q=...): keyless, 50 requests per 5 seconds, which the
// source gate holds across instances. Deezer reports a refusal (its quota, a bad query) as a 200
// whose body holds `error`: that is no answer either.
import { CATALOGUE_PAGE, isRecord, listIn, type CatalogueArtist } from './catalogue-artist';
import { getJson } from './source-gate';

export const DEEZER_RATE = { limit: 50, windowMs: 5_000 };

export async function searchDeezer(baseUrl: string, name: string, signal: AbortSignal): Promise<CatalogueArtist[]> {
  const body = await getJson(`${baseUrl}/search/artist?q=${encodeURIComponent(name.trim())}&limit=${CATALOGUE_PAGE}`, signal);
  if (isRecord(body) && body.error !== undefined) throw new Error('Deezer refused the search');
  return listIn(body, 'data').flatMap((a) => (isRecord(a) && typeof a.name === 'string' && typeof a.link === 'string' ? [{ name: a.name, link: a.link }] : []));
}
