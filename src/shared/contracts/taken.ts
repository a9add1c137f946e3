// "Is it taken?": a name checked against the shipped list of real bands and its sound-alikes, and,
// when the server's online checks are on and the visitor pressed Check, against MusicBrainz, the
// iTunes catalogue and Deezer, with the band's web addresses asked of each registry's RDAP server
// and handle suggestions for the social networks (suggested, never checked).
import { z } from 'zod';
import { TAKEN_CHECK } from '../catalog/limits';

/** How a listed band matches: the same text, the same after normalising (case, punctuation,
 * accents, a leading 'The'), the same sound (Double Metaphone), or a spelling a typo or two away. */
export const nameMatchKinds = ['exact', 'normalised', 'sound-alike', 'close-spelling'] as const;
export type NameMatchKind = (typeof nameMatchKinds)[number];

export const nameMatchSchema = z.object({
  name: z.string(),
  kind: z.enum(nameMatchKinds),
  /** Where the band is listed: 'wikidata' or 'well-known' (the shipped lists), 'musicbrainz', 'itunes', 'deezer'. */
  source: z.string(),
  /** The artist's page on the service that knows it. */
  link: z.string().optional(),
});
export type NameMatch = z.infer<typeof nameMatchSchema>;

// Its limits live in the catalog, so a page can read them without loading zod.
export { TAKEN_CHECK };

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

/** The outside catalogues asked when online checks are on. */
export const ONLINE_SOURCES = ['musicbrainz', 'itunes', 'deezer'] as const;
export type OnlineSource = (typeof ONLINE_SOURCES)[number];

/** A catalogue's verdict: an artist of the same (normalised) name, only close ones, none, or no answer in time. */
export const sourceStatuses = ['taken', 'close', 'free', 'could-not-check'] as const;
export const sourceResultSchema = z.object({
  source: z.enum(ONLINE_SOURCES),
  status: z.enum(sourceStatuses),
  matches: z.array(nameMatchSchema),
});
export type SourceResult = z.infer<typeof sourceResultSchema>;

/** The web addresses checked: the band's name in each of these, and its variants in the first. */
export const DOMAIN_TLDS = ['com', 'band', 'music', 'net', 'fm', 'rocks'] as const;
/** RDAP: 404 free, 200 taken, anything else could not tell; 'no-rdap' when the registry has no RDAP service. */
export const domainStatuses = ['free', 'taken', 'could-not-tell', 'no-rdap'] as const;
export const domainResultSchema = z.object({ domain: z.string(), status: z.enum(domainStatuses) });
export type DomainResult = z.infer<typeof domainResultSchema>;

export const HANDLE_NETWORKS = ['instagram', 'tiktok', 'youtube', 'x'] as const;
export type HandleNetwork = (typeof HANDLE_NETWORKS)[number];
export const handleSuggestionSchema = z.object({
  network: z.enum(HANDLE_NETWORKS),
  /** Handles that fit the network's rules, each with the direct link to its page. */
  handles: z.array(z.object({ handle: z.string(), url: z.string() })),
});
export type HandleSuggestion = z.infer<typeof handleSuggestionSchema>;

/** Whether the outside services were asked: 'off' (the site's switch), 'limit' (today's online
 * checks are used), 'ran'. */
export const onlineStates = ['off', 'limit', 'ran'] as const;

/** POST /api/check-name: the offline answer, and the online one when it ran. */
export const availabilityResponseSchema = checkNameResponseSchema.extend({
  online: z.object({
    state: z.enum(onlineStates),
    /** Online checks left today for this visitor (null when online checks are off). */
    remaining: z.number().int().nullable(),
    /** When today's online checks start again (with 'limit'). */
    resetsAt: z.string().optional(),
  }),
  sources: z.array(sourceResultSchema),
  domains: z.array(domainResultSchema),
  handles: z.array(handleSuggestionSchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
