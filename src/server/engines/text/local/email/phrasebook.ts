// Every tone-dependent line the writer chooses is picked from a table of all five tones and the
// table is kept: a refinement ("more formal") regenerates the tables from the same form and swaps
// each line it finds for the same line in the new tone, so the e-mail changes register without
// being rewritten.
import type { EmailContext, Tone } from './email-context';

export type ToneTable = Record<Tone, string>;

export const TONES: readonly Tone[] = ['professional-formal', 'friendly-professional', 'confident-bold', 'humble-respectful', 'creative-casual'];

/** The line for the e-mail's tone, its table recorded. */
export function say(c: EmailContext, table: ToneTable): string {
  c.phrasebook.push(table);
  return table[c.tone];
}

/** A line with one formal wording and one for every other tone. */
export function formalOr(c: EmailContext, formal: string, informal: string): string {
  return say(c, {
    'professional-formal': formal,
    'friendly-professional': informal,
    'confident-bold': informal,
    'humble-respectful': informal,
    'creative-casual': informal,
  });
}

/** A line built by a function of the tone (an opener that uses the tone's own introduction). */
export function perTone(c: EmailContext, make: (tone: Tone) => string): string {
  const table = {} as ToneTable;
  for (const tone of TONES) table[tone] = make(tone);
  return say(c, table);
}

/** One of several wordings, the same option index in every tone; `chosen` picks it (by the act's name) instead of the seed. */
export function pickSaying(c: EmailContext, options: Record<Tone, readonly string[]>, chosen?: (count: number) => number): string {
  const count = Math.min(...TONES.map((t) => options[t].length));
  // The seed is drawn either way, so the lines picked after this one stay the same for a seed.
  const drawn = c.rng.int(0, count - 1);
  const index = chosen ? chosen(count) % count : drawn;
  for (let i = 0; i < count; i++) {
    const table = {} as ToneTable;
    for (const tone of TONES) table[tone] = options[tone][i] ?? '';
    if (i === index) say(c, table);
    else c.phrasebook.push(table);
  }
  return options[c.tone][index] ?? '';
}
