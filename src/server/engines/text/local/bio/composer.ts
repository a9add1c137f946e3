// What every part of the bio is composed with: the facts, the plan, the writer (templates and the
// ideas already spent) and the id counter the blocks share.
import { BlockBuilder } from './bio-blocks';
import type { BioFacts } from './bio-facts';
import { QUESTIONS } from './data/style-lines';
import type { BioPlan } from './plan-bio';
import type { Writer } from './writer';

export interface Composer {
  w: Writer;
  f: BioFacts;
  plan: BioPlan;
  ids: { next: number };
  /** The last word on a writer's sentence: false when it states anything the form does not hold. */
  allows: (text: string) => boolean;
}

/** A new block; in the interview style it opens with its question. */
export function newBlock(c: Composer, key: string, heading: string | null = null, question: string | null = null): BlockBuilder {
  let lead: string | null = null;
  if (c.w.style === 'Interview-Based') {
    const pool = QUESTIONS[key];
    // A question states nothing, so it needs no fact of its own ({_given}).
    // A solo artist is not asked about 'the band'.
    const asked = pool?.filter((q) => !(c.f.solo && /\bband\b/.test(q)));
    lead = question ? c.w.fill(question) : asked ? c.w.pick(asked.map((q) => `${q}{_given}`)) : null;
  }
  return new BlockBuilder(c.ids, key, heading, lead, c.allows);
}

/** The genre's phrases as template values ({sound1}, {texture}, ...). */
export function genreValues(c: Composer): Record<string, string> {
  const g = c.f.genre;
  return {
    sound1: g.sound[0], sound2: g.sound[1], texture: g.texture, pulse: g.pulse, live: g.live, listener: g.listener,
    lineage: g.lineage, edge: g.edge, image: g.image, tech: g.tech, drama: g.drama, joke: g.joke,
  };
}

/** A template with one genre phrase, once per bio: null when that phrase was already used. */
export function withPhrase(c: Composer, key: string, make: (values: Record<string, string>) => string | null): string | null {
  if (c.w.isSpent(`phrase:${key}`)) return null;
  const text = make(genreValues(c));
  if (text) c.w.spend(`phrase:${key}`);
  return text;
}
