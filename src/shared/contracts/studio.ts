// The premium image studio (premium-and-admin.md sections 2, 3, 5, 7, 8, 9): lyrics analysis,
// custom concepts, genre templates and the gallery, which is kept in the user's account.
import { z } from 'zod';
import { ART_STYLES, DEFAULT_ART_STYLE } from '../catalog/art-styles';
import { IMAGE_GENRES } from '../catalog/image-genres';
import { dbId } from './common';

export const STUDIO_LIMITS = {
  lyricsMax: 5000,
  descriptionMax: 1000,
  bandNameMax: 100,
  influencesMax: 300,
  vibeMax: 300,
  conceptMax: 600,
  customArtistsMax: 300,
  changesMax: 500,
  /** The prompt an image is made from: a concept, a description or an interpretation's prompt. */
  promptMax: 2000,
} as const;

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) => text(max, label).optional().transform((s) => s || undefined);
const imageGenre = z.enum(IMAGE_GENRES, { error: 'Unknown genre' });

/** Words musicians type for a genre the list names otherwise. */
const GENRE_TEXT_ALIASES: Readonly<Record<string, string>> = {
  punk: 'punk-rock', hiphop: 'hip-hop', 'drum-and-bass': 'electronic', dnb: 'electronic', 'r-b': 'r-and-b', rnb: 'r-and-b', 'rhythm-and-blues': 'r-and-b', 'neo-soul': 'soul',
};

/**
 * A genre as typed ('Doom Metal', 'punk', 'dance pop') read as the list's slug: the whole text, a
 * known alias, or its last words (the head of 'dance pop' is pop); anything else is left to be refused.
 */
function imageGenreFromText(value: string): string {
  const slug = value.trim().toLowerCase().replace(/&/g, '-').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const words = slug.split('-');
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i).join('-');
    const known = GENRE_TEXT_ALIASES[tail] ?? tail;
    if ((IMAGE_GENRES as readonly string[]).includes(known)) return known;
  }
  return value;
}

export const interpretLyricsRequestSchema = z.object({
  lyrics: z.string({ error: 'Please enter lyrics' }).trim().min(1, 'Please enter lyrics').max(STUDIO_LIMITS.lyricsMax, `Lyrics must be at most ${STUDIO_LIMITS.lyricsMax} characters`),
  genre: z
    .string({ error: 'Genre must be text' })
    .transform(imageGenreFromText)
    .pipe(z.enum(IMAGE_GENRES, { error: `Unknown genre: choose one of ${IMAGE_GENRES.join(', ')}` }))
    .default('rock'),
  bandName: optionalText(STUDIO_LIMITS.bandNameMax, 'Band name'),
});
export type InterpretLyricsRequest = z.output<typeof interpretLyricsRequestSchema>;

/** A thing to draw, with the line of the lyrics it comes from (quoted as written). */
export const imageryItemSchema = z.object({ subject: z.string(), quote: z.string() });
export const paletteColourSchema = z.object({ name: z.string(), hex: z.string().regex(/^#[0-9a-f]{6}$/i), quote: z.string().nullable() });

/** The visual reading of a song: what an image of it shows, and the lines each choice comes from. */
export const lyricsAnalysisSchema = z.object({
  imagery: z.array(imageryItemSchema),
  colours: z.array(paletteColourSchema),
  setting: z.string(),
  mood: z.string(),
  /** What the song is about, each theme with the line that shows it (none when the words carry none). */
  themes: z.array(z.object({ theme: z.string(), quote: z.string() })).default([]),
  /** The image description 'Generate Image from Lyrics' draws from (editable before drawing). */
  prompt: z.string(),
});
export type LyricsAnalysis = z.infer<typeof lyricsAnalysisSchema>;

export const interpretLyricsResponseSchema = z.object({
  /** The interpretation as a reader sees it: a few sentences quoting the lyrics. */
  interpretation: z.string(),
  analysis: lyricsAnalysisSchema,
  isAIGenerated: z.boolean(),
});
export type InterpretLyricsResponse = z.infer<typeof interpretLyricsResponseSchema>;

export const generateConceptsRequestSchema = z.object({
  bandName: z.string({ error: 'Please fill required fields' }).trim().min(1, 'Please fill required fields').max(STUDIO_LIMITS.bandNameMax, `Band name must be at most ${STUDIO_LIMITS.bandNameMax} characters`),
  genre: imageGenre,
  influences: optionalText(STUDIO_LIMITS.influencesMax, 'Influences'),
  vibe: optionalText(STUDIO_LIMITS.vibeMax, 'Vibe'),
});
export const generateConceptsResponseSchema = z.object({ concepts: z.array(z.string()), isAIGenerated: z.boolean() });

export const IMAGE_SOURCES = ['lyrics', 'description', 'concept', 'template', 'variation'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];

export const generateImageRequestSchema = z
  .object({
    prompt: z.string({ error: 'Please enter a description' }).trim().min(1, 'Please enter a description').max(STUDIO_LIMITS.promptMax, `The description must be at most ${STUDIO_LIMITS.promptMax} characters`),
    artStyle: z.enum(ART_STYLES, { error: 'Unknown art style' }).default(DEFAULT_ART_STYLE),
    customArtists: optionalText(STUDIO_LIMITS.customArtistsMax, 'Custom artists or style'),
    genre: imageGenre.default('rock'),
    bandName: optionalText(STUDIO_LIMITS.bandNameMax, 'Band name'),
    /** Which tool made the request; a variation also names the image it varies. */
    source: z.enum(['lyrics', 'description', 'concept', 'variation'], { error: 'Unknown source' }).default('concept'),
    /** The gallery image a variation starts from: its scene, seed and style are kept. */
    variationOf: dbId.optional(),
    /** A variation's requested changes ('make it red', 'at night', 'add a moon'). */
    changes: optionalText(STUDIO_LIMITS.changesMax, 'The requested changes'),
  })
  .superRefine((req, issue) => {
    if (req.source !== 'variation') return;
    if (!req.variationOf) issue.addIssue({ code: 'custom', path: ['variationOf'], message: 'A variation needs the image it varies' });
    if (!req.changes) issue.addIssue({ code: 'custom', path: ['changes'], message: 'Please describe changes' });
  });
export type GenerateImageRequest = z.output<typeof generateImageRequestSchema>;
export type GenerateImageRequestInput = z.input<typeof generateImageRequestSchema>;

export const generateTemplateImageRequestSchema = z.object({
  /** The client may send the template's prompt (the spec's field); the server uses its own. */
  prompt: z.string().max(STUDIO_LIMITS.promptMax).optional(),
  bandName: z.string({ error: 'Band name, genre, and template selection are required' }).trim().min(1, 'Band name, genre, and template selection are required').max(STUDIO_LIMITS.bandNameMax, `Band name must be at most ${STUDIO_LIMITS.bandNameMax} characters`),
  genre: z.string({ error: 'Band name, genre, and template selection are required' }).trim().min(1, 'Band name, genre, and template selection are required').max(40),
  template: z.string({ error: 'Band name, genre, and template selection are required' }).trim().min(1, 'Band name, genre, and template selection are required').max(60),
  influences: optionalText(STUDIO_LIMITS.influencesMax, 'Influences'),
  vibe: optionalText(STUDIO_LIMITS.vibeMax, 'Vibe'),
});

/** One picture of the gallery, as kept in the account. */
export const studioImageSchema = z.object({
  /** Its Library entry. */
  id: dbId,
  /** The picture for display (WebP), served to its owner only. */
  imageUrl: z.string(),
  /** The PNG, served to its owner only (POST /api/premium/download-image names the file). */
  pngUrl: z.string(),
  prompt: z.string(),
  source: z.enum(IMAGE_SOURCES),
  artStyle: z.string(),
  genre: z.string(),
  bandName: z.string().nullable(),
  template: z.string().nullable(),
  variationOf: dbId.nullable(),
  /** What a variation could not apply, said plainly; else null. */
  note: z.string().nullable(),
  isAIGenerated: z.boolean(),
  /** What the local engine drew ("A lighthouse in a storm under a dark blue sky"), for the alt text; null for an AI picture. */
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type StudioImage = z.infer<typeof studioImageSchema>;

export const generateImageResponseSchema = z.object({
  imageUrl: z.string(),
  image: studioImageSchema,
});
export type GenerateImageResponse = z.infer<typeof generateImageResponseSchema>;

export const galleryResponseSchema = z.object({ items: z.array(studioImageSchema) });

export const downloadImageRequestSchema = z.object({ imageUrl: z.string().min(1, 'imageUrl is required').max(500) });

/** The download's file name (spec section 9: artwork with a timestamp), the same from the server's
 * Content-Disposition and the browser's save: 'artwork-2026-11-25T10-30-00.png', with no
 * character a file system refuses. */
export function artworkFileName(at: Date): string {
  return `artwork-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.png`;
}
