// The love / not-for-me answer under a generated cover (the free cover panel and the custom album
// art result), stored in album_cover_feedback for the admin's loved-covers and love rates.
import { z } from 'zod';

/** The two answers, as album_cover_feedback.feedback stores them. */
export const COVER_FEEDBACK_VALUES = ['love', 'not_for_me'] as const;
export type CoverFeedbackValue = (typeof COVER_FEEDBACK_VALUES)[number];

export const coverFeedbackRequestSchema = z.object({
  feedback: z.enum(COVER_FEEDBACK_VALUES, { error: "feedback must be 'love' or 'not_for_me'" }),
  bandName: z.string().trim().min(1, 'bandName is required').max(255, 'bandName must be at most 255 characters'),
  genre: z.string().trim().max(100, 'genre must be at most 100 characters').nullable().optional(),
  /** The art style's value (art-styles.ts) the cover was drawn in. */
  albumCoverStyle: z.string().trim().max(100, 'albumCoverStyle must be at most 100 characters').nullable().optional(),
});
export type CoverFeedbackRequest = z.infer<typeof coverFeedbackRequestSchema>;
