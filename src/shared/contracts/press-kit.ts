// The band's press kit: one public page at /b/:slug and a one-page PDF one-sheet, composed by a
// premium user from their own work (name, cover or studio image, bio, tagline, members, links,
// shows, press quotes). One kit per account; nothing is public until it is published.
import { z } from 'zod';
import { bandcampPage, playerEmbed } from './press-kit-players';

export const PRESS_KIT_LIMITS = {
  bandNameMax: 80,
  taglineMax: 160,
  genreMax: 60,
  locationMax: 80,
  bioLongMax: 5000,
  /** The Short bio length (at most 100 words) with room for edits. */
  bioShortMax: 2000,
  membersMax: 12,
  memberFieldMax: 60,
  showsMax: 10,
  venueMax: 120,
  cityMax: 80,
  quotesMax: 6,
  quoteMax: 400,
  quoteSourceMax: 120,
  urlMax: 300,
  slugMin: 3,
  slugMax: 60,
  /** An old address keeps redirecting, and stays reserved for its kit, this long after a change. */
  oldSlugDays: 90,
  /** Address changes a kit may make in a UTC day. */
  slugChangesPerDay: 5,
  /** Old addresses a kit keeps at most; a change past that releases the oldest. */
  oldSlugsKept: 3,
  /** The one-sheet shows this many shows and quotes; the page shows them all. */
  oneSheetShows: 5,
  oneSheetQuotes: 3,
  /** The page's view count covers this many days. */
  viewsDays: 30,
  /** The band's own pictures: press photos, one logo, one stage plot. */
  photosMax: 8,
  photoMaxBytes: 15 * 1024 * 1024,
  /** Press photos print well from this size on the short side; a logo or a stage plot is often
   * wide and flat, so it needs this on its long side. */
  photoMinSide: 1000,
  creditMax: 120,
  playersMax: 3,
  playerUrlMax: 1000,
  riderTextMax: 1000,
  riderInputsMax: 160,
  setLengthMax: 60,
  plotLabelMax: 24,
  /** Links a band makes for its contacts ('for The Brudenell'), and a label's length. */
  trackedLinksMax: 50,
  trackedLabelMax: 80,
} as const;

const L = PRESS_KIT_LIMITS;
const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** A link a visitor can follow: http(s) only, so no javascript: or data: address reaches the page. */
const webLink = (label: string) =>
  z
    .string()
    .trim()
    .max(L.urlMax, `${label} must be at most ${L.urlMax} characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), `${label} must be a web address starting with http:// or https://`)
    .default('');

/** The band's links, in the order the page lists them. */
export const PRESS_KIT_LINKS = ['website', 'bandcamp', 'spotify', 'appleMusic', 'soundcloud', 'youtube', 'instagram', 'tiktok', 'facebook', 'x', 'mastodon'] as const;
export type PressKitLink = (typeof PRESS_KIT_LINKS)[number];
export const PRESS_KIT_LINK_LABELS: Record<PressKitLink, string> = {
  website: 'Website',
  bandcamp: 'Bandcamp',
  spotify: 'Spotify',
  appleMusic: 'Apple Music',
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  x: 'X',
  mastodon: 'Mastodon',
};

/** Each network's own hosts: a link in its field must be on one of them ('.bandcamp.com' takes any
 * subdomain). The website may be anywhere; a Mastodon profile is on any server, as /@name. */
const LINK_HOSTS: Record<Exclude<PressKitLink, 'website' | 'mastodon'>, { hosts: string[]; example: string }> = {
  bandcamp: { hosts: ['bandcamp.com', '.bandcamp.com'], example: 'yourband.bandcamp.com' },
  spotify: { hosts: ['open.spotify.com'], example: 'open.spotify.com/artist/…' },
  appleMusic: { hosts: ['music.apple.com'], example: 'music.apple.com/gb/artist/…' },
  soundcloud: { hosts: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com'], example: 'soundcloud.com/yourband' },
  youtube: { hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be'], example: 'youtube.com/@yourband' },
  instagram: { hosts: ['instagram.com', 'www.instagram.com'], example: 'instagram.com/yourband' },
  tiktok: { hosts: ['tiktok.com', 'www.tiktok.com', 'vm.tiktok.com'], example: 'tiktok.com/@yourband' },
  facebook: { hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com', 'fb.me'], example: 'facebook.com/yourband' },
  x: { hosts: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'], example: 'x.com/yourband' },
};

/** Why a link does not belong in its network's field, or null when it does (or is empty). */
export function linkProblem(link: PressKitLink, value: string): string | null {
  const v = value.trim();
  if (v === '' || link === 'website') return null;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null; // webLink already names a malformed address
  }
  const host = url.hostname.toLowerCase();
  const label = PRESS_KIT_LINK_LABELS[link];
  if (link === 'mastodon') {
    return url.protocol === 'https:' && /^\/@[A-Za-z0-9_]{1,30}\/?$/.test(url.pathname) ? null : `The Mastodon link must be a profile address like https://mastodon.social/@yourband`;
  }
  const { hosts, example } = LINK_HOSTS[link];
  const ok = hosts.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
  if (!ok) return `The ${label} link must be ${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label} address, like https://${example}`;
  if (url.pathname === '/' && link !== 'bandcamp') return `The ${label} link must lead to your page, like https://${example}`;
  return null;
}

/** A network's field: a web link on that network's hosts. */
const networkLink = (link: PressKitLink) =>
  webLink(`The ${PRESS_KIT_LINK_LABELS[link]} link`).superRefine((v, ctx) => {
    const problem = linkProblem(link, v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const pressKitMemberSchema = z.object({
  name: text(L.memberFieldMax, 'A member name').min(1, 'Each member needs a name'),
  role: text(L.memberFieldMax, 'A role').default(''),
});
export type PressKitMember = z.infer<typeof pressKitMemberSchema>;

/** A calendar date, YYYY-MM-DD, that exists. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A show date must be YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'A show date must be a real day');

export const pressKitShowSchema = z.object({
  date: calendarDate,
  venue: text(L.venueMax, 'A venue').min(1, 'Each show needs a venue'),
  city: text(L.cityMax, 'A city').min(1, 'Each show needs a city'),
  ticketUrl: webLink('A ticket link'),
});
export type PressKitShow = z.infer<typeof pressKitShowSchema>;

export const pressKitQuoteSchema = z.object({
  text: text(L.quoteMax, 'A quote').min(1, 'A quote cannot be empty'),
  source: text(L.quoteSourceMax, "A quote's source").min(1, 'Each quote needs its source'),
});
export type PressKitQuote = z.infer<typeof pressKitQuoteSchema>;

const playerLink = z
  .string()
  .trim()
  .min(1, 'Paste a share link, or remove this player')
  .max(L.playerUrlMax, `A player link must be at most ${L.playerUrlMax} characters`)
  .superRefine((v, ctx) => {
    const result = playerEmbed(v);
    // A plain Bandcamp album or track page passes here: the server reads its number from the page
    // when online lookups are on and stores the player address, or refuses it saying what to paste.
    if (!result.ok && !bandcampPage(v)) ctx.addIssue({ code: 'custom', message: result.problem });
  });

export const STAGE_PLOT_COLUMNS = 5;
export const STAGE_PLOT_ROWS = 3;

/** The technical rider: for the venue's technician. */
export const pressKitRiderSchema = z.object({
  lineup: z
    .array(
      z.object({
        name: text(L.memberFieldMax, 'A name').min(1, 'Each line-up row needs a name'),
        instrument: text(L.memberFieldMax, 'An instrument').default(''),
        /** What the desk needs for it: '2 × DI (stereo keys), 1 × vocal mic'. */
        inputs: text(L.riderInputsMax, 'The inputs').default(''),
      }),
    )
    .max(L.membersMax, `At most ${L.membersMax} line-up rows`)
    .default([]),
  backlineNeeded: text(L.riderTextMax, 'Backline needed').default(''),
  backlineBrought: text(L.riderTextMax, 'Backline brought').default(''),
  setLength: text(L.setLengthMax, 'Set length').default(''),
  hospitality: text(L.riderTextMax, 'Hospitality').default(''),
  /** A simple drawn stage plan: labels on a grid, the audience below row STAGE_PLOT_ROWS - 1. */
  plot: z
    .array(
      z.object({
        label: text(L.plotLabelMax, 'A stage plot label').min(1, 'Each stage plot mark needs a label'),
        column: z.number().int().min(0).max(STAGE_PLOT_COLUMNS - 1),
        row: z.number().int().min(0).max(STAGE_PLOT_ROWS - 1),
      }),
    )
    .max(STAGE_PLOT_COLUMNS * STAGE_PLOT_ROWS, 'The stage plot has no more places')
    .default([]),
});
export type PressKitRider = z.output<typeof pressKitRiderSchema>;

/** What the owner composes; saved as a draft on every change, shown on the page once published. */
export const pressKitContentSchema = z.object({
  bandName: text(L.bandNameMax, 'Band name').min(1, 'Band name is required'),
  tagline: text(L.taglineMax, 'Tagline').default(''),
  genre: text(L.genreMax, 'Genre').default(''),
  location: text(L.locationMax, 'Location').default(''),
  /** One of this site's image addresses (/api/media/<id>.webp): a free cover or the owner's own studio image. */
  imageUrl: z.string().trim().max(200).nullable().default(null),
  bioLong: text(L.bioLongMax, 'The long bio').default(''),
  bioShort: text(L.bioShortMax, 'The short bio').default(''),
  members: z.array(pressKitMemberSchema).max(L.membersMax, `At most ${L.membersMax} members`).default([]),
  links: z
    .object({
      website: webLink('The website link'),
      bandcamp: networkLink('bandcamp'),
      spotify: networkLink('spotify'),
      appleMusic: networkLink('appleMusic'),
      soundcloud: networkLink('soundcloud'),
      youtube: networkLink('youtube'),
      instagram: networkLink('instagram'),
      tiktok: networkLink('tiktok'),
      facebook: networkLink('facebook'),
      x: networkLink('x'),
      mastodon: networkLink('mastodon'),
      bookingEmail: z.union([z.literal(''), z.string().trim().max(254).email('The booking e-mail must be an e-mail address')]).default(''),
    })
    .prefault({}),
  shows: z.array(pressKitShowSchema).max(L.showsMax, `At most ${L.showsMax} shows`).default([]),
  quotes: z.array(pressKitQuoteSchema).max(L.quotesMax, `At most ${L.quotesMax} press quotes`).default([]),
  /** Share links of up to playersMax players (press-kit-players.ts turns each into its service's embed). */
  players: z.array(playerLink).max(L.playersMax, `At most ${L.playersMax} players`).default([]),
  rider: pressKitRiderSchema.prefault({}),
});
export type PressKitContent = z.output<typeof pressKitContentSchema>;
export type PressKitContentInput = z.input<typeof pressKitContentSchema>;

/** Lower-case letters, digits and single hyphens: the address part after /b/. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(L.slugMin, `The address must be at least ${L.slugMin} characters`)
  .max(L.slugMax, `The address must be at most ${L.slugMax} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The address may use only letters, digits and single hyphens');

/** A slug made from a band name: 'Glass Harbour!' → 'glass-harbour'; '' when nothing usable is left. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, L.slugMax)
    .replace(/-+$/, '');
}

/** Why the public page is not showing: never published (or unpublished), or the owner's plan ended. */
export const PRESS_KIT_STATES = ['draft', 'published', 'offline'] as const;
export type PressKitState = (typeof PRESS_KIT_STATES)[number];

export const PRESS_KIT_PICTURE_KINDS = ['photo', 'logo', 'plot'] as const;
export type PressKitPictureKind = (typeof PRESS_KIT_PICTURE_KINDS)[number];

/** The size each kind of picture needs, as the refusal and the kit tab's help say it. A press photo
 * is cropped and printed, so its short side counts; a logo or a stage plot is often wide and flat
 * (a 3000 × 600 logo is sharp anywhere it is shown), so its long side does. */
export const PICTURE_SIZE_RULE: Record<PressKitPictureKind, string> = {
  photo: `at least ${L.photoMinSide} px on the short side`,
  logo: `at least ${L.photoMinSide} px on its long side (a wide, flat logo is fine)`,
  plot: `at least ${L.photoMinSide} px on its long side (a wide, flat plan is fine)`,
};

/** One of the band's own uploaded pictures, as the owner sees it. */
export const pressKitPictureSchema = z.object({
  id: z.string(),
  kind: z.enum(PRESS_KIT_PICTURE_KINDS),
  /** The display copy (WebP, at most 1200 px), the owner's own address. */
  url: z.string(),
  /** The full-size file as stored (metadata removed), for the owner only. */
  originalUrl: z.string(),
  credit: z.string(),
  format: z.enum(['jpg', 'png', 'webp']),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type PressKitPicture = z.infer<typeof pressKitPictureSchema>;

/** POST /api/premium/press-kit/pictures?kind=photo|logo|plot&credit=…, the file as the body. */
export const uploadPictureQuerySchema = z.object({
  kind: z.enum(PRESS_KIT_PICTURE_KINDS, 'kind must be photo, logo or plot').default('photo'),
  credit: text(L.creditMax, 'The photographer credit').default(''),
});

/** PATCH /api/premium/press-kit/pictures/:id */
export const updatePictureRequestSchema = z.object({ credit: text(L.creditMax, 'The photographer credit') });

/** PUT /api/premium/press-kit/pictures/order: the press photos' ids in the order the page shows them. */
export const orderPicturesRequestSchema = z.object({ ids: z.array(z.string().max(64)).max(L.photosMax) });

/** What visitors did that the kit counts: opened the page, downloaded a PDF (one-sheet or rider),
 * the press photos, or pressed play on a player. Counted once per visit, never for a browser that
 * asks not to be tracked (DNT, Global Privacy Control), and with nothing about the visitor kept. */
export const PRESS_KIT_ACTIVITY_KINDS = ['view', 'pdf', 'photos', 'play'] as const;
export type PressKitActivityKind = (typeof PRESS_KIT_ACTIVITY_KINDS)[number];
const activityCounts = z.object({ view: z.number().int(), pdf: z.number().int(), photos: z.number().int(), play: z.number().int() });
export type PressKitActivityCounts = z.infer<typeof activityCounts>;

/** A link the band sends one contact, and what came of it. */
export const trackedLinkSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  createdAt: z.string(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  counts: activityCounts,
});
export type TrackedLink = z.infer<typeof trackedLinkSchema>;

/** GET /api/premium/press-kit/activity: the last viewsDays days, per day and per source. */
export const pressKitActivitySchema = z.object({
  days: z.array(activityCounts.extend({ day: z.string() })),
  /** The plain address ('direct') and each tracked link, over the same days. */
  sources: z.array(activityCounts.extend({ source: z.string(), label: z.string() })),
  links: z.array(trackedLinkSchema),
});
export type PressKitActivity = z.infer<typeof pressKitActivitySchema>;

/** POST /api/premium/press-kit/tracked-links */
export const createTrackedLinkRequestSchema = z.object({ label: text(L.trackedLabelMax, 'The contact').min(1, 'Say who the link is for, e.g. The Brudenell') });

/** The owner's view of their kit. */
export const pressKitSchema = z.object({
  content: pressKitContentSchema,
  slug: z.string().nullable(),
  /** 'offline': published, but the plan ended, so visitors see a notice; renewing brings it back. */
  state: z.enum(PRESS_KIT_STATES),
  /** Search engines may index the page (the owner opts in; noindex otherwise). */
  indexable: z.boolean(),
  /** The page's full address (PUBLIC_URL + /b/ + slug), or null before a slug is chosen. */
  pageUrl: z.string().nullable(),
  /** Page views over the last PRESS_KIT_LIMITS.viewsDays days. */
  views: z.number().int(),
  /** Press photos in page order; the first is the one-sheet's picture. */
  photos: z.array(pressKitPictureSchema),
  logo: pressKitPictureSchema.nullable(),
  stagePlot: pressKitPictureSchema.nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type PressKit = z.infer<typeof pressKitSchema>;

/** GET /api/premium/press-kit: null until the first save. */
export const pressKitResponseSchema = z.object({ kit: pressKitSchema.nullable() });
export type PressKitResponse = z.infer<typeof pressKitResponseSchema>;

/** PUT /api/premium/press-kit: the draft, saved whole. */
export const savePressKitRequestSchema = z.object({ content: pressKitContentSchema });

/** The answer of PUT /api/premium/press-kit and of publish, unpublish and slug: the kit as saved. */
export const savedPressKitResponseSchema = z.object({ kit: pressKitSchema });
export type SavedPressKitResponse = z.infer<typeof savedPressKitResponseSchema>;

/** POST /api/premium/press-kit/publish: the slug (from the band name when absent) and the search opt-in. */
export const publishPressKitRequestSchema = z.object({ slug: slugSchema.optional(), indexable: z.boolean().default(false) });

/** POST /api/premium/press-kit/slug: change the address; the old one redirects for PRESS_KIT_LIMITS.oldSlugDays days. */
export const changeSlugRequestSchema = z.object({ slug: slugSchema });

/** POST /api/premium/press-kit/short-bio: the Short bio made from the long one (one unit of the texts fair use). */
export const shortBioRequestSchema = z.object({
  bio: text(L.bioLongMax, 'The long bio').min(1, 'Choose or write the long bio first'),
  /** Facts the short bio keeps; the saved kit's are used when these are absent. */
  bandName: text(L.bandNameMax, 'Band name').optional(),
  genre: text(L.genreMax, 'Genre').optional(),
  location: text(L.locationMax, 'Location').optional(),
});
export const shortBioResponseSchema = z.object({ bio: z.string(), isAIGenerated: z.boolean() });

export const ONE_SHEET_PAPERS = ['a4', 'letter'] as const;
export type OneSheetPaper = (typeof ONE_SHEET_PAPERS)[number];

/** Where the owner's files are: GET, answered with the file as an attachment. */
export const PRESS_KIT_FILES = {
  oneSheet: (paper: OneSheetPaper) => `/api/premium/press-kit/one-sheet.pdf?paper=${paper}`,
  qrPng: '/api/premium/press-kit/qr.png',
  qrSvg: '/api/premium/press-kit/qr.svg',
} as const;

/** The public page of a slug. */
export function pressKitPath(slug: string): string {
  return `/b/${slug}`;
}

/** A download's file name from the band name: ASCII letters, digits, '-' and '_' only, so every
 * browser and file system keeps it as sent: 'Glass_Harbour-one-sheet-a4.pdf'. */
export function pressKitFileName(bandName: string, file: `one-sheet-${OneSheetPaper}.pdf` | `rider-${OneSheetPaper}.pdf` | 'qr.png' | 'qr.svg' | 'press-photos.zip'): string {
  const base =
    bandName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60)
      .replace(/_+$/, '') || 'press-kit';
  return `${base}-${file}`;
}
