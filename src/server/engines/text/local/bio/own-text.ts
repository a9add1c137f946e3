// The musician's own sentences (backstory, focus-area details) placed in the bio. Their facts are
// kept word for word; only the voice is matched to the bio: 'we' becomes 'they' in a third-person
// bio, and what cannot be moved (an 'I' sentence) or what the style wants as speech is quoted.
import type { BlockBuilder } from './bio-blocks';
import type { OwnSentence } from './bio-facts';
import { STORY_MOTIFS } from './data/story-motifs';
import { asSentence } from './text-tools';
import type { Template, Writer } from './writer';

const QUOTE_LEADS = ['As {they} tell it:', 'In {their} own words:', '{They} put it like this:', 'Or, as {they} say:', 'In {their} words:'];

/** Styles that prefer the band's words as quotes over narration. */
const QUOTING_STYLES = new Set(['Interview-Based', 'Magazine Feature']);

const MAX_QUOTE_WORDS = 60;
/** Reflections on the musician's details in one bio, at most. */
const MAX_REFLECTIONS = 6;

/**
 * What a detail of the musician's means, said right after it ('Tape keeps what happened in the room'),
 * or null: each motif once per bio, a few per bio.
 */
export function reflectOn(w: Writer, sentence: string): string | null {
  // In the band's own voice the lines would say 'our early days' for every band alike: left to the third person.
  if (w.facts.person !== 'they') return null;
  const lower = sentence.charAt(0).toLowerCase() + sentence.slice(1);
  let count = 0;
  while (w.isSpent(`reflect:${count}`)) count++;
  if (count >= MAX_REFLECTIONS) return null;
  for (const [i, motif] of STORY_MOTIFS.entries()) {
    const matched = motif.test.exec(lower)?.[0];
    if (!matched || w.isSpent(`motif:${i}`)) continue;
    const toned = motif.toned?.[w.tone] ?? [];
    // The line names what the musician's sentence named and another of the band's facts (its genre
    // words, a trait, its town), so it is this band's line; one whose fact is missing is not chosen.
    const pool: Template[] = [...toned.map((t) => ({ t, tones: [w.tone] })), ...motif.lines];
    const line = w.pick(pool, { x: motif.x ? motif.x(matched) : matched });
    if (!line) continue;
    w.spend(`motif:${i}`);
    w.spend(`reflect:${count}`);
    return line;
  }
  return null;
}

/**
 * Adds the sentences to the block's current paragraph as a chain (a later one is kept only with the
 * ones before it). The first gets `rank`, each next one `step` more. Returns how many pieces it added.
 */
export function addOwnText(
  b: BlockBuilder, w: Writer, sentences: readonly OwnSentence[], rank: number, step: number, options: { lockFirst?: boolean; intro?: string | null } = {},
): number {
  const quoting = w.facts.person === 'they' && QUOTING_STYLES.has(w.style);
  let added = 0;
  let quote: string[] = [];
  const push = (text: string) => {
    // A line that opens the topic travels with the first sentence, so it is never left on its own.
    const full = added === 0 && options.intro ? `${options.intro} ${text}` : text;
    b.add(full, rank + added * step, { chain: added > 0, locked: added === 0 && options.lockFirst === true, own: true });
    added++;
  };
  const flushQuote = () => {
    if (quote.length === 0) return;
    const lead = w.fill(QUOTE_LEADS[added === 0 ? 1 : (added + quote.length) % QUOTE_LEADS.length] ?? '{They} say:');
    push(`${lead} “${quote.join(' ')}”`);
    quote = [];
  };
  for (const s of sentences) {
    const text = asSentence(s.text);
    // A sentence that quotes someone else's words is kept as written; a quoted title does not count.
    const hasQuotes = /["“][^"”]{25,}["”]/.test(text);
    const asSpeech = w.facts.person === 'they' && s.firstPerson && !hasQuotes && (quoting || s.thirdPerson === null);
    if (asSpeech) {
      const words = quote.join(' ').split(/\s+/).length;
      if (quote.length > 0 && words + text.split(/\s+/).length > MAX_QUOTE_WORDS) flushQuote();
      quote.push(text);
      continue;
    }
    flushQuote();
    push(w.facts.person === 'they' && s.firstPerson && !hasQuotes && s.thirdPerson ? asSentence(s.thirdPerson) : text);
    const reflection = reflectOn(w, s.text);
    if (reflection && b.add(reflection, rank + (added - 0.5) * step, { chain: true })) added++;
  }
  flushQuote();
  return added;
}
