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

export function lineupOf(request: EmailRequest): Lineup {
  if (request.lineup) return request.lineup;
  if (senderIsTheAct(request.senderName, request.bandName) && request.senderName.trim().toLowerCase() !== request.bandName.trim().toLowerCase()) return 'solo';
  const own = `${request.specificDetails} ${request.eventDetails}`;
  if (/\b(duo|two-piece)\b/i.test(own)) return 'duo';
  if (FIRST_SINGULAR.test(own) && !FIRST_PLURAL.test(own)) return 'solo';
  return 'band';
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
