// Album covers: the free cover panel of the home page and the free custom album art page.
import { z } from 'zod';
import { ALBUM_INTERACTION_TYPES } from '../catalog/engagement-options';
import { CUSTOM_ART_LIMITS } from '../catalog/limits';

const imageUrl = z.string().min(1, 'imageUrl is required').max(500);

export const freeCoverRequestSchema = z.object({
  bandName: z.string().trim().min(1, 'Band name is required').max(255),
  genre: z.string().trim().min(1, 'Genre is required').max(100),
  vibe: z.string().max(300).nullable().optional(),
  influences: z.string().max(300).nullable().optional(),
});

export const artStyleSchema = z.object({ value: z.string(), name: z.string() });

/** What the picture shows, for its alt text: the local engine says what it drew ("A cabin in the
 * snow under a pale blue sky, title 'Quiet Kettle'"); an AI picture is described by its concept. */
const imageAlt = z.string();

export const freeCoverResponseSchema = z.object({
  imageUrl: z.string(),
  imageAlt,
  artStyle: artStyleSchema,
  concepts: z.array(z.string()),
  selectedConcept: z.string(),
  remaining: z.number().int(),
  isAIGenerated: z.boolean(),
});
export type FreeCoverResponse = z.infer<typeof freeCoverResponseSchema>;

export const downloadCoverRequestSchema = z.object({ imageUrl });

export const trackAlbumInteractionRequestSchema = z.object({
  interactionType: z.enum(ALBUM_INTERACTION_TYPES),
  bandName: z.string().max(255).nullable().optional(),
  genre: z.string().max(100).nullable().optional(),
  vibe: z.string().max(300).nullable().optional(),
  artStyle: z.string().max(100).nullable().optional(),
  imageUrl: z.string().max(500).nullable().optional(),
});

export const customCoverRequestSchema = z.object({
  /** Drawn on the cover as its title; blank or absent, the cover says 'Custom Album'. */
  bandName: z
    .string()
    .trim()
    .max(CUSTOM_ART_LIMITS.bandNameMax, `Band name must be at most ${CUSTOM_ART_LIMITS.bandNameMax} characters`)
    .optional(),
  genre: z.string().trim().min(1, 'Please select a music genre.').max(100),
  influences: z.string().trim().min(1, 'Please describe your musical influences.').max(CUSTOM_ART_LIMITS.influencesMax, `Influences must be at most ${CUSTOM_ART_LIMITS.influencesMax} characters`),
  vibe: z.string().trim().min(1, 'Please describe the desired vibe for your album art.').max(CUSTOM_ART_LIMITS.vibeMax, `Vibe must be at most ${CUSTOM_ART_LIMITS.vibeMax} characters`),
  refineConcept: z.string().trim().max(600).optional(),
  userSuggestion: z.string().trim().min(1, 'Suggestion must not be empty').max(CUSTOM_ART_LIMITS.suggestionMax, `Suggestion must be at most ${CUSTOM_ART_LIMITS.suggestionMax} characters`).optional(),
});
export type CustomCoverRequest = z.input<typeof customCoverRequestSchema>;

export const customCoverResponseSchema = z.object({
  imageUrl: z.string(),
  imageAlt,
  concepts: z.array(z.string()),
  selectedConcept: z.string(),
  artStyle: z.object({ name: z.string(), value: z.string() }),
  isAIGenerated: z.boolean(),
  /** Generations without a suggestion the server still allows today (premium: the images cap's remainder). */
  regenerationsLeft: z.number().int(),
  /** Suggestions the server still allows today (premium: the images cap's remainder). */
  suggestionsLeft: z.number().int(),
  /** Every generation the server still allows today on the page: regenerations and suggestions
   * together for a visitor, the images cap's remainder for a premium user. */
  remaining: z.number().int(),
});
export type CustomCoverResponse = z.infer<typeof customCoverResponseSchema>;

export const setCustomLimitsRequestSchema = z.object({ action: z.literal('set_full_limits') });
