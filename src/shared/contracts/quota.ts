// What the requester may still do today: GET /api/quota. Free visitors see their address's daily
// counters; a premium user sees the fair-use caps of their account instead. Pages show these
// numbers before the first click, so what they promise is what the server will allow.
import { z } from 'zod';

export const quotaCounterSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
  remaining: z.number().int().min(0),
});
export type QuotaCounter = z.infer<typeof quotaCounterSchema>;

export const quotaStatusResponseSchema = z.object({
  /** True for a signed-in premium user: the counters below are then the per-user fair-use caps. */
  premium: z.boolean(),
  /** When today's counters start again from zero (the next UTC midnight, ISO 8601). */
  resetsAt: z.string(),
  /** Free generator names (premium: the names cap). */
  names: quotaCounterSchema,
  /** Home page cover panel generations (premium: the images cap). */
  covers: quotaCounterSchema,
  /** Home page cover downloads. */
  coverDownloads: quotaCounterSchema,
  /** /album-art-generator generations without a suggestion: the first and 3 regenerations (premium: the images cap). */
  customArt: quotaCounterSchema,
  /** /album-art-generator suggestions: each makes one more generation, counted here and not in customArt,
   * so the page allows 1 + 3 + 1 = 5 generations a day. */
  customArtSuggestions: quotaCounterSchema,
  /** /album-art-generator downloads. */
  customArtDownloads: quotaCounterSchema,
  /** Premium writing (bios, taglines, e-mails): the texts cap; a visitor has none. */
  texts: quotaCounterSchema,
});
export type QuotaStatusResponse = z.infer<typeof quotaStatusResponseSchema>;

/** The 429 body of every counted endpoint: the text in error and message (the custom album art
 * page reads message), and when the limit resets (the next 00:00 UTC, ISO 8601). */
export const quotaLimitErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  message: z.string(),
  resetsAt: z.string().optional(),
});
export type QuotaLimitError = z.infer<typeof quotaLimitErrorSchema>;
