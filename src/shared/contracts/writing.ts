// The premium writing suite: bio, taglines, outreach e-mail, and the Library that keeps a premium
// user's work in their account (premium-and-admin.md sections 3, 5, 7).
import { z } from 'zod';
import {
  BIO_DEFAULTS,
  BIO_GENRES,
  BIO_LENGTHS,
  BIO_SECTIONS,
  BIO_SUB_GENRES,
  CURRENT_STATUSES,
  FOCUS_AREAS,
  PERSONALITY_TRAITS,
  TARGET_AUDIENCES,
  TONES,
  WRITING_STYLES,
} from '../catalog/bio-options';
import { EMAIL_PURPOSES, EMAIL_TONES, EXPERIENCE_LEVELS, LINEUPS, RECIPIENT_TYPES } from '../catalog/email-options';
import { dbId } from './common';

/** A value from one of the form's fixed lists. A missing one gets `missing`; one that is not on
 * the list is named with the list, so a caller of the API learns what it would accept. */
function oneOf<T extends readonly [string, ...string[]]>(values: T, what: string, missing = `Choose a ${what}`) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? missing : `Unknown ${what}: choose one of ${values.join(', ')}`),
  });
}

const GENRE_ALIASES: readonly [RegExp, string][] = [
  [/\bhip[\s-]?hop\b|\brap\b|\btrap\b|\bdrill\b|\bgrime\b|\bboom[\s-]?bap\b/g, 'hip-hop'],
  [/\br ?(?:&|and|n) ?b\b|\brnb\b|\b(?:neo[\s-]?)?soul\b|\bfunk\b|\bgospel\b|\bmotown\b/g, 'r&b'],
  [/\btrip[\s-]?hop\b/g, 'electronic'],
  [/\bedm\b|\btechno\b|\bhouse\b|\bdrum (?:and|&|n) bass\b|\bsynthwave\b|\bdubstep\b|\bambient\b|\bidm\b|\bjungle\b|\btrance\b|\bdisco\b|\belectro\b/g, 'electronic'],
  [/\bpost[\s-]?punk\b|\bshoegaze\b|\bgrunge\b|\bemo\b|\bnoise rock\b|\bpost[\s-]?rock\b/g, 'alternative'],
  [/\bhardcore\b|\bska[\s-]?punk\b/g, 'punk'],
  [/\bbluegrass\b|\bamericana\b|\bold[\s-]?time\b|\bsinger[\s-]?songwriter\b/g, 'folk'],
  [/\bafrobeats?\b|\bk[\s-]?pop\b|\bj[\s-]?pop\b|\bsynth[\s-]?pop\b|\bhyperpop\b/g, 'pop'],
  [/\breggaeton\b|\bdancehall\b|\bska\b|\bdub\b|\brocksteady\b/g, 'reggae'],
  [/\bbossa nova\b|\bbebop\b|\bswing\b|\bfusion\b/g, 'jazz'],
  [/\bnoise\b|\bavant[\s-]?garde\b|\bdrone\b/g, 'experimental'],
  [/\borchestral\b|\bneo[\s-]?classical\b|\bbaroque\b|\bchoral\b|\bopera\b|\bminimalism\b/g, 'classical'],
];

/** Free text a band types ('indie folk', 'doom metal') read as the catalogue's genre: the last genre word is the
 * head ('indie folk' is Folk, 'folk rock' Rock). Anything else is left for the enum to refuse. */
function genreFromText(value: string): string {
  let text = value.trim().toLowerCase();
  for (const [pattern, to] of GENRE_ALIASES) text = text.replace(pattern, to);
  let best: { genre: string; at: number } | null = null;
  for (const genre of BIO_GENRES) {
    const at = text.lastIndexOf(genre.toLowerCase());
    if (at >= 0 && (!best || at > best.at)) best = { genre, at };
  }
  return best?.genre ?? value;
}

/** The genre as the band typed it ('post-punk', 'bluegrass', 'indie folk') when it says more than the
 * catalogue genre it is filed under; undefined when it is that genre. */
function genreLabel(value: string, genre: string): string | undefined {
  const typed = value.trim().replace(/\s+/g, ' ');
  if (!typed || typed.toLowerCase() === genre.toLowerCase()) return undefined;
  // 'Hip Hop', 'RnB', 'R and B': another spelling of the catalogue genre.
  if (/^(hip[\s-]?hop|r ?(?:&|and|n) ?b|rnb)$/i.test(typed)) return undefined;
  return /\p{Lu}{2}/u.test(typed) ? typed : typed.toLowerCase();
}
const isBioGenre = (value: string) => (BIO_GENRES as readonly string[]).includes(value);

export const BIO_LIMITS = {
  formationYearMin: 1950,
  bandNameMax: 100,
  backstoryMax: 3000,
  membersMax: 20,
  detailsMax: 1000,
  /** One influence, achievement or unique element. */
  chipMax: 100,
  /** Entries of each of those lists. */
  chipsMax: 20,
  memberFieldMax: 60,
  locationMax: 100,
} as const;

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
/** Free-text chips (influences, achievements, unique elements): blank entries are dropped, the rest trimmed. */
const chips = (label: string) =>
  z
    .array(z.string().max(BIO_LIMITS.chipMax, `Each ${label} entry must be at most ${BIO_LIMITS.chipMax} characters`))
    .max(BIO_LIMITS.chipsMax, `At most ${BIO_LIMITS.chipsMax} ${label} entries`)
    .default([])
    .transform((list) => list.map((s) => s.trim()).filter((s) => s.length > 0));


export const bioMemberSchema = z.object({
  name: text(BIO_LIMITS.memberFieldMax, 'A member name').default(''),
  instrument: text(BIO_LIMITS.memberFieldMax, 'An instrument').default(''),
  role: text(BIO_LIMITS.memberFieldMax, 'A role').optional(),
});
export type BioMember = z.infer<typeof bioMemberSchema>;

export const bioRequestSchema = z
  .object({
    bandName: z
      .string({ error: 'Band name required' })
      .trim()
      .min(1, 'Band name required')
      .max(BIO_LIMITS.bandNameMax, `Band name must be at most ${BIO_LIMITS.bandNameMax} characters`),
    /** Free text filed under a catalogue genre; the typed words are kept as genreText (see the transform). */
    genre: z.string({ error: 'Genre must be text' }).refine((value) => isBioGenre(genreFromText(value)), { error: `Unknown genre: choose one of ${BIO_GENRES.join(', ')}` }).default('Rock'),
    subGenres: z.array(z.string().max(40)).max(6, 'At most 6 sub-genres').default([]),
    /** Checked against the current year by the service (the app's clock). */
    formationYear: z.number({ error: 'Formation year must be a number' }).int('Formation year must be a whole number').min(BIO_LIMITS.formationYearMin, `Formation year must be ${BIO_LIMITS.formationYearMin} or later`).optional(),
    location: text(BIO_LIMITS.locationMax, 'Location').default(''),
    /** Rows with neither a name nor an instrument are dropped. */
    members: z
      .array(bioMemberSchema)
      .max(BIO_LIMITS.membersMax, `At most ${BIO_LIMITS.membersMax} members`)
      .default([])
      .transform((list) => list.filter((m) => m.name || m.instrument)),
    influences: chips('influence'),
    achievements: chips('achievement'),
    personalityTraits: z.array(oneOf(PERSONALITY_TRAITS, 'personality trait')).max(PERSONALITY_TRAITS.length).default([]),
    backstory: text(BIO_LIMITS.backstoryMax, 'Backstory').default(''),
    currentStatus: oneOf(CURRENT_STATUSES.map((s) => s.value) as [string, ...string[]], 'current status').default('Active'),
    tone: oneOf(TONES, 'tone').default(BIO_DEFAULTS.tone),
    length: oneOf(BIO_LENGTHS.map((l) => l.value) as ['Short', 'Medium', 'Long', 'Extended'], 'length').default(BIO_DEFAULTS.length),
    focusAreas: z.array(oneOf(FOCUS_AREAS, 'focus area')).max(FOCUS_AREAS.length).default([]),
    /** Only the chosen focus areas' entries are kept. */
    focusAreaDetails: z.partialRecord(z.enum(FOCUS_AREAS, { error: 'Unknown focus area' }), text(BIO_LIMITS.detailsMax, 'A focus area detail')).default({}),
    includeSections: z.array(oneOf(BIO_SECTIONS, 'section')).max(BIO_SECTIONS.length).default([]),
    writingStyle: oneOf(WRITING_STYLES, 'writing style').default(BIO_DEFAULTS.writingStyle),
    targetAudience: oneOf(TARGET_AUDIENCES, 'target audience').default(BIO_DEFAULTS.targetAudience),
    uniqueElements: chips('unique element'),
  })
  .superRefine((bio, issue) => {
    const genre = genreFromText(bio.genre);
    // An unknown genre is already refused above; the check still runs, and a typed 'constructor' must not reach
    // Object's own members through the lookup.
    if (!isBioGenre(genre)) return;
    const allowed = BIO_SUB_GENRES[genre as (typeof BIO_GENRES)[number]] ?? [];
    for (const sub of bio.subGenres) {
      if (!allowed.includes(sub)) issue.addIssue({ code: 'custom', path: ['subGenres'], message: `${sub} is not a sub-genre of ${genre}${allowed.length ? `: choose from ${allowed.join(', ')}` : ' (it has none to choose from)'}` });
    }
  })
  .transform((bio) => ({
    ...bio,
    genre: genreFromText(bio.genre) as (typeof BIO_GENRES)[number],
    /** The genre in the band's own words ('post-punk' filed under Alternative), when they say more than the catalogue genre. */
    genreText: genreLabel(bio.genre, genreFromText(bio.genre)),
    subGenres: [...new Set(bio.subGenres)],
    focusAreas: [...new Set(bio.focusAreas)],
    includeSections: [...new Set(bio.includeSections)],
    personalityTraits: [...new Set(bio.personalityTraits)],
    focusAreaDetails: Object.fromEntries(
      Object.entries(bio.focusAreaDetails).filter(([area, detail]) => detail && bio.focusAreas.includes(area as (typeof FOCUS_AREAS)[number])),
    ) as Partial<Record<(typeof FOCUS_AREAS)[number], string>>,
  }));
/** What the form sends (defaults may be left out). */
export type BioRequestInput = z.input<typeof bioRequestSchema>;
/** What the engines get: validated, trimmed, defaults filled in. */
export type BioRequest = z.output<typeof bioRequestSchema>;

export const bioResponseSchema = z.object({
  bio: z.string(),
  /** Set when the form was too sparse for the chosen length: names the fields that would allow more. */
  note: z.string().nullable(),
  wordCount: z.number().int(),
  isAIGenerated: z.boolean(),
  /** The Library entry the bio was saved as. */
  workId: dbId,
});
export type BioResponse = z.infer<typeof bioResponseSchema>;

export const TAGLINE_MAX_WORDS = 12;
/** Taglines 'Generate More' may name as already shown. */
export const TAGLINE_EXCLUDE_MAX = 50;

export const taglinesRequestSchema = z.object({
  config: bioRequestSchema,
  bio: z.string().max(20_000, 'The bio must be at most 20,000 characters').default(''),
  /** Taglines already shown: 'Generate More' asks for different ones. */
  exclude: z.array(z.string().max(200)).max(TAGLINE_EXCLUDE_MAX, `At most ${TAGLINE_EXCLUDE_MAX} taglines to exclude`).default([]),
});
export type TaglinesRequestInput = z.input<typeof taglinesRequestSchema>;

export const taglineItemSchema = z.object({ id: dbId, text: z.string() });
export const taglinesResponseSchema = z.object({
  taglines: z.array(z.string()),
  /** The same taglines as saved in the Library, in the same order. */
  items: z.array(taglineItemSchema),
  isAIGenerated: z.boolean(),
});
export type TaglinesResponse = z.infer<typeof taglinesResponseSchema>;

/** A value of an e-mail option list; `missing` is the text when none is given. */
const enumOf = <T extends readonly { value: string }[]>(list: T, what: string, missing?: string) =>
  oneOf(list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]], what, missing);

/** Text lengths of the e-mail request; the form's inputs take the same numbers as maxLength. */
export const EMAIL_LIMITS = {
  detailsMax: 2000,
  originalMax: 20_000,
  editsMax: 1000,
  linksMax: 10,
  linkMax: 300,
  bandNameMax: 100,
  genreMax: 60,
  locationMax: 100,
  recipientNameMax: 100,
  recipientOrganizationMax: 100,
  eventDetailsMax: 1000,
  budgetMax: 100,
  trackTitleMax: 100,
  senderNameMax: 100,
} as const;

export const emailRequestSchema = z
  .object({
    recipientType: enumOf(RECIPIENT_TYPES, 'recipient type', 'Missing Information: choose who the e-mail is for'),
    emailPurpose: enumOf(EMAIL_PURPOSES, 'e-mail purpose', 'Missing Information: choose the purpose of the e-mail'),
    bandName: z
      .string({ error: 'Missing Information: enter your band name' })
      .trim()
      .min(1, 'Missing Information: enter your band name')
      .max(EMAIL_LIMITS.bandNameMax, `Band name must be at most ${EMAIL_LIMITS.bandNameMax} characters`),
    genre: text(EMAIL_LIMITS.genreMax, 'Genre').default(''),
    location: text(EMAIL_LIMITS.locationMax, 'Location').default(''),
    experienceLevel: z.union([enumOf(EXPERIENCE_LEVELS, 'experience level'), z.literal('')]).default(''),
    /** Solo, duo or band: decides 'I' or 'we' and 'artist' or 'band'; blank is read from the details. */
    lineup: z.union([enumOf(LINEUPS, 'line-up'), z.literal('')]).default(''),
    toneStyle: enumOf(EMAIL_TONES, 'tone').default('friendly-professional'),
    specificDetails: text(EMAIL_LIMITS.detailsMax, 'Specific details').default(''),
    recipientName: text(EMAIL_LIMITS.recipientNameMax, 'Recipient name').default(''),
    recipientOrganization: text(EMAIL_LIMITS.recipientOrganizationMax, 'Recipient organization').default(''),
    /** Blank rows are dropped. */
    musicLinks: z
      .array(z.string().max(EMAIL_LIMITS.linkMax, `A link must be at most ${EMAIL_LIMITS.linkMax} characters`))
      .max(EMAIL_LIMITS.linksMax, `At most ${EMAIL_LIMITS.linksMax} links`)
      .default([])
      .transform((list) => list.map((s) => s.trim()).filter((s) => s.length > 0)),
    eventDetails: text(EMAIL_LIMITS.eventDetailsMax, 'Event details').default(''),
    /** YYYY-MM-DD, or blank. */
    eventDate: z.union([z.iso.date('Event date must be a date (YYYY-MM-DD)'), z.literal('')]).default(''),
    budget: text(EMAIL_LIMITS.budgetMax, 'Budget').default(''),
    /** The track or release the e-mail is about ('Low Orbit'), when the details do not name it. */
    trackTitle: text(EMAIL_LIMITS.trackTitleMax, 'Track title').default(''),
    /** Who signs the e-mail; blank signs with the band name. */
    senderName: text(EMAIL_LIMITS.senderNameMax, 'Your name').default(''),
    isRefinement: z.boolean().default(false),
    originalEmail: z.string().max(EMAIL_LIMITS.originalMax, `The e-mail must be at most ${EMAIL_LIMITS.originalMax} characters`).default(''),
    suggestedEdits: text(EMAIL_LIMITS.editsMax, 'The requested changes').default(''),
    /** The Library entry a refinement replaces (otherwise a new entry is saved). */
    workId: dbId.optional(),
  })
  .superRefine((email, issue) => {
    if (!email.isRefinement) return;
    if (!email.originalEmail.trim()) issue.addIssue({ code: 'custom', path: ['originalEmail'], message: 'No Changes Requested: there is no e-mail to refine' });
    if (!email.suggestedEdits) issue.addIssue({ code: 'custom', path: ['suggestedEdits'], message: 'Missing Refinement Instructions: describe the changes you want' });
  });
export type EmailRequestInput = z.input<typeof emailRequestSchema>;
export type EmailRequest = z.output<typeof emailRequestSchema>;

export const emailResponseSchema = z.object({
  /** First line 'Subject: ...', then a blank line and the body. */
  email: z.string(),
  isAIGenerated: z.boolean(),
  workId: dbId,
});
export type EmailResponse = z.infer<typeof emailResponseSchema>;

// The Library: everything a premium user made, kept in their account.
export const WORK_KINDS = ['name', 'bio', 'tagline', 'email', 'image'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const workSchema = z.object({
  id: dbId,
  kind: z.enum(WORK_KINDS),
  /** The band name for a bio, tagline or e-mail; the name itself for a saved name. */
  title: z.string(),
  /** The text as last saved (a saved name's genre for a name). */
  body: z.string(),
  /** The request the work was made from (bio and e-mail), so its tool can reopen it. */
  request: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Work = z.infer<typeof workSchema>;

/** Works per Library page; the studio's gallery and the merged saved names answer with the first one. */
export const LIBRARY_PAGE = 60;
/** Where the next page starts: the last work's creation time (ms) and id, so deleting that work meanwhile moves nothing. */
export const libraryCursorSchema = z.string().regex(/^\d{1,15}\.\d{1,10}$/, 'cursor must be the nextCursor of the previous page');
export const libraryQuerySchema = z.object({
  kind: z.enum(WORK_KINDS, { error: 'kind must be name, bio, tagline, email or image' }).optional(),
  cursor: libraryCursorSchema.optional(),
});
export const libraryResponseSchema = z.object({ items: z.array(workSchema) });
/** GET /api/premium/library: one page, newest first, and the cursor of the next (null on the last page). */
export const libraryPageResponseSchema = libraryResponseSchema.extend({ nextCursor: z.string().nullable() });
export type LibraryPage = z.infer<typeof libraryPageResponseSchema>;

export const updateWorkRequestSchema = z.object({
  body: z.string().max(EMAIL_LIMITS.originalMax, `The text must be at most ${EMAIL_LIMITS.originalMax} characters`),
});

export const SAVED_NAMES_MAX = 500;
export const mergeSavedNamesRequestSchema = z.object({
  /** Newest first, as the browser keeps them. */
  names: z
    .array(z.string().trim().min(1, 'A saved name must not be blank').max(255, 'A saved name must be at most 255 characters'))
    .max(SAVED_NAMES_MAX, `At most ${SAVED_NAMES_MAX} names at a time`),
});

export const deleteAccountRequestSchema = z.object({
  /** Typed by the user to confirm; must be the account's e-mail. */
  email: z.string().trim().min(1, 'Type your e-mail address to confirm').max(254),
});
