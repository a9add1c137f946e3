// The iTunes Search API, artists only (GET /search?term=...&entity=musicArtist): keyless, and
// documented as about 20 calls a minute, which the source gate holds across instances.
import { CATALOGUE_PAGE, isRecord, listIn, type CatalogueArtist } from './catalogue-artist';
import { getJson } from './source-gate';

export const ITUNES_RATE = { limit: 20, windowMs: 60_000 };

export async function searchItunes(baseUrl: string, name: string, signal: AbortSignal): Promise<CatalogueArtist[]> {
  const url = `${baseUrl}/search?term=${encodeURIComponent(name.trim())}&entity=musicArtist&limit=${CATALOGUE_PAGE}`;
  const body = await getJson(url, signal);
  return listIn(body, 'results').flatMap((a) =>
    isRecord(a) && typeof a.artistName === 'string' && typeof a.artistLinkUrl === 'string' ? [{ name: a.artistName, link: a.artistLinkUrl }] : [],
  );
}
