// How each tone greets, introduces the band, offers the music and signs off: the parts every
// purpose shares, so a tone reads the same way whatever the e-mail is for.
import type { EmailContext, Tone } from './email-context';
import { pickSaying, say } from './phrasebook';
import { firstName } from './text-tools';

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

export function signOff(c: EmailContext): string {
  if (c.request.emailPurpose === 'thank-you') return THANK_YOU_SIGN_OFFS[c.tone];
  return c.rng.pick(SIGN_OFFS[c.tone]);
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
  const lines: Record<typeof level, Record<Tone, string>> = {
    'new-band': {
      'professional-formal': 'We are a new band.',
      'friendly-professional': "We're a new band, just getting started.",
      'confident-bold': "We're a new band with something to prove.",
      'humble-respectful': "We're a new band, still finding our feet.",
      'creative-casual': "We're a brand-new band.",
    },
    emerging: {
      'professional-formal': 'We are an emerging band.',
      'friendly-professional': "We're an emerging band, building steadily.",
      'confident-bold': "We're an emerging band on the way up.",
      'humble-respectful': "We're an emerging band, still growing and working hard at it.",
      'creative-casual': "We're an emerging band and loving it.",
    },
    established: {
      'professional-formal': 'We are an established band.',
      'friendly-professional': "We're an established band.",
      'confident-bold': "We're an established band and we know our way around a stage.",
      'humble-respectful': "We're an established band, though we still treat every show as a chance to learn.",
      'creative-casual': "We're an established band, still loving it.",
    },
    veteran: {
      'professional-formal': 'We are a veteran band.',
      'friendly-professional': "We're a veteran band.",
      'confident-bold': "We're a veteran band and still hungry.",
      'humble-respectful': "We're a veteran band, and we still feel lucky to do this.",
      'creative-casual': "We're a veteran band and still love it.",
    },
  };
  return say(c, lines[level]);
}

/** The line above the links. */
export function linksIntro(c: EmailContext): string {
  const byTone: Record<Tone, string> = {
    'professional-formal': c.links.length > 1 ? 'Our music is available at the following links:' : 'Our music is available here:',
    'friendly-professional': 'You can hear us here:',
    'confident-bold': 'Hear for yourself:',
    'humble-respectful': 'If you have a moment, you can hear our music here:',
    'creative-casual': 'Have a listen:',
  };
  return say(c, byTone);
}

/** The courtesy line before the sign-off, chosen by the act's name so the acts of one batch differ
 * ('Thanks so much for reading…' closed seven acts' e-mails word for word: blind reading, issue #36). */
export function closingLine(c: EmailContext): string {
  const s = selfOf(c);
  const byTone: Record<Tone, readonly string[]> = {
    'professional-formal': ['Thank you for your time and consideration.', 'Thank you for considering this request.', `${cap(s.i)} appreciate you taking the time to read this.`, `Thank you; ${s.i} look forward to your reply.`, 'With thanks for your time.'],
    'friendly-professional': [`Thanks so much for reading, and ${s.i} hope to hear from you soon.`, `Thanks for your time, and ${s.i} look forward to hearing from you.`, `Thanks for taking a look; ${s.id} love to hear what you think.`, `Really appreciate you reading this far, and ${s.i} hope it works out.`, 'Thanks a lot, and have a good week.'],
    'confident-bold': [`${cap(s.im)} ready when you are.`, `${cap(s.id)} love to make this happen.`, `Let's make it happen.`, `Say the word and ${s.ill} take it from there.`, `${cap(s.i)} think this one is a good fit; let's talk.`],
    'humble-respectful': [`Thank you again for considering ${s.me}.`, `Thank you again; ${s.i} know how busy your inbox must be.`, `Thank you for reading; it means a lot.`, `${cap(s.i)} really appreciate your time.`, `Thank you for any time you can give this.`],
    'creative-casual': ['Thanks for reading, and hope to hear from you soon!', 'Thanks for giving this a read!', 'Cheers for reading this far!', 'Hope this lands well. Thanks!', 'Thanks for the ears!'],
  };
  return pickSaying(c, byTone, (count) => nameIndex(`${c.band}:closing`, count));
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
