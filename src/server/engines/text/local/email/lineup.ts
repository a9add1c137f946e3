// Who the e-mail speaks for. A solo artist writes 'I' and is 'a jazz artist', a duo 'we' and 'a
// duo', a band 'we'. The form's line-up decides; left blank, the musician's own details do (a
// writer who says 'I' and never 'we' is taken as solo; 'duo', 'trio'… name the size).
import type { EmailRequest } from '@shared/contracts/writing';

export type Lineup = 'solo' | 'duo' | 'band';

const FIRST_SINGULAR = /\b(I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|my|me|mine|myself)\b/;
const FIRST_PLURAL = /\b(we|we're|we’re|we've|we’ve|we'd|we’d|we'll|we’ll|our|ours|us|ourselves|the band|the group)\b/i;

/** Whether the sender's name is the act's name or its root ('Kayode Adams' signs for KAYO.EXE): the artist writing as herself. */
export function senderIsTheAct(sender: string, band: string): boolean {
  const s = sender.trim().toLowerCase();
  const b = band.trim().toLowerCase();
  if (!s || !b) return false;
  if (s === b) return true;
  const stem = /^[a-z]{3,}/.exec(b)?.[0];
  return Boolean(stem && s.split(/\s+/).some((part) => part.startsWith(stem) && stem.length >= Math.min(4, part.length)));
}

/** Names that only a group takes: 'The Night Owls', 'Sundial Trio'. */
const GROUP_NAME = /^the\s|\b(band|duo|trio|quartet|quintet|orchestra|choir|ensemble|collective|brothers|sisters|crew|gang|club)\b/i;
/** Stage names that are one performer's: 'Kid Ostrava', 'Lil Nas', 'DJ Shadow', 'MC Lyte'. */
const STAGE_PERSON = /^(kid|lil|lil'|young|yung|big|mc|dj|lady|miss|mister|mr\.?|king|queen|baby|sir|dame|little|saint)\s+\S/i;

export function lineupOf(request: EmailRequest): Lineup {
  if (request.lineup) return request.lineup;
  const own = `${request.specificDetails} ${request.eventDetails}`;
  const saysWe = FIRST_PLURAL.test(own) || /\bband\b/i.test(own);
  if (senderIsTheAct(request.senderName, request.bandName)) {
    // A sender who signs with the act's own name ('Maren Holt' for Maren Holt) is the artist herself,
    // unless the name is a group's or the details speak as 'we'.
    const sameName = request.senderName.trim().toLowerCase() === request.bandName.trim().toLowerCase();
    if (!sameName || (!GROUP_NAME.test(request.bandName.trim()) && !saysWe)) return 'solo';
  }
  if (/\b(duo|two-piece)\b/i.test(own)) return 'duo';
  if (FIRST_SINGULAR.test(own) && !saysWe) return 'solo';
  // A one-performer stage name with details that never say 'we' or 'band': the sender is that performer.
  if (STAGE_PERSON.test(request.bandName.trim()) && !GROUP_NAME.test(request.bandName.trim()) && !saysWe) return 'solo';
  return 'band';
}

/** Whether the named sender is the solo artist writing as herself (not a manager writing for her). */
export function senderIsTheArtist(request: EmailRequest, lineup: Lineup): boolean {
  if (lineup !== 'solo') return false;
  const sender = request.senderName.trim();
  if (!sender || senderIsTheAct(sender, request.bandName)) return true;
  // The line-up left blank and read as solo: nothing in the form says someone else is writing.
  if (!request.lineup) return true;
  // A stage name of one performer ('Lil Saint' signed by Marcus Hill), or details in the sender's own
  // singular ('My mixtape dropped in 2024'): the artist writing under the stage name, not a manager.
  const own = `${request.specificDetails} ${request.eventDetails}`;
  const saysWe = FIRST_PLURAL.test(own);
  return !saysWe && (STAGE_PERSON.test(request.bandName.trim()) || FIRST_SINGULAR.test(own));
}

/** The writer's first-person plural as one artist's singular: 'we're' → "I'm", 'our' → 'my', 'are we' → 'am I'. */
const SINGULAR: readonly [RegExp, string][] = [
  [/\b([Aa])re we\b/g, '$1m I'],
  [/\b[Ww]e are\b/g, 'I am'],
  [/\b[Ww]e were\b/g, 'I was'],
  [/\b[Ww]e(['’])re\b/g, 'I$1m'],
  [/\b[Ww]e(['’])(ve|d|ll)\b/g, 'I$1$2'],
  [/\b[Ww]e\b/g, 'I'],
  [/\bourselves\b/g, 'myself'],
  [/\bOurselves\b/g, 'Myself'],
  [/\bours\b/g, 'mine'],
  [/\bour\b/g, 'my'],
  [/\bOur\b/g, 'My'],
  [/\bus\b/g, 'me'],
  [/\bUs\b/g, 'Me'],
  [/\bthe whole band\b/g, 'me'],
  // The experience lines: one artist is not 'a new band' and has no one to be 'together' with.
  [/\b(an?) ((?:brand-)?new|emerging|established|veteran) band\b/g, '$1 $2 artist'],
  [/\bbeen together\b/g, 'been at it'],
  [/\bplay together\b/g, 'play'],
  [/\b(years?) together\b/g, '$1 in'],
  [/\bin my first year in\b/g, 'in my first year'],
];

export function singular(text: string): string {
  let out = text;
  for (const [pattern, to] of SINGULAR) out = out.replace(pattern, to);
  return out;
}
