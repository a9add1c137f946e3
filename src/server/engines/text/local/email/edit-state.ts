// The e-mail being refined and the small operations every edit uses: find the band paragraph,
// replace a paragraph's sentences, read the e-mail's current tone.
import type { EmailRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import type { Tone } from './email-context';
import type { Block, EmailDraft } from './email-text';
import { TONES } from './phrasebook';
import { hasContractions } from './register';
import { SIGN_OFFS, signOffParts, THANK_YOU_SIGN_OFFS } from './voice';

export interface EditState {
  draft: EmailDraft;
  request: EmailRequest;
  rng: Rng;
  /** The e-mail's tone as read from it; a tone edit updates it. */
  tone: Tone;
  /** Sentences and lines this refinement added: a 'shorter' in the same request keeps them. */
  added: Set<string>;
}

export type ProseBlock = Extract<Block, { kind: 'prose' }>;

export function setSentences(block: ProseBlock, sentences: string[]): void {
  block.sentences = sentences.map((s) => s.trim()).filter(Boolean);
  delete block.raw;
}

export function proseIndexes(draft: EmailDraft): number[] {
  return draft.blocks.flatMap((b, i) => (b.kind === 'prose' && b.sentences.length > 0 ? [i] : []));
}

/** The paragraph that describes the band: the prose just before the links, else the second
 * paragraph, else the first. -1 when the e-mail has no prose at all. */
export function aboutIndex(draft: EmailDraft): number {
  const firstLines = draft.blocks.findIndex((b) => b.kind === 'lines');
  for (let i = firstLines - 1; i >= 0; i--) {
    const block = draft.blocks[i];
    if (block?.kind === 'prose' && block.sentences.length > 0) return i;
  }
  const prose = proseIndexes(draft);
  return prose[1] ?? prose[0] ?? -1;
}

/** Appends a sentence to the band paragraph (or a new paragraph when there is no prose). */
export function addSentence(state: EditState, sentence: string): void {
  const { draft } = state;
  const index = aboutIndex(draft);
  const block = draft.blocks[index];
  if (block?.kind === 'prose') setSentences(block, [...block.sentences, sentence]);
  else draft.blocks.unshift({ kind: 'prose', sentences: [sentence] });
  state.added.add(sentence);
}

/** The e-mail's tone as its sign-off, greeting and wording show it; else the form's. */
export function readTone(draft: EmailDraft, fallback: Tone): Tone {
  const closing = signOffParts(draft.closing).base.toLowerCase();
  for (const tone of TONES) {
    if (SIGN_OFFS[tone].some((s) => s.toLowerCase() === closing) || THANK_YOU_SIGN_OFFS[tone].toLowerCase() === closing) return tone;
  }
  const word = /^(\w+)/.exec(draft.greeting)?.[1]?.toLowerCase() ?? '';
  const prose = draft.blocks.map((b) => (b.kind === 'prose' ? b.sentences.join(' ') : '')).join(' ');
  if (word === 'hey' || word === 'yo' || word === 'hiya') return 'creative-casual';
  if (word === 'dear' && !hasContractions(prose)) return 'professional-formal';
  if (word === 'dear') return 'humble-respectful';
  if (word === 'hi') return 'friendly-professional';
  return fallback;
}

/** Whether the e-mail's own voice is formal (no contractions), for sentences a refinement adds. */
export function readsFormal(state: EditState): boolean {
  return state.tone === 'professional-formal';
}
