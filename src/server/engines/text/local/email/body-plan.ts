// The paragraphs every purpose fills in, the lines several purposes share, and how a plan becomes
// an e-mail: opener (the purpose, first), the band, the links, the one ask, a courtesy line.
import type { EmailContext, Tone } from './email-context';
import { prose, type Block, type EmailDraft } from './email-text';
import { formalOr, perTone, say } from './phrasebook';
import { cap, nameIndex, closingLine, experienceSentence, greeting, identity, linksIntro, selfOf, signature, signOff } from './voice';
import { capitalise, endSentence } from './text-tools';

export interface BodyPlan {
  /** The first paragraph: the purpose sits in its first two sentences. */
  opener: string[];
  /** Blocks right after the opener (a press release's header). */
  lead?: Block[];
  /** The band paragraph. */
  about: string[];
  /** Blocks between the band paragraph and the ask. Default: the links, or an offer to send music. */
  middle?: Block[];
  /** The one question, with the date, event and budget that go with it. */
  ask: string[];
  /** The courtesy line; default: the tone's closing line. Empty for short e-mails. */
  close?: string[];
}

export function assemble(c: EmailContext, subject: string, plan: BodyPlan): EmailDraft {
  const about = [...plan.about];
  let middle = plan.middle;
  if (middle === undefined) {
    middle = c.links.length > 0 ? [linkLines(linksIntro(c), c.links)] : [];
    // No "recordings on request" when the form gave no links: the band may have none to send.
  }
  const blocks: Block[] = [prose(plan.opener), ...(plan.lead ?? []), prose(about), ...middle, prose(plan.ask), prose(plan.close ?? [closingLine(c)])];
  return { subject, greeting: greeting(c), blocks, closing: signOff(c), signature: signature(c) };
}

export function linkLines(intro: string, links: readonly string[]): Block {
  return { kind: 'lines', lines: [intro, ...links] };
}

function askingOpenerFor(c: EmailContext, tone: Tone, about: string, bold?: string): string {
  const s = selfOf(c);
  const id = identity(c, tone);
  // One opening shape for every act read as a form letter across an inbox: the act's name picks one of several.
  const pick = (forms: readonly string[]) => forms[nameIndex(`${c.band}:opener`, forms.length)] ?? forms[0] ?? '';
  switch (tone) {
    case 'professional-formal':
      return [`${id}. ${cap(s.iam)} writing to enquire about ${about}.`, `${id}. ${cap(s.i)} would like to ask about ${about}.`, `${id}. ${cap(s.iam)} writing regarding ${about}.`][nameIndex(c.band, 3)] ?? '';
    case 'friendly-professional':
      return pick([
        `${id}, and ${s.im} getting in touch about ${about}.`,
        `${cap(s.im)} getting in touch about ${about}. ${id}.`,
        `${id}; ${s.i} hope you're well, and ${s.im} writing about ${about}.`,
        `${id}. ${cap(s.i)} wanted to ask you about ${about}.`,
      ]);
    case 'confident-bold':
      if (bold) return `${id}, and ${bold}.`;
      return pick([
        `${id}, and ${c.I === 'I' ? "I'm putting us" : "we're putting ourselves"} forward for ${about}.`,
        `Straight to it: ${s.id} like ${about}. ${id}.`,
        `${id}. ${cap(s.im)} writing because ${s.i} want ${about}.`,
      ]);
    case 'humble-respectful':
      return pick([
        `${id}, and thank you for taking a moment to read this; ${s.id} be so grateful to hear whether ${about} might be possible.`,
        `${id}, and thank you for reading; ${s.i} wanted to ask, very simply, whether ${about} might be possible.`,
        `${id}. ${cap(s.i)} hope you don't mind ${s.me} getting in touch to ask whether ${about} might be possible.`,
      ]);
    case 'creative-casual':
      return pick([
        c.sender ? `${id}. We'd love ${about}!` : `${id}, and we'd love ${about}!`,
        `Quick one: we'd love ${about}! ${id}.`,
        `${id}, and we're after ${about}.`,
      ]);
  }
}

/** The opener for purposes that ask for something: the purpose sits in the first two sentences
 * whatever the tone. `about` is a noun phrase ("a show at The Brudenell on Friday 12 March 2027");
 * `bold` replaces the confident tone's "putting ourselves forward for ..." when that reads badly. */
export function askingOpener(c: EmailContext, about: string, bold?: string): string[] {
  return [perTone(c, (tone) => askingOpenerFor(c, tone, about, bold))];
}

/** The band paragraph: experience, the musician's own details, then a purpose's own lines. */
export function aboutBand(c: EmailContext, ...extra: string[]): string[] {
  return [experienceSentence(c), ...c.details, ...extra].filter(Boolean);
}

/** The date and event as sentences for purposes where the date is context, not the ask. */
export function eventLines(c: EmailContext): string[] {
  const { phrase, sentences } = c.event;
  if (phrase && c.date) return [`${capitalise(phrase)} is on ${c.date}.`];
  if (phrase) return [formalOr(c, `We would also like to mention ${phrase}.`, `Also coming up: ${phrase}.`)];
  // The date with the act's name or release in it: 'The date to keep in mind is …' was one sentence in every act's e-mail.
  const dateLine = c.date ? [formalOr(c, `The key date for ${c.soloSelf ? 'me' : c.band} is ${c.date}.`, `${c.date} is the date ${c.soloSelf ? 'I have' : `${c.band} has`} in mind.`)] : [];
  return [...sentences, ...dateLine];
}

const AMOUNT = /[\d£$€¥₹]|\b(k|grand|hundred|thousand)\b/i;
const OWN_SENTENCE = /^(we|we're|we’re|we'd|we’d|our|i|i'm|i’m|i'd|i’d|the fee|the budget|fee|budget)\b/i;

/** The budget as the musician wrote it when it is a sentence or not an amount ("negotiable"). */
function budgetAsGiven(c: EmailContext, topic: string): string | null {
  const b = c.budget;
  if (OWN_SENTENCE.test(b)) return endSentence(capitalise(c.request.budget.trim()));
  if (!AMOUNT.test(b)) return formalOr(c, `Regarding the ${topic}: ${b}.`, `On the ${topic}: ${b}.`);
  return null;
}

/** The budget as a booking fee ("Our fee is £200, though we're happy to talk it through."). */
export function feeLine(c: EmailContext): string {
  const b = c.budget;
  if (!b) return '';
  return budgetAsGiven(c, 'fee') ?? say(c, {
    'professional-formal': `Our fee for the performance would be ${b}, and we are open to discussing terms.`,
    'friendly-professional': `Our fee is ${b}, though we're happy to talk it through.`,
    'confident-bold': `Our fee is ${b}.`,
    'humble-respectful': `We were hoping for ${b}, but we're flexible.`,
    'creative-casual': `We're asking ${b}, but happy to chat.`,
  });
}

/** The budget as money the band is looking for (a sponsorship) or has to spend (a producer). */
export function budgetLine(c: EmailContext, kind: 'seeking' | 'spending'): string {
  const b = c.budget;
  if (!b) return '';
  const given = budgetAsGiven(c, 'budget');
  if (given) return given;
  if (kind === 'spending') return formalOr(c, `Our budget for the project is ${b}.`, `Our budget for this is ${b}.`);
  return say(c, {
    'professional-formal': `We are seeking support of ${b}.`,
    'friendly-professional': `We're looking for support of ${b}.`,
    'confident-bold': `We're looking for ${b} in support.`,
    'humble-respectful': `We were hoping for support of around ${b}, though we're open to whatever works for you.`,
    'creative-casual': `We're looking for ${b} in support.`,
  });
}

/** The event field for a booking: a phrase to be considered for, or the musician's sentences. */
export function bookingEventLines(c: EmailContext): string[] {
  const { phrase, sentences } = c.event;
  if (!phrase) return sentences;
  // "our album launch show": the band's own night, hosted by the recipient.
  if (/^(our|my)\b/i.test(phrase)) {
    return [
      say(c, {
        'professional-formal': `This would be ${phrase}.`,
        'friendly-professional': `It would be ${phrase}, so it means a lot to us.`,
        'confident-bold': `It's ${phrase}, and we want to make it count.`,
        'humble-respectful': `It would be ${phrase}, which means a great deal to us.`,
        'creative-casual': `It'd be ${phrase}, so we're pretty excited!`,
      }),
    ];
  }
  return [
    say(c, {
      'professional-formal': `We would be delighted to be considered for ${phrase}.`,
      'friendly-professional': `We'd love to be considered for ${phrase}.`,
      'confident-bold': `We're the right fit for ${phrase}.`,
      'humble-respectful': `We would be thrilled to be considered for ${phrase}.`,
      'creative-casual': `We reckon we'd be perfect for ${phrase}.`,
    }),
  ];
}

/** Humble and casual tones soften or lighten an ask with one more (question-free) line, naming the
 * act or its release: 'No pressure either way!' closed every casual act's ask word for word. */
export function askCoda(c: EmailContext): string {
  const what = c.release?.title ? `'${c.release.title}'` : c.soloSelf ? 'my music' : c.band;
  const isIt = c.release?.title ? `${what} isn't` : c.soloSelf ? `${what} isn't` : `${c.band} isn't`;
  return say(c, {
    'professional-formal': '',
    'friendly-professional': '',
    'confident-bold': '',
    'humble-respectful': `${cap(selfOf(c).id)} completely understand if ${isIt} the right fit.`,
    'creative-casual': `No pressure either way on ${what}!`,
  });
}
