// How each tone greets, introduces the band, offers the music and signs off: the parts every
// purpose shares, so a tone reads the same way whatever the e-mail is for.
import type { EmailContext, Tone } from './email-context';
import { pickSaying, say } from './phrasebook';
import { firstName, genreInSentence, joinList } from './text-tools';

/** The writer's pronouns: the sender when named ("I'm Alex"), else the band ("we're"). */
export interface Self {
  i: string;
  im: string;
  id: string;
  ill: string;
  iam: string;
  iwould: string;
  me: string;
  my: string;
}

export function selfOf(c: EmailContext): Self {
  return c.I === 'I'
    ? { i: 'I', im: "I'm", id: "I'd", ill: "I'll", iam: 'I am', iwould: 'I would', me: 'me', my: 'my' }
    : { i: 'we', im: "we're", id: "we'd", ill: "we'll", iam: 'we are', iwould: 'we would', me: 'us', my: 'our' };
}

/** Organisation names without a leading "The" read better before "team": "Hi Brudenell team". */
function teamOf(org: string, team: string): string {
  return org ? `${org.replace(/^the\s+/i, '')} team` : team;
}

export function greeting(c: EmailContext): string {
  return greetingFor(c.tone, c.request.recipientName.trim(), c.org, c.recipient.team);
}

/** The greeting line for a tone: the name when known, else the organisation's or role's team. */
export function greetingFor(tone: Tone, name: string, org: string, team: string): string {
  if (name) {
    const first = firstName(name);
    const byTone: Record<Tone, string> = {
      'professional-formal': `Dear ${name},`,
      'friendly-professional': `Hi ${first},`,
      'confident-bold': `Hello ${first},`,
      'humble-respectful': `Dear ${first},`,
      'creative-casual': `Hey ${first},`,
    };
    return byTone[tone];
  }
  const teamName = teamOf(org, team);
  const byTone: Record<Tone, string> = {
    'professional-formal': `Dear ${teamName},`,
    'friendly-professional': org ? `Hi ${teamName},` : 'Hi there,',
    'confident-bold': org ? `Hello ${teamName},` : 'Hello,',
    'humble-respectful': `Dear ${teamName},`,
    'creative-casual': org ? `Hey ${teamName},` : 'Hey there,',
  };
  return byTone[tone];
}

export const SIGN_OFFS: Record<Tone, readonly string[]> = {
  'professional-formal': ['Kind regards,', 'Best regards,'],
  'friendly-professional': ['Best wishes,', 'All the best,'],
  'confident-bold': ['Talk soon,', 'Speak soon,'],
  'humble-respectful': ['With thanks,', 'Many thanks,'],
  'creative-casual': ['Cheers,', 'Catch you soon,'],
};

export const THANK_YOU_SIGN_OFFS: Record<Tone, string> = {
  'professional-formal': 'With sincere thanks,',
  'friendly-professional': 'Thanks again,',
  'confident-bold': 'Until next time,',
  'humble-respectful': 'With heartfelt thanks,',
  'creative-casual': 'Cheers again,',
};

/** The sign-off from the act's town ('Cheers from Leeds,'): the bare 'Cheers,' ended every casual
 * act's e-mail alike. A town too long for one line is left out. */
export function signOff(c: EmailContext): string {
  const base = c.request.emailPurpose === 'thank-you' ? THANK_YOU_SIGN_OFFS[c.tone] : c.rng.pick(SIGN_OFFS[c.tone]);
  return withPlace(base, c.location);
}

export function withPlace(signOff: string, place: string): string {
  return place && place.length <= 40 && !/[.!?]/.test(place) ? `${signOff.replace(/,$/, '')} from ${place},` : signOff;
}

/** A sign-off without its town ('Cheers from Leeds,' → 'Cheers,') and the town, to read its tone or change it. */
export function signOffParts(closing: string): { base: string; place: string } {
  const m = /^(.*?) from (.+),$/.exec(closing.trim());
  return m ? { base: `${m[1] ?? ''},`, place: m[2] ?? '' } : { base: closing.trim(), place: '' };
}

/** The sign-off's name lines: the sender and the band, or the band alone. */
export function signature(c: EmailContext): string[] {
  return c.sender && c.sender.toLowerCase() !== c.band.toLowerCase() ? [c.sender, c.band] : [c.band];
}

/** "I'm Alex from The Night Owls, an indie rock band from Leeds" — no closing punctuation, so a
 * purpose can carry on with ", and ...". */
export function identity(c: EmailContext, tone: Tone = c.tone): string {
  const about = c.description ? `, ${c.description}` : '';
  if (c.soloSelf) {
    // 'I'm Kayode Adams, who records as KAYO.EXE, a hip-hop artist from Atlanta'.
    const who = c.sender && c.sender.toLowerCase() !== c.band.toLowerCase() ? `${c.sender}, who records as ${c.band}` : c.band;
    return tone === 'professional-formal' ? `I am ${who}${about}` : tone === 'creative-casual' ? `${who} here${about}` : `I'm ${who}${about}`;
  }
  if (tone === 'professional-formal') {
    if (!c.sender) return `We are ${c.band}${about}`;
    // One introduction for every band read as a form letter across a booker's inbox: the band's name picks one.
    const forms = [`My name is ${c.sender}, and I represent ${c.band}${about}`, `I am ${c.sender}, writing on behalf of ${c.band}${about}`, `I am ${c.sender} of ${c.band}${about}`];
    return forms[nameIndex(c.band, forms.length)] ?? forms[0] ?? '';
  }
  if (tone === 'creative-casual' && c.sender) return `${c.senderFirst} here from ${c.band}${about}`;
  return c.sender ? `I'm ${c.senderFirst} from ${c.band}${about}` : `We're ${c.band}${about}`;
}

/** The experience level, phrased as a musician would say it: the stage the band names, never a
 * number of years (the form's level is a range the band picked, not a fact to print). */
export function experienceSentence(c: EmailContext): string {
  const level = c.request.experienceLevel;
  if (!level) return '';
  // Three wordings of each, chosen by the act's name: one sentence for every band of a level read
  // as a form letter across a batch ('We're a brand-new band.' in every new act's e-mail).
  const lines: Record<typeof level, Record<Tone, readonly string[]>> = {
    'new-band': {
      'professional-formal': ['We are a new band.', 'We are a new band at the start of our work.', 'As a new band, we are building our first audience.'],
      'friendly-professional': ["We're a new band, just getting started.", "We're a new band, and this is one of our first steps.", "We're a new band, putting everything into it."],
      'confident-bold': ["We're a new band with something to prove.", "We're a new band, and we're not waiting around.", "We're a new band, and we mean it."],
      'humble-respectful': ["We're a new band, still finding our feet.", "We're a new band and still learning.", "As a new band, we're grateful for any chance."],
      'creative-casual': ["We're a brand-new band.", "We're a new band and loving every minute.", "We're a pretty new band, and hungry for it."],
    },
    emerging: {
      'professional-formal': ['We are an emerging band.', 'We are an emerging band, building our audience.', 'As an emerging band, we are growing steadily.'],
      'friendly-professional': ["We're an emerging band, building steadily.", "We're an emerging band, growing show by show.", "We're an emerging band, building one step at a time."],
      'confident-bold': ["We're an emerging band on the way up.", "We're an emerging band, and moving fast.", "We're an emerging band, and we're pushing hard."],
      'humble-respectful': ["We're an emerging band, still growing and working hard at it.", "We're an emerging band, grateful for every chance.", "As an emerging band, we're working hard at it."],
      'creative-casual': ["We're an emerging band and loving it.", "We're an emerging band, on the up and having a blast.", "We're an emerging band, loving every step."],
    },
    established: {
      'professional-formal': ['We are an established band.', 'We are an established band with a steady body of work.', 'As an established band, we know what a good night needs.'],
      'friendly-professional': ["We're an established band.", "We're an established band, still enjoying every show.", "We're an established band, and still love doing this."],
      'confident-bold': ["We're an established band, and we play like one.", "We're an established band, and we deliver.", "We're an established band, and it shows."],
      'humble-respectful': ["We're an established band, though we still treat every show as a chance to learn.", "We're an established band, and still learning.", "We're an established band, still grateful for every booking."],
      'creative-casual': ["We're an established band, still loving it.", "We're an established band and still having fun.", "We're an established band, no newcomers, still loving it."],
    },
    veteran: {
      'professional-formal': ['We are a veteran band.', 'We are a veteran band of long standing.', 'As a veteran band, we bring long experience.'],
      'friendly-professional': ["We're a veteran band.", "We're a veteran band, still enjoying it.", "We're a veteran band and still love the work."],
      'confident-bold': ["We're a veteran band and still hungry.", "We're a veteran band, and not slowing down.", "We're a veteran band, and still sharp."],
      'humble-respectful': ["We're a veteran band, and we still feel lucky to do this.", "We're a veteran band, still grateful for it.", "We're a veteran band, and never take it for granted."],
      'creative-casual': ["We're a veteran band and still love it.", "We're a veteran band, old hands who still love it.", "We're a veteran band, still having a ball."],
    },
  };
  return pickSaying(c, lines[level], (count) => nameIndex(`${c.band}:experience`, count));
}

const SITES: [RegExp, string][] = [
  [/bandcamp\.com/i, 'Bandcamp'],
  [/spotify\.com|spoti\.fi/i, 'Spotify'],
  [/youtube\.com|youtu\.be/i, 'YouTube'],
  [/soundcloud\.com/i, 'SoundCloud'],
  [/music\.apple\.com/i, 'Apple Music'],
  [/tidal\.com/i, 'Tidal'],
  [/deezer\.com/i, 'Deezer'],
  [/audiomack\.com/i, 'Audiomack'],
  [/instagram\.com/i, 'Instagram'],
  [/tiktok\.com/i, 'TikTok'],
];

/** The sites the links lead to, as a musician names them ('Bandcamp and YouTube'); '' when any link is
 * the band's own site or unknown, since the sentence would then leave one out. */
export function linkSites(links: readonly string[]): string {
  const names = links.map((link) => SITES.find(([pattern]) => pattern.test(link))?.[1] ?? '');
  if (names.length === 0 || names.some((n) => !n)) return '';
  return joinList([...new Set(names)]);
}

/** The line above the links, naming the act and the sites: 'Hear for yourself:' above every act's
 * links was one sentence shared by a whole batch of e-mails. */
export function linksIntro(c: EmailContext): string {
  const sites = linkSites(c.links);
  const on = sites ? ` on ${sites}` : '';
  const byTone: Record<Tone, string> = {
    'professional-formal': sites ? `${c.band} can be heard on ${sites}:` : `${c.band} can be heard at the following ${c.links.length > 1 ? 'links' : 'link'}:`,
    'friendly-professional': `You can hear ${c.band}${on}${sites ? '' : ' here'}:`,
    'confident-bold': `Hear ${c.band} for yourself${on}:`,
    'humble-respectful': `If you have a moment, ${c.band} ${sites ? `is on ${sites}` : 'can be heard here'}:`,
    'creative-casual': `Have a listen to ${c.band}${on}:`,
  };
  return say(c, byTone);
}

const RELEASE_PURPOSES = new Set<EmailContext['request']['emailPurpose']>(['music-submission', 'playlist-submission', 'press-release', 'press-kit', 'interview-request', 'follow-up']);

/** The courtesy line before the sign-off, worded with the act's own date, release or name: one
 * fixed courtesy line closed a whole batch of acts' e-mails word for word. */
export function closingLine(c: EmailContext): string {
  const s = selfOf(c);
  const pick = (byTone: Record<Tone, readonly string[]>) => pickSaying(c, byTone, (count) => nameIndex(`${c.band}:closing`, count));
  // The release closes the e-mails that are about it; a date closes the ones that ask for it.
  const title = RELEASE_PURPOSES.has(c.request.emailPurpose) && c.release?.title ? `'${c.release.title}'` : '';
  // A date is what a booking or a project is for; a manager is not asked for a night.
  const date = c.request.emailPurpose === 'representation' ? '' : c.date;
  if (title || date) {
    // Named with the act ('Tide Tables' by Salt Mirrors, Salt Mirrors on Friday 14 May): a title or a
    // date alone was shared by every act pitching the same release or night.
    const day = date;
    const about = title ? (c.soloSelf ? title : `${title} by ${c.band}`) : c.soloSelf ? day : `${c.band} on ${day}`;
    return pick({
      'professional-formal': [`Thank you for your time; ${s.i} look forward to hearing from you about ${about}.`, `With thanks for your time, and for any thoughts on ${about}.`],
      'friendly-professional': [`Thanks so much for reading, and ${s.i} hope to hear from you about ${about}.`, `Thanks for your time, and fingers crossed for ${about}.`],
      'confident-bold': [`${cap(s.im)} ready to talk about ${about} when you are.`, `One word from you about ${about} and ${s.ill} take it from there.`],
      'humble-respectful': [`Thank you again for any thought you can give to ${about}.`, `${cap(s.i)} really appreciate your time, and any word on ${about}.`],
      'creative-casual': [`Thanks for reading, and fingers crossed for ${about}!`, `Cheers for reading, and hope to hear from you about ${about}!`],
    });
  }
  // A solo artist does not name themselves in the third person: their music and town instead.
  const act = c.soloSelf ? `${c.I === 'I' ? 'my' : 'our'} ${c.genre ? genreInSentence(c.genre) : 'music'}${c.location ? ` from ${c.location}` : ''}` : c.band;
  const actIs = c.soloSelf ? `${cap(s.im)}` : `${c.band} is`;
  return pick({
    'professional-formal': [`Thank you for your time and for considering ${act}.`, `With thanks for your time and any thoughts on ${act}.`],
    'friendly-professional': [`Thanks so much for giving ${act} a look, and ${s.i} hope to hear from you soon.`, `Thanks for your time, and for reading about ${act}.`],
    'confident-bold': [`${actIs} ready when you are.`, c.soloSelf ? `Say the word and ${s.ill} bring ${act} to you.` : `Say the word and ${c.band} will take it from there.`],
    'humble-respectful': [`Thank you again for any thought you can give ${act}.`, `${cap(s.i)} really appreciate your time with ${act}.`],
    'creative-casual': [`Thanks for giving ${act} your ears!`, `Cheers for reading about ${act}, and hope to hear from you soon!`],
  });
}

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stable choice from the band's name, so a band's e-mails keep one voice while bands differ. */
export function nameIndex(name: string, count: number): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h >>> 8) % count;
}
