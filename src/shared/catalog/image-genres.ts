// The image studio's genre choices (premium-and-admin.md section 3): Rock, Electronic and Metal as
// the premium generator groups them, then Pop, Hip-Hop and Other as the studio lists them.
import { GENRE_GROUPS } from './genres';

const groupGenres = (label: 'Rock' | 'Electronic' | 'Metal') => GENRE_GROUPS.find((g) => g.label === label)?.genres ?? [];

export const IMAGE_GENRE_GROUPS = [
  { label: 'Rock', genres: groupGenres('Rock') },
  { label: 'Electronic', genres: groupGenres('Electronic') },
  { label: 'Metal', genres: groupGenres('Metal') },
  { label: 'Pop', genres: ['pop', 'indie-pop', 'synth-pop', 'dream-pop'] },
  { label: 'Hip-Hop', genres: ['hip-hop', 'rap', 'trap', 'conscious-rap'] },
  // R&B is listed too: a singer of it must be able to picture their lyrics (it was refused).
  { label: 'Other', genres: ['jazz', 'blues', 'r-and-b', 'soul', 'folk', 'country', 'reggae', 'funk', 'experimental'] },
] as const;

/** Studio genres the picture makers know by another slug of the generator's list: R&B is drawn in soul's world (its palettes, its script). */
const DRAWN_AS: Readonly<Record<string, string>> = { 'r-and-b': 'soul' };

/** The generator's genre a studio genre is drawn and written as. */
export function artGenre(genre: string): string {
  return Object.prototype.hasOwnProperty.call(DRAWN_AS, genre) ? (DRAWN_AS[genre] ?? genre) : genre;
}

export const IMAGE_GENRES = IMAGE_GENRE_GROUPS.flatMap((g) => g.genres as readonly string[]) as [string, ...string[]];

/** The genres of the Genre Templates sub-tab: each has three templates (catalog/image-templates.ts). */
export const TEMPLATE_GENRES = ['rock', 'electronic', 'hip-hop', 'metal', 'pop', 'folk', 'jazz'] as const;
export type TemplateGenre = (typeof TEMPLATE_GENRES)[number];
