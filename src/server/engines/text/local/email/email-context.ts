// What every part of an e-mail needs, worked out once from the form: who writes, who reads, how
// the band is described, the date, the event, the budget and the release the musician named.
// Nothing here adds a fact the form did not give.
import type { EmailRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { formatEventDate } from './dates';
import { lineupOf, senderIsTheArtist, type Lineup } from './lineup';
import { asPhrase, capitalise, endSentence, firstName, genreInSentence, midSentence, splitSentences, withArticle } from './text-tools';

export type Tone = EmailRequest['toneStyle'];
export type Purpose = EmailRequest['emailPurpose'];
export type RecipientType = EmailRequest['recipientType'];

export interface RecipientInfo {
  /** What the e-mail is pitching into when no organisation is named: "your venue". */
  outlet: string;
  /** The team a nameless greeting addresses: "booking team". */
  team: string;
  /** The people the recipient serves: "your crowd", "your listeners". */
  audience: string;
}

export const RECIPIENTS: Record<RecipientType, RecipientInfo> = {
  'venue-booker': { outlet: 'your venue', team: 'booking team', audience: 'your crowd' },
  'record-label': { outlet: 'your label', team: 'A&R team', audience: 'your roster' },
  'music-blogger': { outlet: 'your blog', team: 'editorial team', audience: 'your readers' },
  'radio-dj': { outlet: 'your show', team: 'music team', audience: 'your listeners' },
  'festival-promoter': { outlet: 'your festival', team: 'programming team', audience: 'your festival crowd' },
  'manager-agent': { outlet: 'your roster', team: 'management team', audience: 'your roster' },
  producer: { outlet: 'your studio', team: 'studio team', audience: 'the artists you work with' },
  sponsor: { outlet: 'your brand', team: 'partnerships team', audience: 'your customers' },
};

/** A release the musician named in their details: "debut EP 'Night Drive'". */
export interface Release {
  /** "debut EP", "new single". */
  kind: string;
  /** The title without quotes, or '' when none was given. */
  title: string;
}

/** The event field, either as a short phrase that fits mid-sentence or as whole sentences. */
export interface EventBits {
  phrase: string;
  sentences: string[];
}

export interface EmailContext {
  request: EmailRequest;
  tone: Tone;
  rng: Rng;
  band: string;
  sender: string;
  /** How the sender introduces themselves informally: "Alex". */
  senderFirst: string;
  /** "an indie rock band from Leeds" (or '' when neither genre nor location was given). */
  description: string;
  genre: string;
  location: string;
  /** "Saturday 14 March 2027" or ''. */
  date: string;
  org: string;
  recipient: RecipientInfo;
  /** The organisation, else the recipient type's "your venue". */
  outlet: string;
  release: Release | null;
  event: EventBits;
  budget: string;
  links: string[];
  /** The musician's own details as sentences, ready to place. */
  details: string[];
  /** Who acts in the e-mail: the sender when named, else the band. */
  I: 'I' | 'we';
  lineup: Lineup;
  /** A solo artist writing as themselves: every sentence of the writer's is in the singular. */
  soloSelf: boolean;
  /** The tone tables of every line chosen so far (see phrasebook.ts). */
  phrasebook: Record<Tone, string>[];
}

const BAND_NOUNS = /\b(duo|trio|quartet|quintet|four-piece|five-piece|six-piece|three-piece|two-piece|collective|orchestra|choir|ensemble)\b/i;

/** Genres whose acts are as often one producer or MC as a group: with nothing said of the line-up, an 'act', not a 'band'. */
const ACT_GENRES = /\b(techno|house|electronic|edm|ambient|dubstep|drum (?:&|and) bass|dnb|trance|garage|grime|trap|drill|hip-hop|hip hop|rap|lo-fi|synthwave|idm|breakbeat|jungle)\b/i;

function describeBand(genre: string, location: string, details: string, lineup: Lineup, lineupGiven: boolean): string {
  const said = /\b(we|our|us|band|group)\b/i.test(details);
  const group = !lineupGiven && !said && ACT_GENRES.test(genre) ? 'act' : 'band';
  const noun = lineup === 'solo' ? soloNoun(genre) : lineup === 'duo' ? 'duo' : (BAND_NOUNS.exec(details)?.[1]?.toLowerCase() ?? group);
  const genreWords = genre ? genreInSentence(genre) : '';
  const already = /\b(band|act|duo|trio|group|artist|project|collective|singer-songwriter)\s*$/i.test(genreWords);
  const core = genreWords ? (already ? genreWords : `${genreWords} ${noun}`) : location ? noun : '';
  if (!core) return '';
  return `${withArticle(core)}${location ? ` from ${location}` : ''}`;
}

/** One performer in a song-led genre is a singer-songwriter; elsewhere an artist. */
function soloNoun(genre: string): string {
  return /\b(folk|country|americana|singer-songwriter|acoustic|bluegrass)\b/i.test(genre) ? 'singer-songwriter' : 'artist';
}

const RELEASE = /\b((?:(?:new|debut|latest|upcoming|forthcoming|first|second|third|next|brand[- ]new|lead)\s+)*(?:single|EP|album|LP|record|mixtape|track|song|demo|video))\b[,:]?\s*(?:(?:called|titled|named)\s+)?(?:[‘'"“])([^'"‘’“”\n]{1,60}?)[’'"”](?=[\s.,;:!?)]|$)/i;
const RELEASE_CAPPED = /\b((?:(?:new|debut|latest|upcoming|forthcoming|first|second|third|next|lead)\s+)*(?:single|EP|album|LP|mixtape))\s+((?:(?:\p{Lu}[\p{L}'’-]*|of|the|and|in|a|on|to)\s+){0,5}\p{Lu}[\p{L}'’-]*)(?=[\s.,;:!?)]|$)/u;
const RELEASE_NO_TITLE = /\b(?:our|my|the)\s+((?:(?:new|debut|latest|upcoming|forthcoming|first|second|next|lead)\s+)+(?:single|EP|album|LP|record|mixtape))\b/i;

/** The release named in free text, if any. */
export function findRelease(text: string): Release | null {
  const titled = RELEASE.exec(text);
  if (titled) return { kind: normaliseKind(titled[1] ?? ''), title: (titled[2] ?? '').trim() };
  // 'Our debut LP Cold Creek Hymns came out…': a title typed without quotes, in capitals after the kind.
  const capped = RELEASE_CAPPED.exec(text);
  if (capped) return { kind: normaliseKind(capped[1] ?? ''), title: (capped[2] ?? '').trim() };
  const bare = RELEASE_NO_TITLE.exec(text);
  return bare ? { kind: normaliseKind(bare[1] ?? ''), title: '' } : null;
}

function normaliseKind(kind: string): string {
  return kind.replace(/\s+/g, ' ').replace(/\b(ep|lp)\b/gi, (w) => w.toUpperCase()).replace(/^(New|Debut|Latest|Upcoming|Forthcoming|First|Second|Third|Next|Lead|Brand)/, (w) => w.toLowerCase()).replace(/\b(Single|Album|Record|Mixtape|Track|Song|Demo|Video)\b/, (w) => w.toLowerCase());
}

/** The release as the e-mail refers back to it: "'Glass'", else "the EP". */
export function releaseRef(release: Release | null): string {
  if (!release) return 'our music';
  return release.title ? `'${release.title}'` : `the ${baseKind(release)}`;
}

/** "debut EP" → "EP". */
export function baseKind(release: Release): string {
  return release.kind.split(' ').pop() ?? release.kind;
}

/** "our new single 'Glass'" (or "our debut EP" without a title). */
export function releaseName(release: Release, owner = 'our'): string {
  return release.title ? `${owner} ${release.kind} '${release.title}'` : `${owner} ${release.kind}`;
}

const SENTENCE_START = /^(we|we're|we’re|we've|we’ve|we'd|we’d|we'll|i|i'm|i’m|i've|i’ve|our|my|us|it|it's|it’s|this|that|these|there|they|they're|he|she|you|your|the band|everyone|all|each|every|having|after|since|recently|last|next|currently|right now|in|on|at|with|over|across|from|between)\b/i;
const EVENT_SENTENCE_START = /^(we|we're|we’re|we'd|we’d|i|i'm|i’m|i'd|i’d|it|it's|it’s|this is|there|they|he|she|you|you're|you’re|please|looking|need|hoping)\b/i;
const VERBISH = /\b(is|are|was|were|will|would|have|has|had|can|could|should|we|i|they|it's|it’s)\b/i;

/** The event field as a phrase ("the Friday indie night") when it reads as one, else as sentences. */
function eventBits(text: string): EventBits {
  const clean = asPhrase(text);
  if (!clean) return { phrase: '', sentences: [] };
  const isPhrase = clean.length <= 90 && !/[.!?]\s/.test(clean) && !EVENT_SENTENCE_START.test(clean) && !VERBISH.test(clean);
  if (isPhrase) return { phrase: midSentence(clean.replace(/^(for|at|on|in)\s+/i, '')), sentences: [] };
  return { phrase: '', sentences: splitSentences(text.trim()).map((s) => endSentence(capitalise(s))) };
}

/** The musician's details as sentences. A fragment that starts with a verb ("Looking for a Friday
 * headline slot") becomes the band's own sentence ("We're looking for ..."); a noun fragment ("Debut EP
 * out in May") stands as typed. No label in front ("A bit more about us: ...") — readers saw it as pasted. */
function detailSentences(text: string): string[] {
  const raw = splitSentences(text.trim().replace(/\s*\n+\s*/g, ' ')).map((s) => endSentence(s)).filter(Boolean);
  return raw.map((line) => {
    if (/^[a-z]+ing\b/i.test(line) && !SENTENCE_START.test(line)) return `We're ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
    // 'Four-piece with pedal steel and fiddle.' is a note; in the e-mail it is the band saying what it is.
    if (/^(duo|trio|quartet|quintet|(?:two|three|four|five|six|seven|eight|nine|ten)-piece)\b/i.test(line) && !/\b(is|are|was|were)\b/i.test(line)) return `We're ${/^eight/i.test(line) ? 'an' : 'a'} ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
    return capitalise(line);
  });
}

/** The recipient named in the musician's notes ('Carla asked for our EPK') is 'you' in an e-mail to Carla. */
function toRecipient(sentence: string, recipient: string): string {
  if (!recipient) return sentence;
  const first = firstName(recipient);
  const names = [...new Set([recipient, first])].filter((n) => n.length > 1).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  let out = sentence;
  for (const name of names) {
    out = out
      .replace(new RegExp(`^${name}['’]s\\b`), 'Your')
      .replace(new RegExp(`\\b${name}['’]s\\b`, 'g'), 'your')
      .replace(new RegExp(`^${name}\\s+(\\w+)`), (_, verb: string) => `You ${verb.replace(/^(is|was|has)$/, (v) => ({ is: 'are', was: 'were', has: 'have' })[v] ?? v).replace(/^(\\w+[^s])s$/, (v) => (/(ss|us|is)$/.test(v) ? v : v.slice(0, -1)))}`)
      .replace(new RegExp(`\\b(to|for|with|from|by|at|and|asked|told|met|thanks?)\\s+${name}\\b`, 'g'), '$1 you');
  }
  return out;
}

export function buildContext(request: EmailRequest, rng: Rng): EmailContext {
  const sender = request.senderName.trim();
  const genre = request.genre.trim();
  const location = request.location.trim();
  const org = request.recipientOrganization.trim();
  const recipient = RECIPIENTS[request.recipientType];
  const phrasebook: Record<Tone, string>[] = [];
  const lineup = lineupOf(request);
  const soloSelf = senderIsTheArtist(request, lineup);
  return {
    request,
    tone: request.toneStyle,
    rng,
    band: request.bandName.trim(),
    sender,
    senderFirst: sender ? firstName(sender) : '',
    description: describeBand(genre, location, `${request.specificDetails} ${request.eventDetails}`, lineup, Boolean(request.lineup)),
    genre,
    location,
    date: formatEventDate(request.eventDate),
    org,
    recipient,
    outlet: org || recipient.outlet,
    // The title field names the track when the details do not: 'our track' was never named, a reader found.
    release: findRelease(request.specificDetails) ?? (request.trackTitle ? { kind: 'track', title: request.trackTitle.replace(/^['‘"“]|['’"”]$/g, '') } : null),
    event: eventBits(request.eventDetails),
    budget: asPhrase(request.budget),
    links: request.musicLinks,
    details: detailSentences(request.specificDetails).map((d) => toRecipient(d, request.recipientName.trim())),
    I: sender || soloSelf ? 'I' : 'we',
    lineup,
    soloSelf,
    phrasebook,
  };
}

/** "on Saturday 14 March 2027" or ''. */
export function onDate(c: EmailContext): string {
  return c.date ? ` on ${c.date}` : '';
}
