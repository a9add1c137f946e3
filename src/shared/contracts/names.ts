// Band name generation, favourites and name tracking (free-area.md section 7; premium-and-admin.md section 7).
import { z } from 'zod';
import { GENERATION_COUNT, MIXER } from '../catalog/limits';
import { dbId } from './common';

/** Text lengths of a names request; the premium form's inputs take the same numbers as maxLength. */
export const NAME_REQUEST_LIMITS = { influences: 300, vibe: 300, seedWord: 40 } as const;

const shortText = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

export const nameOptionsSchema = z.object({
  oneWordNames: z.boolean().optional(),
  compoundWords: z.boolean().optional(),
  noNumbers: z.boolean().optional(),
  avoidCommonWords: z.boolean().optional(),
  useSeedWord: z.boolean().optional(),
  seedWord: shortText(NAME_REQUEST_LIMITS.seedWord).optional(),
});
export type NameOptions = z.infer<typeof nameOptionsSchema>;

export const generateNamesRequestSchema = z.object({
  genre: z.string().trim().min(1, 'Genre is required').max(100, 'Genre must be at most 100 characters'),
  influences: shortText(NAME_REQUEST_LIMITS.influences).optional(),
  vibe: shortText(NAME_REQUEST_LIMITS.vibe).optional(),
  count: z.number().int().min(GENERATION_COUNT.min).max(GENERATION_COUNT.max).default(GENERATION_COUNT.default),
  options: nameOptionsSchema.optional(),
});
export type GenerateNamesRequest = z.input<typeof generateNamesRequestSchema>;

export const bandNameResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  genre: z.string(),
  influences: z.string().nullable(),
  vibe: z.string().nullable(),
  isFavorite: z.boolean(),
  isAIGenerated: z.boolean(),
});
export type BandNameResult = z.infer<typeof bandNameResultSchema>;

export const generateNamesResponseSchema = z.array(bandNameResultSchema);

export const favoriteRequestSchema = z.object({ id: dbId, isFavorite: z.boolean() });
export const trackClipboardClickRequestSchema = z.object({
  bandId: dbId.nullable().optional(),
  bandName: z.string().min(1).max(255),
});
export const copyBandNameRequestSchema = z.object({
  bandName: z.string().min(1).max(255),
  genre: z.string().max(100).nullable().optional(),
});
export const trackNameDownloadRequestSchema = z.object({
  nameCount: z.number().int().min(0).max(10_000),
  bandNames: z.array(z.string().max(255)).max(10_000).optional(),
  genre: z.string().max(100).nullable().optional(),
});

export const mixWordsRequestSchema = z.object({
  selectedWords: z.array(z.string().trim().min(1).max(40)).min(MIXER.minWords).max(MIXER.maxWords),
  genre: z.string().max(100).default('Rock'),
});
export const mixWordsResponseSchema = z.object({ mixedName: z.string() });


/** The premium generator: 5 names by default (regenerate asks for 1). */
export const generatePremiumNamesRequestSchema = generateNamesRequestSchema.extend({
  count: z.number().int().min(GENERATION_COUNT.min).max(GENERATION_COUNT.max).default(5),
});
