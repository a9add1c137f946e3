// The paragraphs every purpose fills in, the lines several purposes share, and how a plan becomes
// an e-mail: opener (the purpose, first), the band, the links, the one ask, a courtesy line.
import type { EmailContext, Tone } from './email-context';
import { onDate } from './email-context';
import { prose, type Block, type EmailDraft } from './email-text';
import { cap, closingLine, experienceSentence, greeting, identity, linksIntro, noLinksOffer, selfOf, signature, signOff } from './voice';
import { asPhrase, capitalise, endSentence } from './text-tools';

export interface BodyPlan {
  opener: string[];
  about: string[];
  /** Blocks between the band paragraph and the ask (links, a release header). Default: the links. */
  middle?: Block[];
  /** Lines placed before the opener (a press release's header goes after it; this is for none yet). */
  ask: string[];
  /** The courtesy line; default: the tone's closing line. Empty for short e-mails. */
  close?: string[];
}

export function assemble(c: EmailContext, subject: string, plan: BodyPlan): EmailDraft {
  const blocks: Block[] = [prose(plan.opener)];
  const about = [...plan.about];
  const middle = plan.middle ?? defaultLinks(c);
  if (c.links.length === 0 && plan.middle === undefined) about.push(noLinksOffer(c));
  blocks.push(prose(about), ...middle, prose(plan.ask), prose(plan.close ?? [closingLine(c)]));
  return { subject, greeting: greeting(c), blocks, closing: signOff(c), signature: signature(c) };
}

export function linkLines(intro: string, links: readonly string[]): Block {
  return { kind: 'lines', lines: [intro, ...links] };
}

function defaultLinks(c: EmailContext): Block[] {
  return c.links.length > 0 ? [linksIntro(c) ? linkLines(linksIntro(c), c.links) : { kind: 'lines', lines: [...c.links] }] : [];
}

/** The opener for purposes that ask for something: the purpose sits in the first two sentences
 * whatever the tone. `about` is a noun phrase ("a show at The Brudenell on Friday 12 March 2027");
 * `bold` replaces the confident tone's "putting ourselves forward for ..." when that reads badly. */
export function askingOpener(c: EmailContext, about: string, bold?: string): string[] {
  const s = selfOf(c);
  const id = identity(c);
  switch (c.tone) {
    case 'professional-formal':
      return [`${id}.`, `${cap(s.iam)} writing to enquire about ${about}.`];
    case 'friendly-professional':
      return [`${id}, and ${s.im} getting in touch about ${about}.`];
    case 'confident-bold':
      return [`${id}, and ${bold ?? `${c.I === 'I' ? "I'm putting us" : "we're putting ourselves"} forward for ${about}`}.`];
    case 'humble-respectful':
      return [`${cap(s.i)} hope you're well, and thank you for taking a moment to read this.`, `${id}, and ${s.id} be so grateful to hear whether ${about} might be possible.`];
    case 'creative-casual':
      return [`${id}, and we'd love ${about}!`];
  }
}

/** The band paragraph: experience, the musician's own details, then a purpose's own line. */
export function aboutBand(c: EmailContext, ...extra: string[]): string[] {
  return [experienceSentence(c), ...c.details, ...extra].filter(Boolean);
}

/** Picks the line for the tone; formal falls back to `neutral` only when given explicitly. */
export function byTone(c: EmailContext, lines: Record<Tone, string>): string {
  return lines[c.tone];
}

/** The date and event as sentences for purposes where the date is context, not the ask. */
export function eventLines(c: EmailContext): string[] {
  const { phrase, sentences } = c.event;
  const formal = c.tone === 'professional-formal';
  if (phrase && c.date) return [`${capitalise(phrase)} is on ${c.date}.`];
  if (phrase) return [formal ? `We would also like to mention ${phrase}.` : `Also coming up: ${phrase}.`];
  const dateLine = c.date ? [formal ? `The key date for us is ${c.date}.` : `The date to keep in mind is ${c.date}.`] : [];
  return [...sentences, ...dateLine];
}

const AMOUNT = /[\d£$€¥₹]|\b(k|grand|hundred|thousand)\b/i;
const OWN_SENTENCE = /^(we|we're|we’re|we'd|we’d|our|i|i'm|i’m|i'd|i’d|the fee|the budget|fee|budget)\b/i;

/** The budget as a booking fee ("Our fee is £200, though we're happy to talk it through."). */
export function feeLine(c: EmailContext): string {
  const b = c.budget;
  if (!b) return '';
  if (OWN_SENTENCE.test(b)) return endSentence(capitalise(c.request.budget.trim()));
  if (!AMOUNT.test(b)) return c.tone === 'professional-formal' ? `Regarding the fee: ${b}.` : `On the fee: ${b}.`;
  return byTone(c, {
    'professional-formal': `Our fee for the performance would be ${b}, and we are open to discussing terms.`,
    'friendly-professional': `Our fee is ${b}, though we're happy to talk it through.`,
    'confident-bold': `Our fee is ${b}.`,
    'humble-respectful': `We were hoping for ${b}, but we're flexible.`,
    'creative-casual': `We're asking ${b}, but happy to chat.`,
  });
}

/** The budget as money the band is looking for or has to spend. */
export function budgetLine(c: EmailContext, kind: 'seeking' | 'spending'): string {
  const b = c.budget;
  if (!b) return '';
  if (OWN_SENTENCE.test(b)) return endSentence(capitalise(c.request.budget.trim()));
  if (!AMOUNT.test(b)) return c.tone === 'professional-formal' ? `Regarding budget: ${b}.` : `On budget: ${b}.`;
  if (kind === 'spending') {
    return c.tone === 'professional-formal' ? `Our budget for the project is ${b}.` : `Our budget for this is ${b}.`;
  }
  return byTone(c, {
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
  return [
    byTone(c, {
      'professional-formal': `We would be delighted to be considered for ${phrase}.`,
      'friendly-professional': `We'd love to be considered for ${phrase}.`,
      'confident-bold': `We're the right fit for ${phrase}.`,
      'humble-respectful': `We would be thrilled to be considered for ${phrase}.`,
      'creative-casual': `We reckon we'd be perfect for ${phrase}.`,
    }),
  ];
}

export { onDate, asPhrase };
