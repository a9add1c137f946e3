// Varied name requests for the quality tests and the benches (not used by the product): influences,
// vibes, seed words and every option combination, picked by a seeded Rng so runs are exact.
import type { Rng } from '@server/lib/random';
import type { NameOptions } from '@shared/contracts/names';
import type { NameRequest } from '../text-engine';

export const SAMPLE_INFLUENCES: readonly string[] = [
  '', '', '', 'Black Sabbath, Electric Wizard', 'The Beatles', 'Radiohead, Portishead', 'Daft Punk',
  'Dolly Parton and Johnny Cash', 'Miles Davis', 'Wu-Tang Clan, Nas', 'Mazzy Star; Slowdive',
  'Kraftwerk', 'The Stooges, MC5', 'Nirvana', 'Bill Monroe', 'Bob Marley', 'Bach, Arvo Pärt',
  'Iron Maiden', 'Cocteau Twins', 'Sleep, Om', 'Florence and the Machine', 'Metallica', 'ABBA',
];

export const SAMPLE_VIBES: readonly string[] = [
  '', '', '', 'slow and crushing', 'cold neon', 'dreamy', 'angry and loud', 'warm summer nights',
  'melancholy', 'cosmic', 'rainy sunday', 'happy, upbeat', 'dark and mysterious', 'gritty urban',
  'nostalgic', 'ethereal', 'playful', 'epic', 'lonely highway', 'cozy', 'haunting', 'groovy',
];

/** Seed words as visitors type them: plain, capitalised, two words, a number word, a blocked word. */
export const SAMPLE_SEEDS: readonly string[] = [
  'moon', 'river', 'Echo', 'velvet', 'iron', 'ghost', 'paper', 'honey', 'static', 'wolf', 'glass',
  'ember', 'crow', 'neon', 'salt', 'thunder', 'Black Cat', 'slow', 'seven', 'fuck', 'Maria', 'coyote',
  'orbit', 'lantern', 'sugar', 'quiet', 'rust', 'harbor', 'tiger', 'Zion', 'vapor', 'marble', 'Detroit',
  'fern', 'copper', 'wild', 'mirror', 'saturn', 'cobalt', 'peach', 'hollow', 'atlas', 'raven', 'tide',
  'dust', 'blue', 'fever', 'kite',
];

/**
 * Option mixes, weighted roughly like real use: most visitors tick nothing or only 'avoid common
 * words' (the free form's one checkbox); every combination still turns up. Seeds are added apart.
 */
const OPTION_MIXES: readonly NameOptions[] = [
  {}, {}, {}, {}, {}, {}, { avoidCommonWords: true }, { avoidCommonWords: true }, { avoidCommonWords: true },
  { noNumbers: true }, { noNumbers: true, avoidCommonWords: true }, { oneWordNames: true },
  { oneWordNames: true, noNumbers: true, avoidCommonWords: true }, { compoundWords: true },
  { oneWordNames: true, compoundWords: true }, { compoundWords: true, avoidCommonWords: true },
  { oneWordNames: true, compoundWords: true, noNumbers: true, avoidCommonWords: true },
];

export function variedRequest(genre: string, rng: Rng, count = 10): NameRequest {
  const options: NameOptions = { ...rng.pick(OPTION_MIXES) };
  if (rng.chance(0.3)) {
    options.useSeedWord = true;
    options.seedWord = rng.pick(SAMPLE_SEEDS);
  }
  return { genre, influences: rng.pick(SAMPLE_INFLUENCES), vibe: rng.pick(SAMPLE_VIBES), count, options };
}
