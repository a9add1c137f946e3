// Word-level register changes for text the phrasebook does not know (hand edits, AI-written
// e-mails): contractions, informal words, hedges. Names, titles in quotes and links are shielded.
import type { Tone } from './email-context';
import { escapeRegExp } from './text-tools';

const EXPANSIONS: [RegExp, string][] = [
  [/\bI'm\b/g, 'I am'],
  [/\bI'd\b/g, 'I would'],
  [/\bI've\b/g, 'I have'],
  [/\bI'll\b/g, 'I will'],
  [/\b(we|they|you)'re\b/gi, '$1 are'],
  [/\b(we|they|you)'d\b/gi, '$1 would'],
  [/\b(we|they|you)'ve\b/gi, '$1 have'],
  [/\b(we|they|you)'ll\b/gi, '$1 will'],
  [/\b(it|that|there|here|what|who|he|she)'s\b/gi, '$1 is'],
  [/\blet's\b/gi, 'let us'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|need)n't\b/gi, '$1 not'],
];

const CONTRACTIONS: [RegExp, string][] = [
  [/\bI am\b/g, "I'm"],
  [/\bI would\b/g, "I'd"],
  [/\bI will\b/g, "I'll"],
  [/\b(we|they|you) are\b/gi, "$1're"],
  [/\b(we|they|you) would\b/gi, "$1'd"],
  [/\b(we|they|you) will\b/gi, "$1'll"],
  [/\b(it|that|there) is\b/gi, "$1's"],
  [/\blet us\b/gi, "let's"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\b(do|does|did|is|are|was|were|would|could|should) not\b/gi, "$1n't"],
];

/** Informal words and the formal ones that replace them (and back, for a casual request). */
const FORMAL_WORDS: [RegExp, string][] = [
  [/\bI'm getting in touch about\b/g, 'I am writing to enquire about'],
  [/\bgetting in touch\b/gi, 'writing'],
  [/\bThanks so much\b/g, 'Thank you very much'],
  [/\bthanks so much\b/g, 'thank you very much'],
  [/\bThanks\b/g, 'Thank you'],
  [/\bthanks\b/g, 'thank you'],
  [/\bawesome\b/gi, 'excellent'],
  [/\bstoked\b/gi, 'delighted'],
  [/\bsuper\b/gi, 'very'],
  [/\bguys\b/gi, 'everyone'],
  [/\ba quick call\b/gi, 'a short call'],
  [/\bquick\b/gi, 'brief'],
  [/\bchat\b/gi, 'conversation'],
  [/\btunes\b/gi, 'music'],
  [/\bgig\b/gi, 'performance'],
  [/\bgigs\b/gi, 'performances'],
  [/\bfancy\b/gi, 'would you like'],
  [/\breckon\b/gi, 'believe'],
  [/\bkeen\b/gi, 'eager'],
  [/\bshout about\b/gi, 'promote'],
  [/\bmassive thanks\b/gi, 'many thanks'],
  [/\bHuge thanks\b/g, 'Many thanks'],
  [/\bhappy to\b/gi, 'glad to'],
];

const CASUAL_WORDS: [RegExp, string][] = [
  [/\bI am writing to enquire about\b/g, "I'm getting in touch about"],
  [/\bwe are writing to enquire about\b/gi, "we're getting in touch about"],
  [/\bwriting to enquire\b/gi, 'getting in touch'],
  [/\benquire\b/gi, 'ask'],
  [/\bThank you for your time and consideration\b/g, 'Thanks so much for reading'],
  [/\bThank you very much\b/g, 'Thanks so much'],
  [/\bPlease find\b/g, "Here's"],
  [/\bregarding\b/gi, 'about'],
  [/\bwe would be delighted\b/gi, "we'd love"],
  [/\bI would be delighted\b/g, "I'd love"],
  [/\bdelighted\b/gi, 'thrilled'],
  [/\bavailability\b/gi, 'room'],
  [/\bconversation\b/gi, 'chat'],
  [/\bperformance\b/gi, 'show'],
  [/\bwhichever\b/gi, 'whatever'],
];

/** Phrases that hedge; a confident rewrite drops them. */
const HEDGES: [RegExp, string][] = [
  [/\bI was (just )?wondering if you (might|would|could)\b/gi, 'Would you'],
  [/\bI hope you don't mind (me )?(reaching out|getting in touch|writing)[^.!?]*[.!?]\s*/gi, ''],
  [/,?\s*if (at all )?possible\b/gi, ''],
  [/\bperhaps\s+/gi, ''],
  [/\bmaybe\s+/gi, ''],
  [/\b(I|we) think\s+/g, ''],
  [/\bjust\s+(?!released|put out|finished|dropped|signed|recorded|announced)/gi, ''],
  [/\ba little\s+/gi, ''],
  [/\bhumbly\s+/gi, ''],
  [/\bsorry to bother you[^.!?]*[.!?]\s*/gi, ''],
  [/\b(?:We|I)'d completely understand if [^.!?]{1,80} isn't the right fit\.\s*/g, ''],
  [/\bbe at all possible\b/gi, 'work'],
  [/\bwould be so grateful to hear whether\b/gi, 'would like to know whether'],
];

/** Shields names, quoted titles and links from word changes: returns the text with placeholders
 * and a function that puts them back. */
function shield(text: string, keep: readonly string[]): { text: string; restore: (t: string) => string } {
  const saved: string[] = [];
  let out = text;
  const hold = (match: string) => {
    saved.push(match);
    return `\uE000${saved.length - 1}\uE000`;
  };
  out = out.replace(/https?:\/\/\S+|www\.\S+|@[A-Za-z0-9_.]+/g, hold);
  out = out.replace(/(^|[\s(])(['‘"“])[^'"‘’“”\n]{1,60}?[’'"”](?=[\s.,;:!?)]|$)/g, (m, pre: string) => pre + hold(m.slice(pre.length)));
  for (const name of keep) {
    if (name.trim().length > 1) out = out.replace(new RegExp(escapeRegExp(name.trim()), 'g'), hold);
  }
  return { text: out, restore: (t) => t.replace(/\uE000(\d+)\uE000/g, (_, i: string) => saved[Number(i)] ?? '') };
}

function applyAll(text: string, rules: readonly [RegExp, string][]): string {
  return rules.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** Text moved towards a tone; `keep` lists names that must not change (the band, the recipient). */
export function shiftRegister(text: string, tone: Tone, keep: readonly string[]): string {
  const curly = text.includes('’') && !text.includes("'");
  const { text: shielded, restore } = shield(curly ? text.replace(/’/g, "'") : text, keep);
  let out = shielded;
  switch (tone) {
    case 'professional-formal':
      out = applyAll(applyAll(out, EXPANSIONS), FORMAL_WORDS).replace(/!/g, '.');
      break;
    case 'friendly-professional':
    case 'creative-casual':
      out = applyAll(applyAll(out, CASUAL_WORDS), CONTRACTIONS);
      break;
    case 'confident-bold':
      out = applyAll(out, HEDGES);
      break;
    case 'humble-respectful':
      out = out.replace(/\bCan we\b/g, 'Could we').replace(/\bWe want to\b/g, 'We would love to').replace(/\bwe want to\b/g, 'we would love to');
      break;
  }
  if (curly) out = out.replace(/'/g, '’');
  return restore(out).replace(/\s{2,}/g, ' ').replace(/\s+([.,!?])/g, '$1').trim();
}

/** Whether the text reads formal: no contractions. */
export function hasContractions(text: string): boolean {
  return /\b(I'm|I'd|I've|I'll|we're|we'd|we've|we'll|you're|it's|that's|there's|here's|don't|can't|won't|isn't|aren't|wouldn't)\b/i.test(text);
}
