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
  { label: 'Other', genres: ['jazz', 'blues', 'folk', 'country', 'reggae', 'funk', 'experimental'] },
] as const;

export const IMAGE_GENRES = IMAGE_GENRE_GROUPS.flatMap((g) => g.genres as readonly string[]) as [string, ...string[]];

/** The genres of the Genre Templates sub-tab: each has three templates (catalog/image-templates.ts). */
export const TEMPLATE_GENRES = ['rock', 'electronic', 'hip-hop', 'metal', 'pop', 'folk', 'jazz'] as const;
export type TemplateGenre = (typeof TEMPLATE_GENRES)[number];
