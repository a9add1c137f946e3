// What the catalogues (MusicBrainz, iTunes, Deezer) answer, in one shape: artists by name, each
// with the link to its page there. The clients drop whatever is not a usable artist.
export interface CatalogueArtist {
  name: string;
  link: string;
}

/** Artists a catalogue asked about one name answers with: its first page is plenty. */
export const CATALOGUE_PAGE = 10;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer's list under `field`; an answer without one is not an answer. */
export function listIn(body: unknown, field: string): unknown[] {
  const list = isRecord(body) ? body[field] : undefined;
  if (!Array.isArray(list)) throw new Error(`the answer has no ${field} list`);
  return list;
}
