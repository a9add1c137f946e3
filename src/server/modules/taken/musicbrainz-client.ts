// MusicBrainz artist search (GET /ws/2/artist?query=...&fmt=json), by plain fetch to the documented
// endpoint with the named User-Agent MusicBrainz asks every client for. Its one-request-a-second
// rule and the day's cache are kept in the database by the source gate, for every instance at once.
import { CATALOGUE_PAGE, isRecord, listIn, type CatalogueArtist } from './catalogue-artist';
import { getJson } from './source-gate';

/** MusicBrainz allows one request a second. */
export const MUSICBRAINZ_RATE = { limit: 1, windowMs: 1000 };

/** Artist types that are not a band name someone holds ('Character' is a fictional one). */
const NOT_GROUPS = new Set(['Character']);
const MIN_SCORE = 60;
const ARTIST_PAGE = 'https://musicbrainz.org/artist/';

export async function searchMusicBrainz(options: { baseUrl: string; userAgent: string }, name: string, signal: AbortSignal): Promise<CatalogueArtist[]> {
  const url = `${options.baseUrl}/ws/2/artist?query=${encodeURIComponent(luceneQuery(name))}&fmt=json&limit=${CATALOGUE_PAGE}`;
  const body = await getJson(url, signal, { 'user-agent': options.userAgent });
  return listIn(body, 'artists').flatMap((a) =>
    isRecord(a) && typeof a.name === 'string' && typeof a.id === 'string' && !NOT_GROUPS.has(String(a.type)) && (typeof a.score !== 'number' || a.score >= MIN_SCORE)
      ? [{ name: a.name, link: ARTIST_PAGE + encodeURIComponent(a.id) }]
      : [],
  );
}

/** The typed name as plain search terms, Lucene's special characters escaped: MusicBrainz then
 * searches names, sort names and aliases with its own fuzziness, and the matcher here decides. */
export function luceneQuery(name: string): string {
  return name.trim().replace(/([+\-&|!(){}[\]^"~*?:\\/])/g, '\\$1');
}
