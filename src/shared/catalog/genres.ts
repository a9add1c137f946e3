// The generator's grouped genre list (free-area.md section 3; premium-and-admin.md section 3).
export const GENRE_GROUPS = [
  {
    label: 'Rock',
    genres: [
      'rock', 'indie-rock', 'alternative-rock', 'post-rock', 'classic-rock', 'hard-rock',
      'garage-rock', 'psychedelic-rock', 'blues-rock', 'punk-rock', 'post-punk', 'grunge',
    ],
  },
  { label: 'Electronic', genres: ['electronic', 'edm', 'techno', 'house', 'ambient', 'trip-hop', 'synthwave', 'dubstep'] },
  { label: 'Metal', genres: ['metal', 'heavy-metal', 'black-metal', 'death-metal', 'doom-metal', 'progressive-metal'] },
  { label: 'Pop', genres: ['pop', 'indie-pop', 'synth-pop', 'dream-pop'] },
  { label: 'Hip-Hop', genres: ['hip-hop', 'rap', 'trap', 'lo-fi'] },
  { label: 'Folk & Country', genres: ['folk', 'country', 'americana', 'bluegrass'] },
  { label: 'Jazz & Blues', genres: ['jazz', 'blues', 'soul', 'funk'] },
  { label: 'Other', genres: ['experimental', 'world', 'classical', 'reggae'] },
] as const;

export type GenreGroupLabel = (typeof GENRE_GROUPS)[number]['label'];
export type Genre = (typeof GENRE_GROUPS)[number]['genres'][number];

export const GENRES: readonly Genre[] = GENRE_GROUPS.flatMap((g) => g.genres as readonly Genre[]);

export const GENRE_PLACEHOLDER = 'Select a music genre';

const GROUP_OF = new Map<string, GenreGroupLabel>(
  GENRE_GROUPS.flatMap((g) => g.genres.map((genre) => [genre, g.label] as const)),
);

/** The family a genre slug belongs to, or undefined for a slug outside the list. */
export function genreGroupOf(genre: string): GenreGroupLabel | undefined {
  return GROUP_OF.get(genre);
}

export function isKnownGenre(genre: string): genre is Genre {
  return GROUP_OF.has(genre);
}

/** 'indie-rock' -> 'Indie Rock', 'lo-fi' -> 'Lo Fi', 'edm' -> 'EDM'. */
export function genreLabel(slug: string): string {
  if (slug === 'edm') return 'EDM';
  if (slug === 'r-and-b') return 'R&B';
  if (slug === 'lo-fi') return 'Lo-Fi';
  if (slug === 'hip-hop') return 'Hip-Hop';
  if (slug === 'trip-hop') return 'Trip-Hop';
  return titleCaseSlug(slug);
}

/** 'oil-painting' -> 'Oil Painting'. */
export function titleCaseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
