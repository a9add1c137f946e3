// "Is it taken?": a name checked against the shipped list of real bands (and MusicBrainz when the
// server is configured online). Issue #27.
import { z } from 'zod';

/** How a listed band matches: the same text, the same after normalising (case, punctuation,
 * accents, a leading 'The'), the same sound (Double Metaphone), or a spelling a typo or two away. */
export const nameMatchKinds = ['exact', 'normalised', 'sound-alike', 'close-spelling'] as const;
export type NameMatchKind = (typeof nameMatchKinds)[number];

export const nameMatchSchema = z.object({
  name: z.string(),
  kind: z.enum(nameMatchKinds),
  /** Where the band is listed: 'wikidata' (the shipped list) or 'musicbrainz'. */
  source: z.string(),
});
export type NameMatch = z.infer<typeof nameMatchSchema>;

export const TAKEN_CHECK = {
  nameMax: 100,
  /** Checks an address may run a minute: a musician trying names, not a script crawling the list.
   * A batch (a saved-names list) counts as one. */
  perAddressPerMinute: 30,
  /** Names one batch may check: a saved-names list. */
  batchMax: 50,
} as const;

const checkedName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(TAKEN_CHECK.nameMax, `Name must be at most ${TAKEN_CHECK.nameMax} characters`)
  .refine((n) => /[\p{L}\p{N}]/u.test(n), 'Name must contain a letter or a digit');

export const checkNameRequestSchema = z.object({ name: checkedName });
export type CheckNameRequest = z.infer<typeof checkNameRequestSchema>;

export const checkNameResponseSchema = z.object({
  /** True when a band of that name exists (an exact or normalised match). */
  taken: z.boolean(),
  matches: z.array(nameMatchSchema),
  /** 'A band called X exists', 'sounds like X', or null when nothing matched. */
  message: z.string().nullable(),
});
export type CheckNameResponse = z.infer<typeof checkNameResponseSchema>;

/** The message shown for a check's matches (the first match is the closest). */
export function takenMessage(matches: readonly NameMatch[]): string | null {
  const [first] = matches;
  if (!first) return null;
  return first.kind === 'exact' || first.kind === 'normalised' ? `A band called ${first.name} exists` : `sounds like ${first.name}`;
}

/** POST /api/check-names: a saved-names list checked at once, results in the same order. */
export const checkNamesRequestSchema = z.object({
  names: z.array(checkedName).min(1, 'Give at least one name').max(TAKEN_CHECK.batchMax, `At most ${TAKEN_CHECK.batchMax} names at once`),
});
export const checkNamesResponseSchema = z.object({ results: z.array(checkNameResponseSchema) });
