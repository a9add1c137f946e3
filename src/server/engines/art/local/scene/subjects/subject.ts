// What the library knows of a subject: its words (so the concept's nouns find it), where it lives
// in a picture, its proportions, a phrase the concept writer can pitch it with, and its drawing.
import type { Kit } from './kit';

/**
 * ground: stands on the horizon against the sky (cabin, tree, wolf); sky: floats in open sky
 * (planet, balloon); water: rides the water line (ship, island); under: beneath the surface
 * (jellyfish); still: an object set on a surface in a pool of light (guitar, candle, skull).
 */
export type Place = 'ground' | 'sky' | 'water' | 'under' | 'still';

export interface SubjectDef {
  id: string;
  /** How the alt text names it: 'a cabin'. */
  noun: string;
  /** Whole words (singular, plural, synonyms) that name it in a concept. */
  words: readonly string[];
  place: Place;
  /** Width over height of its drawing. */
  aspect: number;
  /** An art director's line for it, used by the concept writer. */
  phrase: string;
  draw: (k: Kit) => void;
}

/** Singular and plural forms of each word ('wolf' → 'wolves' is given by hand). */
export function forms(...singulars: string[]): string[] {
  const out: string[] = [];
  for (const w of singulars) {
    out.push(w);
    if (w.includes(' ')) continue;
    if (/(s|x|ch|sh)$/.test(w)) out.push(`${w}es`);
    else if (/[^aeiou]y$/.test(w)) out.push(`${w.slice(0, -1)}ies`);
    else out.push(`${w}s`);
  }
  return out;
}
